import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Download, Page } from 'playwright-core';
import ExcelJS from 'exceljs';
import {
  artifacts,
  clickForResponse,
  DEMO_MEMBER as MEMBER,
  launchBrowser,
  openPage,
  openSignedInAdmin,
  pdfText,
  screenshot,
  signIn,
} from './browser.ts';
import { e2eServer } from './worker-server.ts';

/** The demo's first project; the demo puts its two projects in group 1 (server/seed/demo-data.ts). */
const PROJECT = 1;

async function save(download: Download, name: string): Promise<string> {
  const file = path.join(artifacts, name);
  await download.saveAs(file);
  return file;
}

/**
 * Relatórios on the real server (issue 6 parts 2–4): the admin downloads the socio-economic
 * PDF (owners with accents), runs the group report until the bar is green and the PDF is
 * saved, moves a lot to phase 2, saves the report settings; a member is sent home.
 */
describe('Relatórios journey', () => {
  const { base } = e2eServer();
  let browser: Browser;
  let admin: Awaited<ReturnType<typeof openPage>>;
  let page: Page;
  const card = (heading: string) =>
    page.locator('.MuiCard-root', { has: page.getByRole('heading', { name: heading, exact: true }) });

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await openSignedInAdmin(browser, base);
    page = admin.page;
  });
  afterAll(async () => {
    await admin?.close();
    await browser?.close();
  });

  it('opens Relatórios and downloads the socio-economic PDF with the owners’ accented names', async () => {
    await page.goto(`${base}/projects/${PROJECT}/reports`);
    await page.getByRole('heading', { name: / - Relatórios$/, level: 1 }).waitFor();
    const preview = page.getByRole('table', { name: 'Prévia' });
    await preview.locator('tbody tr').first().waitFor();
    // The owners of the preview whose names carry accents (the preview settles as the filter does).
    const accentedOwners = async () =>
      (await preview.locator('tbody tr td:nth-child(3)').allTextContents()).filter((name) => /[^\x20-\x7e]/.test(name));
    await expect.poll(async () => (await accentedOwners()).length, { timeout: 20_000 }).toBeGreaterThan(0);
    const accented = await accentedOwners();
    await screenshot(page, 'reports-01-page');
    await page.mouse.wheel(0, 900);
    await screenshot(page, 'reports-02-page-lower');
    await page.mouse.wheel(0, -5000);

    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 120_000 }),
      page.getByRole('button', { name: 'Socioeconômico', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Relatório Socioeconômico - .+\.pdf$/);
    const text = await pdfText(await save(download, 'reports-socioeconomico.pdf'));
    for (const name of accented.slice(0, 5)) expect(text).toContain(name);
    expect(admin.errors.splice(0)).toEqual([]);
  });

  it('downloads the custom report with the chosen attributes as a spreadsheet', async () => {
    const custom = card('Relatório Personalizado');
    await custom.getByRole('button', { name: 'Limpar seleção' }).click();
    for (const label of ['Identificador', 'Quadra', 'Nome do(a) proprietário(a)'])
      await custom.getByLabel(label, { exact: true }).check();
    const owners = (
      await page.getByRole('table', { name: 'Prévia' }).locator('tbody tr td:nth-child(3)').allTextContents()
    ).filter(Boolean);
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 120_000 }),
      custom.getByRole('button', { name: 'Baixar planilha' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Relatório Personalizado - .+\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await save(download, 'reports-custom.xlsx'));
    const rows: unknown[][] = [];
    workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toHaveLength(3);
    const cells = rows.slice(1).flat().map(String);
    for (const owner of owners.slice(0, 5)) expect(cells).toContain(owner);
    await custom.scrollIntoViewIfNeeded();
    await screenshot(page, 'reports-02b-custom');
  });

  it('runs the group report: the bar turns green and the PDF is saved as the spec names it', async () => {
    // Every colour and status the bar shows, as it changes (browser code, so a string: no DOM types here).
    await page.evaluate(`(() => {
      const seen = (window.seenBar = []);
      new MutationObserver(() => {
        const box = document.querySelector('[data-testid=group-report-progress]');
        const bar = box && box.querySelector('.MuiLinearProgress-root');
        const colour = /MuiLinearProgress-color(\\w+)/.exec(bar ? bar.className : '');
        if (box && colour) seen.push(box.getAttribute('data-status') + ':' + colour[1]);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    })()`);
    const downloading = page.waitForEvent('download', { timeout: 180_000 });
    await page.getByRole('button', { name: 'Gerar relatório de todas as etapas' }).click();
    await page.getByTestId('group-report-progress').waitFor();
    await screenshot(page, 'reports-03-group-running');
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Relatório Socioeconômico-Todas as Etapas.pdf');
    const text = await pdfText(await save(download, 'reports-group.pdf'));
    expect(text.length).toBeGreaterThan(100);
    const seen = (await page.evaluate('window.seenBar')) as string[];
    expect(seen[0]).toMatch(/^starting:Primary$/);
    expect(seen).toContain('completed:Success');
    expect(seen.filter((s) => /failed|error/.test(s))).toEqual([]);
    // The state resets once the file is saved.
    await page.getByTestId('group-report-progress').waitFor({ state: 'detached' });
  });

  it('moves a lot to phase 2 from the phase box, warning first about an empty list', async () => {
    const box = card('Mover lotes para a Etapa 2');
    await box.getByRole('button', { name: 'Atualizar fase' }).click();
    await page.getByText('Favor inserir pelo menos um ID').waitFor();
    await box.getByLabel('IDs dos lotes').fill('1\n2\n');
    await box.getByRole('button', { name: 'Atualizar fase' }).click();
    await page.getByText('Fase do Projeto Atualizada com Sucesso!').waitFor();
    await box.scrollIntoViewIfNeeded();
    await screenshot(page, 'reports-04-phase');
  });

  it('saves the report settings and finds them after a reload', async () => {
    await page.getByRole('link', { name: 'Configuração de Relatórios' }).click();
    await page.getByRole('heading', { name: / - Configuração de Relatórios$/, level: 1 }).waitFor();
    const info = page.getByLabel('Informações adicionais do título');
    await info.waitFor();
    const text = `Registro no Cartório de Imóveis — ${Date.now().toString(36)}`;
    await info.fill(text);
    // The save's answer first: a refused one fails here with its status, not as a missing notice.
    const saved = await clickForResponse(
      page,
      page.getByRole('button', { name: 'Salvar' }),
      (r) => r.url().endsWith(`/api/projects/${PROJECT}/settings`) && r.method() === 'PATCH',
    );
    expect(saved.status()).toBe(200);
    await page.getByText('Configuração salva').waitFor();
    await screenshot(page, 'reports-05-settings');
    await page.reload();
    await expect
      .poll(() => page.getByLabel('Informações adicionais do título').inputValue(), { timeout: 20_000 })
      .toBe(text);
    await page.getByRole('link', { name: 'Relatórios' }).click();
    await page.waitForURL(`**/projects/${PROJECT}/reports`);
    expect(admin.errors.splice(0)).toEqual([]);
  });

  it('keeps the settings form in place while its upload widget loads: Salvar does not move', async () => {
    // The widget's chunk held back until the placeholder is measured (a fresh context: no cache).
    const other = await openPage(browser, await page.context().storageState());
    try {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let asked = false;
      await other.page.route(/\/assets\/FileInput-[\w-]+\.js$/, async (route) => {
        asked = true;
        await released;
        await route.continue();
      });
      await other.page.goto(`${base}/projects/${PROJECT}/reports/settings`);
      const save = other.page.getByRole('button', { name: 'Salvar' });
      await save.waitFor();
      await other.page.getByText('Brasão ou logotipo do município').waitFor();
      await expect.poll(() => asked).toBe(true);
      const before = await save.boundingBox();
      release();
      await expect.poll(() => other.page.getByRole('button', { name: 'Escolher arquivo' }).isEnabled()).toBe(true);
      expect(await save.boundingBox()).toEqual(before);
      expect(other.errors).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('sends a member who opens Relatórios to the dashboard', async () => {
    const member = await openPage(browser);
    try {
      await member.page.goto(`${base}/home`);
      await signIn(member.page, MEMBER.email, MEMBER.password);
      await member.page.waitForURL('**/home');
      await member.page.goto(`${base}/projects/${PROJECT}/reports`);
      await member.page.waitForURL('**/home');
      await screenshot(member.page, 'reports-06-member-home');
    } finally {
      await member.close();
    }
  });
});
