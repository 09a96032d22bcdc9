import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type Request,
  type Response,
} from 'playwright-core';
import { getDocumentProxy } from 'unpdf';
import { expect } from 'vitest';
import { root } from './server.ts';

/** Debian's two builds of Chromium: the headless shell (package chromium-headless-shell) and the browser (chromium). */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

/**
 * The browser the journeys run in: `CHROMIUM_PATH` when set, else Debian's headless shell when it
 * is installed (.ci/run installs it), else the full browser. The shell is the same Blink without
 * the browser's window and tab machinery: on 2 cores the journeys beside the fault tests took
 * 268–283 s and 515–540 s of CPU against 339 s and 657 s in the full browser (2026-11-30, issue
 * #19 goal 7), all 49 passing in both. Tried once before and taken back: two of nine whole runs
 * failed one step each, not seen again since (docs/performance.md#test-time-goal-7 counts the runs); a failed
 * step leaves its screens (failure-screenshots.ts).
 */
export function chromiumPath(
  env: NodeJS.ProcessEnv = process.env,
  installed: (file: string) => boolean = existsSync,
): string {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return installed(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}

/**
 * Debian's Chromium with the flags this machine needs (docs/architecture.md#tests); Playwright gives each
 * launch a fresh, empty profile. Never a downloaded browser.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  openBrowsers.add(browser);
  browser.on('disconnected', () => openBrowsers.delete(browser));
  return browser;
}

/** The browsers this worker has launched and not closed: a failed journey's pages are saved from them (e2e/failure-screenshots.ts). */
export const openBrowsers = new Set<Browser>();

/**
 * A journey closes its pages in a `finally`, before Vitest knows the test failed: while a test
 * runs, openPage's close() leaves the context to be closed after the test's afterEach, once a
 * failed test's pages have been saved (e2e/failure-screenshots.ts sets `duringTest`). Outside a
 * test (a hook, a script) it closes at once.
 */
export const closing = { duringTest: false, contexts: [] as BrowserContext[] };

function closeContext(context: BrowserContext): Promise<void> {
  if (!closing.duringTest) return context.close();
  closing.contexts.push(context);
  return Promise.resolve();
}

export const artifacts = path.join(root, 'e2e', 'artifacts');

/** The text of a downloaded PDF, page after page, as pdf.js reads it. */
export async function pdfText(file: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(readFileSync(file)), { useSystemFonts: false });
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}

/**
 * A fresh page at the spec's reference size; console errors and page errors are collected.
 * `storageState` (another context's) opens it with that context's cookies and local storage,
 * i.e. signed in, but with an empty HTTP cache.
 */
export async function openPage(browser: Browser, storageState?: BrowserContextOptions['storageState']) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'pt-BR', storageState });
  // Playwright's 30 s for a locator or an action: on a slow 2-core machine running the fault
  // tests, lint and type checks beside the journeys, a PDF preview took longer to draw
  // (2026-11-28).
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { page, errors, close: () => closeContext(context) };
}

/**
 * The errors openPage collects for each page (Chromium logs an answer of 4xx or 5xx as a console
 * error): a failed journey prints its pages' last ones beside their screens
 * (e2e/failure-screenshots.ts), so a refused save shows its status instead of a bare timeout.
 */
export const pageErrors = new WeakMap<Page, string[]>();

export async function screenshot(page: Page, name: string) {
  mkdirSync(artifacts, { recursive: true });
  // Transitions fast-forwarded to their end: a dialog caught mid-fade showed as a faint overlay.
  await page.screenshot({ path: path.join(artifacts, `${name}.png`), animations: 'disabled' });
}

/**
 * Opens one of a screen's tabs and waits until it is the selected one. On a loaded 2-core CI
 * machine a click on the lot's Filhos tab once left the tab unselected for 30 s (2026-11-28;
 * the panels above the tabs were still loading): the click is repeated until the tab says
 * aria-selected, as the procedure journey already did for its Registro tab.
 */
