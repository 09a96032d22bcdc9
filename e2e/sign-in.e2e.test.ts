import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, screenshot, signIn } from './browser.ts';
import { e2eServer } from './worker-server.ts';

const ADMIN = { email: 'admin@reurb.local', password: 'reurb-admin-2026' };
const MEMBER = { email: 'membro@reurb.local', password: 'reurb-membro-2026' };

describe('sign-in through the bundled identity provider', () => {
  const { base } = e2eServer();
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('sends a signed-out visitor to the provider, with no sign-up, and brings the admin to the dashboard with Usuários', async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${base}/`);
    await page.waitForURL(/\/auth\/login\//);
    expect(await page.locator('text=/cadastr|criar conta|sign up/i').count()).toBe(0);
    await screenshot(page, '01-provider-sign-in');
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL(`${base}/`);
    await page.getByRole('heading', { name: 'Olá, Ana' }).waitFor();
    await expect(page.locator('#react-admin-title, header').first().textContent()).resolves.toContain(
      'Painel Principal',
    );
    await page.getByRole('menuitem', { name: 'Usuários' }).waitFor();
    expect(await page.getByTestId('user-block').textContent()).toContain('Ana');
    await screenshot(page, '02-dashboard-admin');
    expect(errors, errors.join('\n')).toEqual([]);
    await close();
  });

  it('shows a member no Usuários, and /users leads to the dashboard', async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${base}/home`);
    await signIn(page, MEMBER.email, MEMBER.password);
    await page.getByRole('menuitem', { name: 'Projetos' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Usuários' }).count()).toBe(0);
    await page.goto(`${base}/users`);
    await page.waitForURL(`${base}/home`);
    await page.getByRole('heading', { name: 'Olá, Marcos' }).waitFor();
    await screenshot(page, '03-dashboard-member');
    expect(errors, errors.join('\n')).toEqual([]);
    await close();
  });

  it('refuses a wrong password on the form, in Portuguese', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${base}/`);
    await signIn(page, ADMIN.email, 'senha-errada');
    await page.getByRole('alert').filter({ hasText: 'E-mail ou senha incorretos.' }).waitFor();
    expect(page.url()).toContain('/auth/login/');
    await screenshot(page, '04-wrong-password');
    await close();
  });

  it('keeps the session across a reload, signs out with Sair, and needs sign-in again afterwards', async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${base}/`);
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.getByRole('heading', { name: 'Olá, Ana' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Olá, Ana' }).waitFor();
    expect(page.url()).not.toContain('/auth/login');

    // From a project's screen, whose own checks still run as the browser leaves: they once
    // started a sign-in that cancelled the sign-out, and the provider signed the person back in.
    await page.goto(`${base}/projects/1`);
    await page
      .getByRole('button', { name: 'Voltar' })
      .or(page.getByRole('link', { name: 'Voltar' }))
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Perfil de Ana Souza' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.waitForURL(/\/auth\/login\//);
    expect(await page.evaluate(() => localStorage.getItem('loggedIn'))).toBeNull();
    await page.goto(`${base}/home`);
    await page.waitForURL(/\/auth\/login\//);
    expect(errors, errors.join('\n')).toEqual([]);
    await close();
  });

  it('returns a signed-out deep link to its path after sign-in', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${base}/home?aba=resumo`);
    await signIn(page, MEMBER.email, MEMBER.password);
    await page.waitForURL(`${base}/home?aba=resumo`);
    await page.getByRole('heading', { name: 'Olá, Marcos' }).waitFor();
    await close();
  });
});
