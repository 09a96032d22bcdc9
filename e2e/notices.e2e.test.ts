import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addDays, todayInBrasilia } from '../domain/procedure/calendar.ts';
import { dueDate } from '../domain/procedure/clocks.ts';
import {
  accessToken,
  jsonApi,
  launchBrowser,
  openSignedInAdmin,
  screenshot,
  type JsonApi,
  type openPage,
} from './browser.ts';
import { e2eServer } from './worker-server.ts';

const RUN = Date.now().toString(36).slice(-5);

/**
 * Issue 16 parts 2 and 4 on the real server and Chromium: the letters and the edital from the
 * Notificados page, the month calendar (grid on a desktop, a list by day at 390 px) and the
 * personal iCalendar feed created, fetched without signing in, and revoked.
 */
describe('notices and calendar journey', () => {
  const { base } = e2eServer();
  let browser: Browser;
  let admin: Awaited<ReturnType<typeof openPage>>;
  let page: Page;
  let api: JsonApi;
  let project = 0;
  const projectName = `Núcleo Prazos ${RUN}`;
  const notified = addDays(todayInBrasilia(), -25);
  const due = dueDate('impugnacao', notified);

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await openSignedInAdmin(browser, base);
    page = admin.page;
    api = jsonApi(base, await accessToken(page));
    project = (
      await api('/projects/create', {
        method: 'POST',
        body: { name: projectName, state: 'São Paulo', city: 'Campinas' },
      })
    ).id as number;
    const add = async (body: Record<string, unknown>) =>
      ((await api(`/projects/${project}/notified-parties`, { method: 'POST', body })).data as { id: number }[]).at(-1)!
        .id;
    const helena = await add({ role: 'confrontante', name: 'Helena Vizinha', document: '52998224725' });
    const jorge = await add({ role: 'titular', name: 'Jorge Sumido', registry_ref: 'Transcrição 1.234' });
    await api(`/notified-parties/${helena}`, { method: 'PATCH', body: { notice_method: 'ar', notified_on: notified } });
    await api(`/notified-parties/${jorge}`, { method: 'PATCH', body: { notice_method: 'edital' } });
  }, 120_000);
  afterAll(async () => {
    await admin?.close();
    await browser?.close();
  });

  it('downloads one letter, the letters in bulk and the edital from Notificados', async () => {
    await page.goto(`${base}/projects/${project}/notified-parties`);
    await page.getByRole('cell', { name: 'Jorge Sumido', exact: true }).waitFor();
    await expect(page.getByText('Edital (a publicar)').count()).resolves.toBe(1);
    const download = async (click: () => Promise<void>) => {
      const [file] = await Promise.all([page.waitForEvent('download'), click()]);
      return file.suggestedFilename();
    };
    expect(
      await download(() => page.getByRole('button', { name: 'Carta de notificação de Helena Vizinha (PDF)' }).click()),
    ).toBe('Notificação - Helena Vizinha.pdf');
    expect(await download(() => page.getByRole('button', { name: 'Cartas em lote' }).click())).toBe('Notificações.pdf');
    expect(await download(() => page.getByRole('button', { name: 'Edital', exact: true }).click())).toBe(
      'Edital de notificação.pdf',
    );
    await screenshot(page, 'notices-parties');
    expect(admin.errors).toEqual([]);
  });

  it('shows the clock in the month calendar, and the feed works without sign-in until revoked', async () => {
    await page.goto(`${base}/calendar`);
    await page.getByRole('heading', { name: 'Calendário de prazos', level: 1 }).waitFor();
    if (due.slice(0, 7) !== todayInBrasilia().slice(0, 7))
      await page.getByRole('button', { name: 'Próximo mês' }).click();
    await page.getByRole('heading', { name: /\d{4}$/, level: 2 }).waitFor();
    await screenshot(page, 'notices-calendar-desktop');
    const month = page.getByRole('region', { name: 'Calendário de prazos' });
    await month.getByRole('link', { name: `${projectName} · Impugnação (30 dias)` }).waitFor();
    const day = month.getByRole('group', { name: new RegExp(`^${due.split('-').reverse().join('/')}`) });
    await expect(day.getByRole('link', { name: `${projectName} · Impugnação (30 dias)` }).count()).resolves.toBe(1);
    await page.getByRole('button', { name: 'Criar endereço' }).click();
    const field = page.getByRole('textbox', { name: 'Endereço do calendário (mostrado só agora)' });
    await field.waitFor();
    const url = await field.inputValue();
    const feedPath = new URL(url).pathname;
    const fetched = await fetch(`${base}${feedPath}`);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const ics = await fetched.text();
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`DTSTART;VALUE=DATE:${due.replaceAll('-', '')}`);
    await screenshot(page, 'notices-calendar-feed');
    await page.getByRole('button', { name: 'Revogar' }).click();
    await page.getByText('Nenhum endereço criado.').waitFor();
    expect((await fetch(`${base}${feedPath}`)).status).toBe(404);
    expect(admin.errors).toEqual([]);
  });

  it('at 390 px the month is a list by day', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${base}/calendar`);
    if (due.slice(0, 7) !== todayInBrasilia().slice(0, 7))
      await page.getByRole('button', { name: 'Próximo mês' }).click();
    const list = page.getByRole('list', { name: 'Calendário de prazos' });
    await list.getByRole('link', { name: `${projectName} · Impugnação (30 dias)` }).waitFor();
    await expect(page.getByRole('region', { name: 'Calendário de prazos' }).count()).resolves.toBe(0);
    const width = Number(await page.evaluate('document.documentElement.scrollWidth'));
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(page, 'notices-calendar-390');
    await page.setViewportSize({ width: 1366, height: 768 });
  });
});