export async function openTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name });
  await expect
    .poll(
      async () => {
        await tab.click({ timeout: 5_000 });
        return tab.getAttribute('aria-selected', { timeout: 2_000 });
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe('true');
}

/**
 * Chooses `option` in a select: the select is clicked again until its option shows, then the
 * option is clicked. On a loaded 2-core CI machine the workbench's Situação menu, opened just
 * after a project was chosen, was found closed with its select focused (2026-12-05, once in
 * five clones), and the journey waited 60 s for an option that never showed.
 */
export async function chooseOption(page: Page, select: Locator, option: string) {
  const choice = page.getByRole('option', { name: option, exact: true });
  await expect
    .poll(
      async () => {
        if (!(await choice.isVisible())) await select.click({ timeout: 5_000 });
        return choice.waitFor({ state: 'visible', timeout: 2_000 }).then(
          () => true,
          () => false,
        );
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(true);
  await choice.click();
}

/** How long a click that should send a request waits for it (clickForResponse). */
export const CLICK_REQUEST_MS = 30_000;

/**
 * A page script (as the journeys write them) run once the button is marked: records each pointer
 * event, click and submit the document sees from then on, with its target (the button, or another
 * element's tag and first class), where the pointer and the button were, the page's scroll and
 * the button's `disabled` at that moment.
 */
const TRACE_CLICKS = `(() => {
  window.clickSeen = [];
  if (window.clickTraced) return;
  window.clickTraced = true;
  for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click', 'submit'])
    document.addEventListener(type, (event) => {
      const button = document.querySelector('[data-click-trace]');
      const target = event.target;
      const at = target === button ? 'no botão' : 'em ' + target.tagName.toLowerCase() + '.' + String(target.className).split(' ')[0];
      const box = button?.getBoundingClientRect();
      const where = event.clientY === undefined ? '' : ', ponteiro y=' + Math.round(event.clientY) + ', botão y=' + Math.round(box?.top) + '–' + Math.round(box?.bottom) + ', rolagem ' + Math.round(scrollY);
      window.clickSeen.push(event.type + ' ' + at + where + ', disabled=' + button?.disabled);
    }, true);
})()`;

/**
 * Clicks a button that sends one request, and returns the request's answer; when none leaves,
 * fails saying what the page saw of the click (the pointer events and their target, where the
 * pointer and the button were, the form's submit, the button's `disabled`). A bare timeout said
 * nothing when the reports journey's Salvar, twice in 17 whole runs of the journeys on
 * 2026-12-04, sent no request: the trace then showed the press on the button and the release on
 * a `div`, the button moved between them. The upload widget, arriving from its chunk, was 22 px
 * taller than the links shown while it loaded (src/components/upload/UploadPlaceholder.tsx).
 */
export async function clickForResponse(
  page: Page,
  button: Locator,
  matches: (request: Request) => boolean,
  { timeout = CLICK_REQUEST_MS } = {},
): Promise<Response> {
  const sent: Request[] = [];
  const onRequest = (request: Request) => {
    if (matches(request)) sent.push(request);
  };
  page.on('request', onRequest);
  try {
    await page.evaluate(
      `document.querySelectorAll('[data-click-trace]').forEach((e) => e.removeAttribute('data-click-trace'))`,
    );
    await button.evaluate((target) => target.setAttribute('data-click-trace', ''));
    await page.evaluate(TRACE_CLICKS);
    await button.click();
    if (!(await requestSent(sent, timeout))) {
      const seen = (await page.evaluate('window.clickSeen ?? []')) as string[];
      throw new Error(`clique sem requisição em ${timeout / 1000} s; a página viu: ${seen.join(' | ') || 'nada'}`);
    }
  } finally {
    page.off('request', onRequest);
  }
  const request = sent[0]!;
  const response = await request.response();
  if (!response) throw new Error(`${request.method()} ${request.url()} sem resposta: ${request.failure()?.errorText}`);
  return response;
}

/** Whether a request is in `sent` within `ms` milliseconds. */
async function requestSent(sent: Request[], ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; !sent.length && Date.now() < end;) await sleep(100);
  return sent.length > 0;
}

/** Fills the bundled provider's sign-in form. */
export async function signIn(page: Page, email: string, password: string) {
  await page.waitForSelector('input[name=email]');
  await page.fill('input[name=email]', email);
  await page.fill('input[name=password]', password);
  await page.click('button[type=submit]');
}

/** The demo accounts `npm start` seeds (README). */
export const DEMO_ADMIN = { email: 'admin@reurb.local', password: 'reurb-admin-2026', greeting: 'Olá, Ana' };
export const DEMO_MEMBER = { email: 'membro@reurb.local', password: 'reurb-membro-2026' };

/** A fresh page signed in as the demo admin, on the dashboard. */
export async function openSignedInAdmin(browser: Browser, base: string) {
  const opened = await openPage(browser);
  await opened.page.goto(`${base}/home`);
  await signIn(opened.page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await opened.page.getByRole('heading', { name: DEMO_ADMIN.greeting }).waitFor();
  return opened;
}

/** The SPA's access token, as it keeps it after sign-in (ra-auth-auth0's cache in localStorage). */
export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      const entry = JSON.parse(localStorage.getItem(key) ?? 'null') as { body?: { access_token?: string } } | null;
      if (key.startsWith('@@auth0spajs@@') && entry?.body?.access_token) return entry.body.access_token;
    }
    return null;
  });
  if (!token) throw new Error('sem token de acesso depois de entrar');
  return token;
}

export type JsonApi = (url: string, init?: { method?: string; body?: unknown }) => Promise<Record<string, unknown>>;

/** The API as the signed-in page would call it, for a journey's own setup: JSON in and out, a refusal throws. */
export const jsonApi =
  (base: string, token: string): JsonApi =>
  async (url, init = {}) => {
    const response = await fetch(`${base}/api${url}`, {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    const body = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
    return body;
  };
