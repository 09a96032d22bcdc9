import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { chromiumPath, clickForResponse, FULL_CHROMIUM, HEADLESS_SHELL, launchBrowser } from './browser.ts';

/** The programs this process's children run (Linux's /proc): the browser Playwright launched among them. */
function childPrograms(): string[] {
  const programs: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      // /proc/<pid>/stat: "pid (name) state ppid …"; the name may hold spaces, the ")" ends it.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === process.pid) programs.push(readlinkSync(`/proc/${pid}/exe`));
    } catch {
      // A process that ended while the list was read.
    }
  }
  return programs;
}

describe('the browser the journeys run in', () => {
  it("is Debian's headless shell when installed, the full browser otherwise, CHROMIUM_PATH over both", () => {
    const only = (installed: string[]) => (file: string) => installed.includes(file);
    expect(chromiumPath({}, only([HEADLESS_SHELL, FULL_CHROMIUM]))).toBe(HEADLESS_SHELL);
    expect(chromiumPath({}, only([FULL_CHROMIUM]))).toBe(FULL_CHROMIUM);
    expect(chromiumPath({ CHROMIUM_PATH: '/opt/chromium/chrome' }, only([HEADLESS_SHELL]))).toBe(
      '/opt/chromium/chrome',
    );
  });

  it('launches the one chosen on this machine', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      expect(await page.evaluate('1 + 1')).toBe(2);
      const programs = childPrograms().filter((program) => program.includes('chromium'));
      expect(programs.length).toBeGreaterThan(0);
      // Debian's /usr/bin/chromium is a script that runs /usr/lib/chromium/chromium.
      if (chromiumPath() === HEADLESS_SHELL) expect(programs).toContain(HEADLESS_SHELL);
      else expect(programs).not.toContain(HEADLESS_SHELL);
    } finally {
      await browser.close();
    }
  });
});

/** A page at http://reurb.test/ whose button sends POST /salvar from its `from`-th click on (Playwright answers both). */
async function savingPage(page: Page, from: number): Promise<string[]> {
  const posts: string[] = [];
  await page.route('http://reurb.test/**', async (route) => {
    if (route.request().method() === 'POST') {
      posts.push(route.request().url());
      await route.fulfill({ status: 201, body: 'salvo' });
    } else
      await route.fulfill({
        contentType: 'text/html',
        body: `<button onclick="if (++window.clicks >= ${from}) fetch('/salvar', { method: 'POST' })">Salvar</button>
          <script>window.clicks = 0</script>`,
      });
  });
  await page.goto('http://reurb.test/');
  return posts;
}

describe('a click that should send a request (clickForResponse)', () => {
  const isSave = (request: { method(): string; url(): string }) =>
    request.method() === 'POST' && request.url().endsWith('/salvar');
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    page = await browser.newPage();
  });
  afterEach(() => page.close());

  it('returns the answer of the request the first click sent, clicking once', async () => {
    const posts = await savingPage(page, 1);
    const answer = await clickForResponse(page, page.getByRole('button', { name: 'Salvar' }), isSave);
    expect([answer.status(), await answer.text()]).toEqual([201, 'salvo']);
    expect(posts).toHaveLength(1);
  });

  it('fails when the click sent nothing, saying what the page saw of it', async () => {
    const posts = await savingPage(page, 2);
    const error = await clickForResponse(page, page.getByRole('button', { name: 'Salvar' }), isSave, {
      timeout: 1_000,
    }).catch((e: unknown) => e);
    expect(posts).toEqual([]);
    expect(String(error)).toMatch(
      /^Error: clique sem requisição em 1 s; a página viu: .*mousedown no botão, ponteiro y=\d+, botão y=\d+–\d+, rolagem 0, disabled=false.* \| click no botão, .*disabled=false$/,
    );
  });
});
