import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot as takeScreenshot, signIn } from './browser.ts';
import { e2eServer } from './worker-server.ts';

const ADMIN = { email: 'admin@reurb.local', password: 'reurb-admin-2026' };
const MEMBER = { email: 'membro@reurb.local', password: 'reurb-membro-2026' };

/** A screenshot once dialogs and notifications have finished moving. */
async function screenshot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await takeScreenshot(page, name);
}

type Session = Awaited<ReturnType<typeof openPage>>;

/**
 * The progress screen on the real server with the demo data (docs/screens.md#screens, issue 6 part 7): the
 * member cannot open a project's admin screens (issue 5); the admin opens Progresso of the
 * member's demo project, sorts by user and date, opens 'Ver Lotes' and follows a lot's link.
 */
describe('progress journey', () => {
  const { base } = e2eServer();
  let browser: Browser;
  let projectId = 0;

  const noConsoleErrors = (session: Session) => {
    const errors = session.errors.splice(0);
    expect(errors, errors.join('\n')).toEqual([]);
  };

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("sends the member from a project's progress and report settings to the dashboard", async () => {
    const member = await openPage(browser);
    const page = member.page;
    try {
      await page.goto(`${base}/home`);
      await signIn(page, MEMBER.email, MEMBER.password);
      const link = page.getByRole('table', { name: 'Seus projetos' }).getByRole('link').first();
      projectId = Number(/\/projects\/(\d+)$/.exec((await link.getAttribute('href')) ?? '')?.[1]);
      expect(projectId).toBeGreaterThan(0);
      for (const screen of ['progress', 'reports/settings']) {
        await page.goto(`${base}/projects/${projectId}/${screen}`);
        await page.waitForURL(`${base}/home`);
        await page.getByRole('heading', { name: 'Olá, Marcos' }).waitFor();
      }
      await screenshot(page, 'progress-01-member-redirected');
      noConsoleErrors(member);
    } finally {
      await member.close();
    }
  });

  it('shows the admin the completed lots per day and user, sorts them and opens the lots of a row', async () => {
    const admin = await openPage(browser);
    const page = admin.page;
    try {
      await page.goto(`${base}/home`);
      await signIn(page, ADMIN.email, ADMIN.password);
      await page.getByRole('heading', { name: 'Olá, Ana' }).waitFor();
      await page.goto(`${base}/projects/${projectId}`);
      await page.getByRole('link', { name: 'Progresso' }).click();
      await page.waitForURL(`${base}/projects/${projectId}/progress`);
      await page.getByRole('heading', { level: 1, name: / - Progresso$/ }).waitFor();
      // The table of completed lots, not the card of lots per registry stage (cells with data-stage).
      const rows = page.locator('tbody tr').filter({ hasNot: page.locator('[data-stage]') });
      await rows.first().waitFor();
      const dates = async () =>
        (await rows.locator('td:nth-child(1)').allTextContents()).map((d) => d.split('/').reverse().join('-'));
      const users = () => rows.locator('td:nth-child(2)').allTextContents();
      expect(await rows.count()).toBeGreaterThan(0);
      expect(await rows.count()).toBeLessThanOrEqual(20);
      // The table as it settles (two reads 300 ms apart agree): a refetch may still land.
      let newestFirst: string[] = [];
      await expect
        .poll(
          async () => {
            const before = JSON.stringify(newestFirst);
            newestFirst = await dates();
            return before === JSON.stringify(newestFirst);
          },
          { interval: 300 },
        )
        .toBe(true);
      expect(newestFirst).toEqual([...newestFirst].sort().reverse());
      await screenshot(page, 'progress-02-table');

      const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });
      const sortedBy = (list: string[], compare?: (a: string, b: string) => number) =>
        JSON.stringify(list) === JSON.stringify([...list].sort(compare));
      await page.getByRole('button', { name: /Ordenar por usuário/ }).click();
      await expect.poll(async () => sortedBy(await users(), collator.compare)).toBe(true);
      await page.getByRole('button', { name: /Ordenar por usuário/ }).click();
      await expect.poll(async () => sortedBy(await users(), (a, b) => collator.compare(b, a))).toBe(true);
      // Back to the day: newest first again, then a second click gives the oldest first.
      await page.getByRole('button', { name: /Ordenar por data/ }).click();
      await expect.poll(dates).toEqual(newestFirst);
      await page.getByRole('button', { name: /Ordenar por data/ }).click();
      await expect.poll(async () => sortedBy(await dates())).toBe(true);
      const oldestFirst = await dates();
      expect(oldestFirst[0] <= newestFirst.at(-1)!).toBe(true);

      const row = rows.filter({ has: page.getByRole('button', { name: 'Ver Lotes', disabled: false }) }).first();
      const [date, user] = [await row.locator('td').nth(0).textContent(), await row.locator('td').nth(1).textContent()];
      await row.getByRole('button', { name: 'Ver Lotes' }).click();
      const dialog = page.getByRole('dialog', { name: `Lotes - ${user} - ${date}` });
      await dialog.waitFor();
      const lots = dialog.locator('tbody tr');
      await lots.first().waitFor();
      expect(await lots.count()).toBeGreaterThan(0);
      expect(await lots.first().locator('td').nth(3).textContent()).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$|^—$/);
      expect(await dialog.locator('.MuiChip-root').count()).toBeGreaterThan(0);
      await screenshot(page, 'progress-03-lots-modal');

      const lotLink = lots.first().getByRole('link', { name: 'Abrir lote' });
      const href = (await lotLink.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/lots\/\d+$/);
      expect(await lots.first().getByRole('link', { name: 'Histórico' }).getAttribute('href')).toBe(`${href}/history`);
      await lotLink.click();
      await page.waitForURL(`${base}${href}`);
      await page.getByRole('tab', { name: 'Informações' }).waitFor();
      await expect(dialog.count()).resolves.toBe(0);
      await screenshot(page, 'progress-04-lot');
      noConsoleErrors(admin);
    } finally {
      await admin.close();
    }
  });
});
