import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { accessToken, jsonApi, launchBrowser, openSignedInAdmin, screenshot } from './browser.ts';

type Row = { id: number; name: string; project_id: number; status: string };

/**
 * The lots workbench on the real server with the demo data (issue 18 part 5): the admin filters
 * /lots by name, saves the view, finds it again after a reload, and on a 390 px phone the list is cards with no horizontal page scroll.
 */
describe('lots workbench journey', () => {
  const base = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('filters, saves a view that survives a reload; cards on a phone without horizontal scroll', async () => {
    const session = await openSignedInAdmin(browser, base);
    const { page } = session;
    try {
      const api = jsonApi(base, await accessToken(page));
      const listed = (await api('/lots/workbench?count=5&status=incomplete')) as { data: Row[]; total: number };
      expect(listed.total).toBeGreaterThan(0);
      const target = listed.data[0];
      const viewName = `Fila do e2e ${Date.now() % 100_000}`;

      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`${base}/lots`);
      const rows = page.locator('tbody tr');
      await rows.first().waitFor();
      expect(await rows.count()).toBeLessThanOrEqual(20);
      await screenshot(page, 'lots-workbench-01-1440');

      await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(target.name);
      await expect
        .poll(
          async () => (await rows.locator('td:nth-child(2)').allTextContents()).every((n) => n.includes(target.name)),
          { timeout: 15_000 },
        )
        .toBe(true);
      await page.getByRole('button', { name: 'Visões' }).click();
      await page.getByText('Salvar visão atual…').click();
      await page.getByLabel('Nome da visão').fill(viewName);
      await page.getByRole('button', { name: 'Salvar', exact: true }).click();
      await page.getByText(`Visão "${viewName}" salva`).waitFor();

      // A reload in a clean address: the view comes back from the server.
      await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('');
      await page.waitForTimeout(1000);
      await page.reload();
      await rows.first().waitFor();
      await page.getByRole('button', { name: 'Visões' }).click();
      // The view came back from the server after the reload.
      await page.getByRole('menuitem', { name: new RegExp(viewName) }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(target.name);
      await expect
        .poll(
          async () => (await rows.locator('td:nth-child(2)').allTextContents()).every((n) => n.includes(target.name)),
          { timeout: 15_000 },
        )
        .toBe(true);

      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${base}/lots`);
      await page.getByText(target.name).first().waitFor();
      expect(await page.locator('table').count()).toBe(0);
      // Evaluated in the page (the e2e files are type-checked without the DOM library).
      const widths = (await page.evaluate(
        '({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth })',
      )) as { scroll: number; inner: number };
      expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
      await screenshot(page, 'lots-workbench-03-390');
      expect(session.errors, session.errors.join('\n')).toEqual([]);
    } finally {
      await session.close();
    }
  });
});
