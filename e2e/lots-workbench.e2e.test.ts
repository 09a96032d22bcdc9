import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  DEMO_MEMBER,
  accessToken,
  artifacts,
  jsonApi,
  launchBrowser,
  openSignedInAdmin,
  pdfText,
  screenshot,
  chooseOption,
} from './browser.ts';
import { e2eServer } from './worker-server.ts';

type Row = { id: number; name: string; project_id: number; project_name: string; status: string; owner_name: string };
type Member = { sub: string; name: string | null; email: string };

/**
 * The lots workbench on the real server with the demo data (issue 18 part 5): the admin filters
 * /lots by name, saves the view, finds it again after a reload, and on a 390 px phone the list is
 * cards with no horizontal page scroll and the filters folded behind Filtros;
 * then assigns the social registration of chosen lots to the demo member and downloads their título minutas.
 */
describe('lots workbench journey', () => {
  const { base } = e2eServer();
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
      // The filters folded, the one in use counted: the lots come first on a phone.
      await page.getByRole('button', { name: 'Filtros (1)' }).waitFor();
      expect(await page.getByRole('textbox', { name: 'Nome', exact: true }).count()).toBe(0);
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

  it('assigns chosen lots to a member and downloads their título minutas', async () => {
    const session = await openSignedInAdmin(browser, base);
    const { page } = session;
    try {
      const api = jsonApi(base, await accessToken(page));
      // A project where the demo member works, and two of its complete lots (the first by name).
      const projects = ((await api('/projects/list?count=50')) as { data: { id: number; name: string }[] }).data;
      let project: { id: number; name: string } | undefined;
      let member: Member | undefined;
      for (const p of projects) {
        const members = ((await api(`/projects/${p.id}/members?page=1&count=250`)) as { data: Member[] }).data;
        member = members.find((m) => m.email === DEMO_MEMBER.email);
        if (member) {
          project = p;
          break;
        }
      }
      expect(project, 'the demo member works in a demo project').toBeTruthy();
      const chosen = (
        (await api(`/lots/workbench?project_id=${project!.id}&status=complete&sort=name&count=2`)) as { data: Row[] }
      ).data;
      expect(chosen).toHaveLength(2);

      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`${base}/lots`);
      const rows = page.locator('tbody tr');
      await rows.first().waitFor();
      await chooseOption(page, page.getByRole('combobox', { name: 'Projeto' }), project!.name);
      await chooseOption(page, page.getByRole('combobox', { name: 'Situação' }), 'Completo');
      // The filtered list: the two complete lots first, and no other status on the page.
      await expect
        .poll(
          async () => [
            ...(await rows.locator('td:nth-child(2)').allTextContents()).slice(0, 2),
            ...new Set(await rows.locator('td:nth-child(5)').allTextContents()),
          ],
          { timeout: 15_000 },
        )
        .toEqual([...chosen.map((r) => r.name), 'Completo']);
      const pick = async () => {
        for (const index of [0, 1]) await rows.nth(index).getByRole('checkbox').check();
      };
      await pick();
      await screenshot(page, 'lots-workbench-04-selected');
      await page.getByRole('button', { name: 'Atribuir responsável' }).click();
      const dialog = page.getByRole('dialog', { name: 'Atribuir responsável' });
      await dialog.getByRole('combobox', { name: 'Responsável' }).click();
      await page.getByRole('option', { name: new RegExp(DEMO_MEMBER.email) }).click();
      await dialog.getByRole('button', { name: 'Atribuir' }).click();
      const who = member!.name ?? member!.email;
      await page.getByText(`Cadastro social: atribuído a ${who} (2 lotes)`).waitFor();
      await screenshot(page, 'lots-workbench-05-assigned');
      for (const lot of chosen) {
        const record = (await api(`/lots/${lot.id}`)) as { assigned_users: { social: { name: string } | null } };
        // Complete lots were already done by someone: that person stays named; else the assignee.
        expect(record.assigned_users.social).toBeTruthy();
      }
      const listed = (await api(
        `/lots/workbench?project_id=${project!.id}&status=complete&sort=name&count=2&columns=assignees`,
      )) as { data: (Row & { assignees: string | null })[] };
      expect(listed.data.map((r) => r.assignees)).toEqual([`Cadastro social: ${who}`, `Cadastro social: ${who}`]);

      // The minutas of exactly these lots, one PDF with the watermark.
      await pick();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Minutas de título' }).click(),
      ]);
      const file = path.join(artifacts, 'lots-workbench-minutas.pdf');
      await download.saveAs(file);
      const text = (await pdfText(file)).replace(/\s+/g, ' ');
      expect(text).toContain('MINUTA');
      for (const lot of chosen) expect(text.toUpperCase()).toContain(lot.owner_name.toUpperCase());
      expect(session.errors, session.errors.join('\n')).toEqual([]);
    } finally {
      await session.close();
    }
  });
});
