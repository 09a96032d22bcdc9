import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  openSignedInAdmin,
  screenshot,
  launchBrowser,
  openPage,
  accessToken,
  jsonApi,
  type JsonApi,
} from './browser.ts';
import { root } from './server.ts';
import { e2eServer } from './worker-server.ts';

const RUN = Date.now().toString(36).slice(-5);
/** The block of server/geometry/fixtures: 1 overlap (L02/L03), 1 bow-tie (L04), L05 with X/Y swapped, 1 feature without a lot. */
const FIXTURE = path.join(root, 'server', 'geometry', 'fixtures', 'quadra-07.geojson');
const NAMES = ['Q07-L01', 'Q07-L02', 'Q07-L03', 'Q07-L04', 'Q07-L05', 'Q07-L06'];

/** What of the page's window a check in the page uses. */
type PageWindow = { getComputedStyle(element: unknown): { backgroundColor: string } };

/** Run in the page before its own scripts: records the first tab bar's top on the page at every frame. */
const TABS_PLACES = `
  window.tabsPlaces = [];
  const frame = () => {
    const tabs = document.querySelector('[role=tablist]');
    if (tabs) window.tabsPlaces.push(Math.round(tabs.getBoundingClientRect().top + window.scrollY));
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
`;

/** A decimal as the lot form takes it: a comma, no thousands. */
const typed = (value: number) => String(value).replace('.', ',');

/**
 * The map of the núcleo (issue 17) on the real server: import a block's GeoJSON, read the dry
 * run, apply it, see the overlapping pair in the "qualidade" mode, open a lot from the map, fix
 * its swapped point in the lot form and see its check pass.
 */
