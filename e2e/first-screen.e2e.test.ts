import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { FIRST_SCREEN_CEILING_KB, FIRST_SCREEN_GOAL_KB, HEAVY } from '../bench/bundle.ts';
import { DEMO_ADMIN, launchBrowser, openPage, signIn } from './browser.ts';

/**
 * Issue #19 goal 3 in the browser: the JavaScript and CSS Chromium fetches from opening `/home`
 * signed out, through the sign-in, to the dashboard with its cards loaded (the network idle),
 * gzip-compressed as `npm run bench` measures them (bench/bundle.ts).
 */
describe('the first screen', () => {
  const base = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('is the dashboard without charts, editors, PDF viewer, map or zod, and stays within its size', async () => {
    const { page, errors, close } = await openPage(browser);
    const assets = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === base && /^\/assets\/.+\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
    });
    await page.goto(`${base}/home`);
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.waitForURL(`${base}/home`);
    await page.getByRole('heading', { name: DEMO_ADMIN.greeting }).waitFor();
    await page
      .getByRole('table', { name: 'Seus projetos' })
      .or(page.getByText('Você ainda não participa de nenhum projeto.'))
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle');

    // The same bytes again from the server (uncompressed), gzip level 9 as the bench.
    const files = await Promise.all(
      [...assets].map(async (file) => {
        const body = await (await page.request.get(`${base}${file}`)).body();
        return { file, text: body.toString('utf8'), gzip: gzipSync(body, { level: 9 }).length };
      }),
    );
    const kb = files.reduce((n, f) => n + f.gzip, 0) / 1024;
    console.log(
      `primeira tela no Chromium: ${files.length} arquivos, ${kb.toFixed(1)} KB gzip = ` +
        `${(kb / FIRST_SCREEN_GOAL_KB).toFixed(2)} × meta (< ${FIRST_SCREEN_GOAL_KB} KB)`,
    );
    for (const { name, marker } of HEAVY)
      expect(
        files.filter((f) => f.text.includes(marker)).map((f) => f.file),
        name,
      ).toEqual([]);
    expect(kb).toBeLessThan(FIRST_SCREEN_CEILING_KB);
    expect(errors, errors.join('\n')).toEqual([]);
    await close();
  });
});
