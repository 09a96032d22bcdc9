import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { root } from './server.ts';

/**
 * Debian's Chromium with the flags this machine needs (docs/architecture.md#tests); Playwright gives each
 * launch a fresh, empty profile. Never a downloaded browser.
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const artifacts = path.join(root, 'e2e', 'artifacts');

/** A fresh page at the spec's reference size; console errors and page errors are collected. */
export async function openPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'pt-BR' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { page, errors, close: () => context.close() };
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: path.join(artifacts, `${name}.png`) });
}

/** Fills the bundled provider's sign-in form. */
export async function signIn(page: Page, email: string, password: string) {
  await page.waitForSelector('input[name=email]');
  await page.fill('input[name=email]', email);
  await page.fill('input[name=password]', password);
  await page.click('button[type=submit]');
}

/** The demo accounts `npm start` seeds (README). */
export const DEMO_ADMIN = { email: 'admin@reurb.local', password: 'reurb-admin-2026', greeting: 'Olá, Ana' };
export const DEMO_MEMBER = { email: 'membro@reurb.local', password: 'reurb-membro-2026' };

/** A fresh page signed in as the demo admin, on the dashboard. */
export async function openSignedInAdmin(browser: Browser, base: string) {
  const opened = await openPage(browser);
  await opened.page.goto(`${base}/home`);
  await signIn(opened.page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await opened.page.getByRole('heading', { name: DEMO_ADMIN.greeting }).waitFor();
  return opened;
}
