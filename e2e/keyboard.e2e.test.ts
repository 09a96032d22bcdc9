import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { accessToken, jsonApi, launchBrowser, openSignedInAdmin, screenshot } from './browser.ts';
import { e2eServer } from './worker-server.ts';

/** Whether the element has the keyboard's focus. */
const hasFocus = async (target: Locator) => (await target.and(target.page().locator(':focus')).count()) === 1;

/** Presses Tab until `target` has the focus, as a keyboard user goes through the page; how many presses it took. */
async function tabTo(page: Page, target: Locator, limit = 150): Promise<number> {
  await target.waitFor();
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await hasFocus(target)) return presses;
  }
  throw new Error(`${limit} Tabs sem chegar ao elemento`);
}

/**
 * Issue #18 part 8: a lot is created with the keyboard alone. From the full lot form
 * (`/lots/create?block_id=`), Tab reaches Identificador, the name is typed, Tab goes on through
 * the whole form to Salvar, and Enter saves; the editor of the new lot opens and the API has it.
 */
describe('keyboard-only journey', () => {
  const { base } = e2eServer();
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates a lot with Tab, typing and Enter only', async () => {
    const session = await openSignedInAdmin(browser, base);
    const { page } = session;
    try {
      const api = jsonApi(base, await accessToken(page));
      const projects = (await api('/projects/list?page=1&count=5')) as { data: Array<{ id: number }> };
      const blocks = (await api(`/blocks/list?project_id=${projects.data[0]!.id}&page=1&count=1`)) as {
        data: Array<{ id: number }>;
      };
      const block = blocks.data[0]!.id;
      const name = `Lote teclado ${Date.now().toString(36).slice(-5)}`;

      await page.goto(`${base}/lots/create?block_id=${block}`);
      await page.getByRole('heading', { name: 'Cadastrar Lote', level: 1 }).waitFor();
      await tabTo(page, page.getByRole('textbox', { name: /^Identificador/ }));
      await page.keyboard.type(name);
      const save = page.getByRole('button', { name: 'Salvar' });
      await expect.poll(() => save.isEnabled()).toBe(true);
      // Through every field of Informações (the block, the address, the owner…) to the toolbar.
      expect(await tabTo(page, save)).toBeGreaterThan(5);
      await screenshot(page, 'keyboard-01-salvar-focused');
      await page.keyboard.press('Enter');

      await page.waitForURL(/\/lots\/\d+\/edit$/);
      const id = Number(/\/lots\/(\d+)\/edit$/.exec(page.url())![1]);
      const saved = (await api(`/lots/${id}`)) as { name: string; block_id: number };
      expect(saved).toMatchObject({ name, block_id: block });
      await page.getByRole('heading', { name, level: 1 }).waitFor();
      expect(session.errors).toEqual([]);
    } finally {
      await session.close();
    }
  }, 120_000);
});
