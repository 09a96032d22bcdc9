import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { addDays, todayInBrasilia } from '../domain/procedure/calendar.ts';
import { displayProtocol } from '../domain/registry/protocol.ts';
import {
  accessToken,
  artifacts,
  jsonApi,
  launchBrowser,
  openPage,
  openSignedInAdmin,
  pdfText,
  screenshot,
} from './browser.ts';
import { e2eServer } from './worker-server.ts';

/** DD/MM/AAAA of a stored day, as the masked date inputs take it. */
const typed = (iso: string) => iso.split('-').reverse().join('/');

/**
 * The procedure's journey on the real server with the demo data (issue 16): the admin opens a
 * project's procedure, adds a confrontante, records the AR date, downloads the notice letter and sees the 30-day window on
 * the Prazos page and on the dashboard; then records the registration of a lot with its
 * matrícula and CNM (part 5), and a visitor without signing in finds that lot's stage at
 * `/consulta` with its protocol and the holder's birth date (part 6).
 */
describe('procedure journey', () => {
  const { base } = e2eServer();
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('from a notified confrontante to the lot registered and found by its protocol', async () => {
    const admin = await openSignedInAdmin(browser, base);
    const { page } = admin;
    const api = jsonApi(base, await accessToken(page));
    const today = todayInBrasilia();
    const projects = (await api('/projects/list?sort=id&order=asc')) as { data: Array<{ id: number; name: string }> };
    const project = projects.data[0];
    const lots = (await api(`/lots/list?project_id=${project.id}&sort=id&order=asc&count=1`)) as {
      data: Array<{ id: number; name: string }>;
    };
    const lot = lots.data[0];
    // The holder's birth date, which the family types at /consulta with the protocol.
    await api(`/lots/${lot.id}`, { method: 'PATCH', body: { birth_date: '1978-06-21' } });

    // The project's procedure.
    await page.goto(`${base}/projects/${project.id}`);
    await page.getByText('Procedimento da Reurb').first().waitFor();
    await screenshot(page, 'procedure-01-project');

    // A confrontante, notified by AR 25 days ago: the 30-day window ends within the week.
    const name = `Confrontante Jornada ${Date.now() % 100000}`;
    await page.goto(`${base}/projects/${project.id}/notified-parties`);
    await page.getByRole('button', { name: 'Adicionar notificado' }).click();
    const add = page.getByRole('dialog', { name: 'Adicionar notificado' });
    await add.getByLabel('Nome').fill(name);
    await add.getByRole('button', { name: 'Salvar' }).click();
    await add.waitFor({ state: 'hidden' });
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: 'Registrar andamento' }).click();
    const progress = page.getByRole('dialog', { name: `Andamento de ${name}` });
    await progress.getByLabel('Forma de notificação').click();
    await page.getByRole('option', { name: /AR/ }).click();
    const notifiedOn = addDays(today, -25);
    await progress.getByLabel('Data do AR ou da última publicação do edital').fill(notifiedOn);
    await progress.getByRole('button', { name: 'Salvar' }).click();
    await progress.waitFor({ state: 'hidden' });
    await screenshot(page, 'procedure-02-party-notified');

    // The notice letter to this confrontante, from its row: the party, the 30-day window and the
    // warning that silence is agreement (Lei 13.465, art. 31, §§ 1º e 6º; Decreto 9.310, art. 24).
    const [letter] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: `Carta de notificação de ${name} (PDF)` }).click(),
    ]);
    const letterFile = path.join(artifacts, 'procedure-letter.pdf');
    await letter.saveAs(letterFile);
    const letterText = (await pdfText(letterFile)).replace(/\s+/g, ' ');
    expect(letterText).toContain(name);
    expect(letterText).toContain('30 (trinta) dias');
    expect(letterText).toContain('art. 24');
    expect(letterText).toContain('concordância');

    // The window on the Prazos page…
    await page.goto(`${base}/projects/${project.id}/deadlines`);
    const clock = page.getByRole('row').filter({ hasText: name });
    await clock.waitFor();
    expect(await clock.textContent()).toContain('Impugnação (30 dias)');
    await screenshot(page, 'procedure-03-deadlines');
    // …and on the dashboard, as ending within the week.
    await page.goto(`${base}/home`);
    await page
      .getByRole('list', { name: /Prazos/ })
      .getByText(name, { exact: false })
      .first()
      .waitFor();
    await screenshot(page, 'procedure-04-dashboard');

    // The registration of the lot (issue 16 part 5), on its Registro tab.
    const prenotacao = addDays(today, -20);
    const registro = addDays(today, -3);
    await page.goto(`${base}/lots/${lot.id}/edit?tab=registry`);
    const prenotacaoNumber = page.getByLabel('Prenotação nº');
    await prenotacaoNumber.waitFor({ timeout: 30_000 });
    await prenotacaoNumber.fill('98.765');
    await page.getByLabel('Data da prenotação').pressSequentially(typed(prenotacao));
    await page.getByLabel('Data do registro').pressSequentially(typed(registro));
    await page.getByLabel('Matrícula nº (aberta pelo cartório)').fill('45.678');
    await page.getByLabel('CNM (Código Nacional de Matrícula)').pressSequentially('1484292000391755');
    const saved = page.waitForResponse(
      (r) => r.url().includes(`/api/lots/${lot.id}`) && r.request().method() === 'PATCH',
      { timeout: 60_000 },
    );
    await page
      .getByRole('button', { name: /^Salvar/ })
      .first()
      .click();
    expect((await saved).ok()).toBe(true);
    await page.waitForURL(`${base}/lots/${lot.id}`);
    // The URL changes before the view replaces the editor, whose tabs have the same names: a click
    // can land on the editor's Registro tab and the view then opens on its first tab. Click the
    // view's tab until its stage shows (each read waits at most 2 s for the element).
    await expect
      .poll(
        async () => {
          await page.getByRole('tab', { name: 'Registro' }).click();
          return page
            .getByTestId('registry-stage')
            .textContent({ timeout: 2_000 })
            .catch(() => null);
        },
        { timeout: 30_000 },
      )
      .toBe('Registrado (matrícula aberta)');
    const stored = (await api(`/lots/${lot.id}`)) as { protocol: string; registry_cnm: string };
    expect(stored.registry_cnm).toBe('1484292000391755');
    expect(await page.getByTestId('lot-protocol').textContent()).toContain(displayProtocol(stored.protocol));
    await screenshot(page, 'procedure-05-lot-registered');

    // The dashboard counts the project's lots by registry stage.
    await page.goto(`${base}/home`);
    const counts = page.getByRole('table', { name: 'Registro no cartório' });
    await counts.waitFor();
    expect(await counts.textContent()).toContain(project.name);
    await admin.close();

    // A visitor, signed out, finds the lot's stage by its protocol and the holder's birth date.
    const visitor = await openPage(browser);
    try {
      await visitor.page.goto(`${base}/consulta`);
      await visitor.page.getByLabel(/^Protocolo/).fill(displayProtocol(stored.protocol));
      await visitor.page.getByLabel(/^Data de nascimento do titular/).pressSequentially('21061978');
      await visitor.page.getByRole('button', { name: 'Consultar' }).click();
      await expect
        .poll(() => visitor.page.getByTestId('lot-stage').textContent(), { timeout: 30_000 })
        .toBe('Registrado (matrícula aberta)');
      await screenshot(visitor.page, 'procedure-06-consulta');
      expect(visitor.errors).toEqual([]);
    } finally {
      await visitor.close();
    }
  }, 300_000);
});
