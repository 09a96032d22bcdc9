import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { accessToken, jsonApi, launchBrowser, openPage, signIn, DEMO_ADMIN } from './browser.ts';

const require = createRequire(import.meta.url);
const AXE_SOURCE = require.resolve('axe-core/axe.min.js');

/** The phone of docs/screens.md#screens (390 px wide) and a tablet; the desktop is the journeys' 1366 px. */
const WIDTHS = [390, 768] as const;

/** WCAG 2.1 A and AA rules only, and only the violations that block someone (issue #18 part 8). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** The page's width, and the element sticking out furthest (to name the culprit in a failure). */
const MEASURE_WIDTH = `(() => {
  let widest = '';
  let right = window.innerWidth;
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (box.right > right + 1 && getComputedStyle(element).position !== 'fixed') {
      right = box.right;
      widest = element.tagName.toLowerCase() + '.' + [...element.classList].slice(0, 2).join('.');
    }
  }
  return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, widest };
})()`;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/**
 * Every main screen at 390 px and 768 px (issue #18 parts 3 and 8): no horizontal page scroll
 * (`scrollWidth ≤ innerWidth`), and axe-core finds no serious or critical WCAG 2.1 AA violation.
 * The screens are the demo project's, opened as the demo admin, who sees all of them.
 */
describe('every screen on a phone and a tablet, accessible', () => {
  const base = inject('baseUrl');
  let browser: Browser;
  const routes: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    const opened = await openPage(browser);
    await opened.page.goto(`${base}/home`);
    await signIn(opened.page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await opened.page.getByRole('heading', { name: DEMO_ADMIN.greeting }).waitFor();
    const api = jsonApi(base, await accessToken(opened.page));
    await opened.close();
    const projects = (await api('/projects/list?page=1&count=50')) as { data: Array<{ id: number; name: string }> };
    const project = projects.data.find((p) => /demonstra/i.test(p.name)) ?? projects.data[0]!;
    const blocks = (await api(`/blocks/list?project_id=${project.id}&page=1&count=5`)) as {
      data: Array<{ id: number }>;
    };
    const block = blocks.data[0]!;
    const lots = (await api(`/lots/list?block_id=${block.id}&page=1&count=5`)) as { data: Array<{ id: number }> };
    const lot = lots.data[0]!;
    const users = (await api('/users/list?page=1&count=5')) as { data: Array<{ id: number }> };
    routes.push(
      '/home',
      '/projects',
      '/projects/create',
      `/projects/${project.id}`,
      `/projects/${project.id}/edit`,
      `/projects/${project.id}/reports`,
      `/projects/${project.id}/reports/settings`,
      `/projects/${project.id}/progress`,
      `/projects/${project.id}/emissions`,
      `/projects/${project.id}/removal-reviews`,
      `/projects/${project.id}/deadlines`,
      `/projects/${project.id}/notified-parties`,
      `/projects/${project.id}/map`,
      `/streets/list/${project.id}`,
      `/blocks/${block.id}`,
      `/blocks/${block.id}/edit`,
      `/lots/create?block_id=${block.id}`,
      `/lots/${lot.id}`,
      `/lots/${lot.id}/edit`,
      `/lots/${lot.id}/history`,
      '/users',
      `/users/${users.data[0]!.id}`,
    );
  }, 120_000);
  afterAll(() => browser?.close());

  /** Opens a route and lets it settle: the page's heading, then no request in flight. */
  async function settle(page: Page, route: string) {
    await page.goto(`${base}${route}`);
    await page.locator('h1, h2, h5, h6').first().waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    // Lazy screens mount after their chunk arrives, and their lists after their first answer.
    await page.waitForTimeout(300);
    await page.waitForLoadState('networkidle');
  }

  for (const width of WIDTHS) {
    it(`at ${width} px: no page wider than the screen, no serious or critical axe violation`, async () => {
      // The harness injects axe-core and evaluates its probes in the page: the app's CSP (tested in
      // server/security) would refuse both, so this context alone bypasses it.
      const context = await browser.newContext({ viewport: { width, height: 844 }, locale: 'pt-BR', bypassCSP: true });
      const page = await context.newPage();
      await page.goto(`${base}/home`);
      await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
      await page.getByRole('heading', { name: DEMO_ADMIN.greeting }).waitFor();
      const problems: string[] = [];
      for (const route of routes) {
        await settle(page, route);
        // Evaluated in the page (the e2e files are type-checked without the DOM library).
        const { scrollWidth, innerWidth, widest } = (await page.evaluate(MEASURE_WIDTH)) as {
          scrollWidth: number;
          innerWidth: number;
          widest: string;
        };
        if (scrollWidth > innerWidth) problems.push(`${route}: ${scrollWidth} px > ${innerWidth} px (${widest})`);
        await page.addScriptTag({ path: AXE_SOURCE });
        const violations = (await page.evaluate(
          `axe.run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(AXE_TAGS)} } }).then((r) => r.violations)`,
        )) as AxeViolation[];
        for (const v of violations.filter((v) => BLOCKING.has(v.impact ?? ''))) {
          problems.push(`${route}: axe ${v.id} (${v.impact}) ${v.help} — ${v.nodes[0]?.target.join(' ')}`);
        }
      }
      await context.close();
      expect(problems).toEqual([]);
    }, 300_000);
  }
});