describe('map journey', () => {
  const { base } = e2eServer();
  let browser: Browser;
  let admin: Awaited<ReturnType<typeof openPage>>;
  let page: Page;
  let api: JsonApi;
  const ids: Record<string, number> = {};
  let project = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await openSignedInAdmin(browser, base);
    page = admin.page;
    api = jsonApi(base, await accessToken(page));
    project = (
      await api('/projects/create', {
        method: 'POST',
        body: { name: `Núcleo Mapa ${RUN}`, state: 'São Paulo', city: 'Campinas' },
      })
    ).id as number;
    const block = (await api('/blocks/create', { method: 'POST', body: { name: 'Quadra 07', project_id: project } }))
      .id as number;
    for (const name of NAMES)
      ids[name] = (await api('/lots/create', { method: 'POST', body: { name, block_id: block, area: 200 } }))
        .id as number;
  }, 120_000);
  afterAll(async () => {
    await admin?.close();
    await browser?.close();
  });

  it('imports the block: dry run first, then applied; the overlapping pair shows in "Qualidade"', async () => {
    await page.goto(`${base}/projects/${project}/map`);
    await page.getByRole('heading', { name: /^Mapa do núcleo – /, level: 1 }).waitFor();
    await page.getByText(/Nenhum lote deste recorte tem os quatro pontos/).waitFor();
    await page.getByRole('button', { name: 'Importar geometrias' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar geometrias dos lotes' });
    await dialog.getByLabel('Arquivo', { exact: true }).setInputFiles(FIXTURE);
    await dialog.getByRole('textbox', { name: 'Atributo do arquivo que identifica o lote' }).fill('lote');
    await dialog.getByRole('button', { name: 'Simular' }).click();
    const report = dialog.getByRole('region', { name: 'Relatório da simulação' });
    await report.waitFor();
    await expect
      .poll(() => report.textContent())
      .toContain('7 feições: 6 casadas, 1 sem lote, 0 em conflito; 4 lotes ficariam com problema geométrico');
    const text = (await report.textContent()) ?? '';
    expect(text).toContain('Q07-L99');
    expect(text).toContain('Polígono com 6 vértices reduzido aos 4 cantos (P1 a P4)');
    expect(text).toMatch(/Sobrepõe o lote Q07-L03/);
    expect(text).toMatch(/gravata/);
    // Nothing written yet.
    expect(((await api(`/lots/${ids['Q07-L01']}`)) as { coord_p1_x: number | null }).coord_p1_x).toBeNull();
    await screenshot(page, 'map-01-dry-run');

    await dialog.getByRole('button', { name: 'Aplicar 6 lotes' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('6 lotes desenhados').waitFor();
    expect(await page.getByRole('button', { name: 'Qualidade' }).getAttribute('aria-pressed')).toBe('true');
    const quality = page.getByRole('region', { name: 'Qualidade geométrica' });
    await expect.poll(() => quality.textContent()).toMatch(/Quadra 07 – Q07-L02Sobreposição/);
    expect(await quality.textContent()).toMatch(/Quadra 07 – Q07-L03Sobreposição/);
    expect(await quality.textContent()).toMatch(/Q07-L04Polígono cruzado/);
    // The canvas has drawn: the overlapping pair in red among green lots (looked at in the screenshot).
    await screenshot(page, 'map-02-quality');
  }, 180_000);

  it('keeps what is below a map in place while Leaflet loads: the findings list, the lot’s tabs', async () => {
    // A page of its own, Leaflet's chunk held back (routing turns the HTTP cache off) until the
    // data has come and what is below the map has been measured.
    const other = await openPage(browser, await page.context().storageState());
    try {
      let release!: () => void;
      let asked = false;
      await other.page.route(/\/assets\/LotsMap-[\w-]+\.js$/, async (route) => {
        asked = true;
        await new Promise<void>((resolve) => (release = resolve));
        await route.continue();
      });
      const held = async (url: string, data: RegExp, below: Locator) => {
        asked = false;
        const answered = other.page.waitForResponse((r) => data.test(r.url()));
        await other.page.goto(url);
        expect((await answered).status()).toBe(200);
        await expect.poll(() => asked).toBe(true);
        await below.waitFor();
        const before = await below.boundingBox();
        const background = (frame: Locator) =>
          // Runs in the page (the journeys' types have no DOM): the frame's computed background.
          frame.evaluate((e) => (globalThis as unknown as PageWindow).getComputedStyle(e).backgroundColor);
        const placeholder = await background(
          other.page.getByRole('progressbar', { name: 'Carregando o mapa...' }).locator('..'),
        );
        release();
        const map = other.page.locator('.leaflet-container').first();
        await map.waitFor();
        expect(await below.boundingBox()).toEqual(before);
        // The map's plain background is its placeholder's (Leaflet's own grey does not win).
        expect(await background(map)).toBe(placeholder);
      };
      // The map of the núcleo: the findings list under the map.
      await held(
        `${base}/projects/${project}/map`,
        /\/lots\.geojson\?/,
        other.page.getByRole('heading', { name: 'Qualidade geométrica' }),
      );
      // A lot on a phone: its small map of the block, and the tabs under it.
      await other.page.setViewportSize({ width: 390, height: 844 });
      await held(`${base}/lots/${ids['Q07-L01']}`, /\/lots\.geojson\?/, other.page.getByRole('tablist').first());
      expect(other.errors).toEqual([]);
    } finally {
      await other.close();
    }
  }, 120_000);

  it('shows a lot’s tabs where they stay: the panels above them come with them, on a laptop and on a phone, and stay when the lot changes', async () => {
    const other = await openPage(browser, await page.context().storageState());
    try {
      // From the page's first script on, the tab bar's place on the page at every frame.
      await other.page.addInitScript(TABS_PLACES);
      for (const width of [1366, 390]) {
        await other.page.setViewportSize({ width, height: 844 });
        await other.page.goto(`${base}/lots/${ids['Q07-L01']}`);
        await other.page.getByRole('tablist').first().waitFor();
        await other.page.locator('.leaflet-container').waitFor();
        await other.page.waitForLoadState('networkidle');
        await other.page.waitForTimeout(500);
        const places = (await other.page.evaluate('window.tabsPlaces')) as number[];
        expect({ width, places: [...new Set(places)] }).toEqual({ width, places: [places[0]] });
        // The sides' table fits a phone: its bearing column no longer hides past the card's edge.
        const sides = other.page.getByRole('region', { name: 'Lados' });
        expect({ width, fits: await sides.evaluate((el) => el.scrollWidth <= el.clientWidth) }).toEqual({
          width,
          fits: true,
        });
      }
      // A change of the lot on this screen (a new status, at 390 px) asks every panel again: each
      // keeps its last answer, marked as updating, until the new one comes; before, they fell back
      // to their spinners and the tab bar went 2474 → 900 → 1929 → 2474 px on the demo's lot.
      await other.page.evaluate('window.tabsPlaces = []');
      const asked = Promise.all(
        ['legal', 'geometry'].map((panel) =>
          other.page.waitForResponse((r) => r.url().endsWith(`/lots/${ids['Q07-L01']}/${panel}`)),
        ),
      );
      // Awaited below; a step failing before then must not leave it unhandled.
      asked.catch(() => undefined);
      await other.page.getByRole('combobox', { name: 'Situação' }).click();
      await other.page.getByRole('option', { name: 'Completo', exact: true }).click();
      await asked;
      await expect.poll(() => other.page.getByRole('progressbar', { name: 'Atualizando...' }).count()).toBe(0);
      await other.page.waitForTimeout(500);
      const places = (await other.page.evaluate('window.tabsPlaces')) as number[];
      expect([...new Set(places)]).toEqual([places[0]]);
      expect(other.errors).toEqual([]);
    } finally {
      await other.close();
    }
  }, 120_000);

  it('opens a lot from the map, fixes its swapped point in the form, and the check passes', async () => {
    await page.getByRole('combobox', { name: 'Buscar lote' }).fill('Q07-L05');
    await page.getByRole('option', { name: 'Quadra 07 – Q07-L05' }).click();
    await page.waitForURL(/lot=\d+/);
    // The map has fitted the lot: its polygon is under the map's centre.
    const box = (await page.getByRole('region', { name: 'Mapa dos lotes' }).boundingBox())!;
    await page.waitForTimeout(800);
    await screenshot(page, 'map-03-lot-in-focus');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForURL(new RegExp(`/lots/${ids['Q07-L05']}$`));
    const panel = page.getByRole('region', { name: 'Conformidade geométrica' });
    await panel.getByText(/P2 fora do Brasil: X e Y parecem trocados/).waitFor();
    await screenshot(page, 'map-04-lot-swapped');

    const lot = (await api(`/lots/${ids['Q07-L05']}`)) as { coord_p2_x: number; coord_p2_y: number };
    await panel.getByRole('link', { name: 'Corrigir as coordenadas' }).click();
    await page.waitForURL(new RegExp(`/lots/${ids['Q07-L05']}/edit`));
    const x = page.getByRole('textbox', { name: 'P2 – X', exact: true });
    await x.waitFor();
    await x.fill(typed(lot.coord_p2_y));
    await page.getByRole('textbox', { name: 'P2 – Y', exact: true }).fill(typed(lot.coord_p2_x));
    const saved = page.waitForResponse(
      (r) => r.url().includes(`/api/lots/${ids['Q07-L05']}`) && r.request().method() === 'PATCH',
      { timeout: 60_000 },
    );
    await page
      .getByRole('button', { name: /^Salvar/ })
      .first()
      .click();
    expect((await saved).ok()).toBe(true);
    await page.goto(`${base}/lots/${ids['Q07-L05']}`);
    await page
      .getByRole('region', { name: 'Conformidade geométrica' })
      .getByText('Nenhum problema geométrico encontrado.')
      .waitFor();
    await screenshot(page, 'map-05-fixed');
    expect(admin.errors.splice(0)).toEqual([]);
  }, 180_000);
});
