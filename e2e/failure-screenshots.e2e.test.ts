import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openBrowsers, openPage } from './browser.ts';
import { saveOpenPages } from './failure-screenshots.ts';
import { e2eServer } from './worker-server.ts';

/** What a failed journey leaves behind to be looked at (e2e/failure-screenshots.ts). */
describe('screens of a failed journey', () => {
  const { base } = e2eServer();
  let browser: Browser;
  const folder = mkdtempSync(path.join(os.tmpdir(), 'reurb-failures-'));
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('saves every page the worker’s browsers have open, named after the test, those it closed included, with their errors', async () => {
    const first = await openPage(browser);
    const second = await openPage(browser);
    await first.page.goto(`${base}/request-removal`);
    await second.page.goto(`${base}/api/health`);
    // A refused call, as a refused save would be: Chromium logs its status as a console error.
    expect(await second.page.evaluate(() => fetch('/api/projects/1/settings').then((answer) => answer.status))).toBe(
      401,
    );
    await expect.poll(() => second.errors.length).toBe(1);
    const said = await saveOpenPages('documents-Relatório Técnico: seção salva', folder);
    expect(said).toEqual([
      expect.stringMatching(
        /^tela salva na falha: .+documents-Relatorio-Tecnico-secao-salva-1\.png \(.+\/request-removal\)$/,
      ),
      expect.stringMatching(/-2\.png \(.+\/api\/health\)$/),
      'últimos erros dessa página (1 no total):',
      expect.stringMatching(/^ {2}.*status of 401/),
    ]);
    const files = readdirSync(folder).sort();
    expect(files).toHaveLength(2);
    for (const file of files) {
      const png = readFileSync(path.join(folder, file));
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(png.length).toBeGreaterThan(1000);
    }
    // Closed by the test, kept open until the test's end for this hook.
    await first.close();
    await second.close();
    expect(browser.contexts()).toHaveLength(2);
  });

  it('closes after the test the pages a test closed, and forgets a closed browser', async () => {
    expect(browser.contexts()).toHaveLength(0);
    await browser.close();
    expect(openBrowsers.has(browser)).toBe(false);
  });
});
