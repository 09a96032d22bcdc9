import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { accessToken, jsonApi, launchBrowser, openSignedInAdmin, screenshot } from './browser.ts';

type Row = { id: number; name: string; project_id: number; status: string };

/**
 * The lots workbench on the real server with the demo data (issue 18 part 5): the admin filters
 * /lots by name, saves the view, reloads and applies it, changes the status of the filtered lot
 * in bulk, and on a 390 px phone the list is cards with no horizontal page scroll.
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

  it('filters, saves a view, reloads, applies it and changes a status in bulk; cards on a phone', async () => {
    const session = await openSignedInAdmin(browser, base);
    const { page } = session;
    try {
      const api = jsonApi(base, await accessToken(page));
      const listed = (await api('/lots/workbench?count=5&status=incomplete')) as { data: Row[]; total: number };
      expect(listed.total).toBeGreaterThan(0);
      const target = listed.data[0];

      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`${base}/lots`);
      const rows = page.locator('tbody tr');
      await rows.first().waitFor();
      expect(await rows.count()).toBeLessThanOrEqual(20);
      await screenshot(page, 'lots-workbench-01-1440');

      await page.getByLabel('Nome').fill(target.name);
      await expect
        .poll(
          async () => (await rows.locator('td:nth-child(2)').allTextContents()).every((n) => n.includes(target.name)),
          { timeout: 15_000 },
        )
        .toBe(true);
      await page.getByRole('button', { name: 'Visões' }).click();
      await page.getByText('Salvar visão atual…').click();
      await page.getByLabel('Nome da visão').fill('Fila do e2e');
      await page.getByRole('button', { name: 'Salvar', exact: true }).click();
      await page.getByText('Visão "Fila do e2e" salva').waitFor();

      // A reload in a clean address: the view comes back from the server.
      await page.goto(`${base}/lots`);
      await page.getByLabel('Nome').fill('');
      await page.waitForTimeout(1000);
      await page.reload();
      await rows.first().waitFor();
      await page.getByRole('button', { name: 'Visões' }).click();
      await page.getByRole('menuitem', { name: /Fila do e2e/ }).click();
      await expect.poll(() => page.getByLabel('Nome').inputValue()).toBe(target.name);
      await expect
        .poll(
          async () => (await rows.locator('td:nth-child(2)').allTextContents()).every((n) => n.includes(target.name)),
          { timeout: 15_000 },
        )
        .toBe(true);

      const row = rows.filter({ hasText: target.name }).first();
      await row.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Alterar situação' }).click();
      await page.getByRole('menuitem', { name: 'Para Revisão' }).click();
      await page.getByText(/lote(s)? alterado/).waitFor();
      const after = (await api(`/lots/${target.id}`)) as { status: string };
      expect(after.status).toBe('to_review');
      await screenshot(page, 'lots-workbench-02-bulk');

      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${base}/lots`);
      await page
        .getByRole('link', { name: new RegExp(target.name) })
        .first()
        .waitFor();
      expect(await page.locator('table').count()).toBe(0);
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        inner: window.innerWidth,
      }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
      await screenshot(page, 'lots-workbench-03-390');
      expect(session.errors, session.errors.join('\n')).toEqual([]);
    } finally {
      await session.close();
    }
  });
});
