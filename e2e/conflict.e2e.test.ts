import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { accessToken, launchBrowser, openPage, screenshot, signIn } from './browser.ts';
import { e2eServer } from './worker-server.ts';

const ADMIN = { email: 'admin@reurb.local', password: 'reurb-admin-2026' };
const STALE = 'Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.';

describe('two people edit the same lot (issue 8): the second save is refused and offers to reload', () => {
  const { base } = e2eServer();
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function signedIn() {
    const opened = await openPage(browser);
    await opened.page.goto(`${base}/`);
    await signIn(opened.page, ADMIN.email, ADMIN.password);
    await opened.page.getByRole('heading', { name: 'Olá, Ana' }).waitFor();
    return opened;
  }

  const nameInput = (page: Page) => page.getByLabel(/^Identificador/);

  it('saves on the first page, refuses the stale copy on the second, reloads keeping the typing, saves, and both are in the history', async () => {
    const first = await signedIn();
    const second = await signedIn();
    const token = await accessToken(first.page);
    const api = async (url: string) =>
      (await fetch(`${base}/api${url}`, { headers: { authorization: `Bearer ${token}` } })).json();
    const projects = (await api('/projects/list?sort=id&order=asc')) as { data: Array<{ id: number }> };
    const lots = (await api(`/lots/list?project_id=${projects.data[0].id}&sort=id&order=asc&count=1`)) as {
      data: Array<{ id: number; name: string }>;
    };
    const lot = lots.data[0];

    for (const { page } of [first, second]) {
      await page.goto(`${base}/lots/${lot.id}/edit`);
      await expect.poll(() => nameInput(page).inputValue(), { timeout: 30_000 }).toBe(lot.name);
    }

    await nameInput(first.page).fill(`${lot.name} A`);
    await first.page.getByRole('button', { name: 'Salvar' }).click();
    await first.page.waitForURL(`${base}/lots/${lot.id}`);

    await nameInput(second.page).fill(`${lot.name} B`);
    await second.page.getByRole('button', { name: 'Salvar' }).click();
    const dialog = second.page.getByRole('alertdialog', { name: 'Registro alterado' });
    await dialog.waitFor();
    expect(await dialog.getByText(STALE).isVisible()).toBe(true);
    await second.page.waitForTimeout(400); // the dialog's fade-in, for the screenshot
    await screenshot(second.page, 'conflict-offer');
    expect(((await api(`/lots/${lot.id}`)) as { name: string }).name).toBe(`${lot.name} A`);

    await dialog.getByRole('button', { name: 'Recarregar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await nameInput(second.page).inputValue()).toBe(`${lot.name} B`);
    await second.page.getByRole('button', { name: 'Salvar' }).click();
    await second.page.waitForURL(`${base}/lots/${lot.id}`);
    expect(((await api(`/lots/${lot.id}`)) as { name: string }).name).toBe(`${lot.name} B`);

    await second.page.goto(`${base}/lots/${lot.id}/history`);
    const timeline = second.page.getByRole('list', { name: 'Histórico do lote' });
    await timeline.waitFor();
    await expect.poll(() => timeline.innerText()).toContain(`${lot.name} A → ${lot.name} B`);
    expect(await timeline.innerText()).toContain(`${lot.name} → ${lot.name} A`);
    await screenshot(second.page, 'lot-history');
    expect([...first.errors, ...second.errors].filter((e) => !/409|Conflict/.test(e))).toEqual([]);
    await first.close();
    await second.close();
  });
});
