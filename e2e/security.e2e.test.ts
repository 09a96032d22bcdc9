import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot, signIn } from './browser.ts';
import { e2eServer } from './worker-server.ts';

const ADMIN = { email: 'admin@reurb.local', password: 'reurb-admin-2026' };

/** Collects the page's CSP violations (they also reach the console, as errors). */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  // Browser code as a string: the e2e files type-check under the server's config (no DOM).
  await page.addInitScript(`(() => {
    const seen = [];
    window.__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(e.violatedDirective + ' ' + e.blockedURI + ' ' + e.sourceFile + ':' + e.lineNumber));
  })()`);
  return async () => (await page.evaluate('window.__csp || []')) as string[];
}

/**
 * The built SPA and the bundled provider's pages under the real Content-Security-Policy in
 * Chromium: sign-in, the main screens, a reload (silent renewal), sign-out (the provider's
 * self-submitting page) — no violation, no console error.
 */
describe('the Content-Security-Policy in a browser', () => {
  const { base } = e2eServer();
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('lets the app and the provider work with no violation', async () => {
    const { page, errors, close } = await openPage(browser);
    const violations = await watchCsp(page);
    const documents: { url: string; csp: string | undefined; frame: string | undefined }[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'document') {
        documents.push({
          url: res.url(),
          csp: res.headers()['content-security-policy'],
          frame: res.headers()['x-frame-options'],
        });
      }
    });
    await page.goto(`${base}/`);
    await page.waitForURL(/\/auth\/login\//);
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.getByRole('heading', { name: 'Olá, Ana' }).waitFor();
    expect(await violations()).toEqual([]);
    for (const path of ['/projects', '/users', '/projects/1', '/lots', '/home']) {
      await page.goto(`${base}${path}`);
      await page.waitForLoadState('networkidle');
      expect(await violations(), path).toEqual([]);
    }
    await page.reload();
    await page.getByRole('heading', { name: 'Olá, Ana' }).waitFor();
    await screenshot(page, 'security-01-home-with-csp');
    expect(await violations()).toEqual([]);

    await page.getByRole('button', { name: /perfil|profile|ana souza/i }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.waitForURL(/\/auth\/login\//);

    expect(
      errors.filter((e) => /Content Security Policy|Refused to/i.test(e)),
      errors.join('\n'),
    ).toEqual([]);
    expect(errors, errors.join('\n')).toEqual([]);
    // Every document came with the policy: the app's may not be framed, the provider's by us only.
    expect(documents.length).toBeGreaterThan(5);
    for (const doc of documents) {
      expect(doc.csp, doc.url).toContain("default-src 'self'");
      expect(doc.csp, doc.url).not.toContain('unsafe-eval');
      const provider = /\/(idp|auth)\//.test(new URL(doc.url).pathname);
      expect(doc.csp, doc.url).toContain(provider ? "frame-ancestors 'self'" : "frame-ancestors 'none'");
      expect(doc.frame, doc.url).toBe(provider ? 'SAMEORIGIN' : 'DENY');
    }
    // The sign-out page (an inline script allowed by its hash) was shown and did its work.
    expect(documents.some((d) => d.url.includes('/idp/v2/logout'))).toBe(true);
    await close();
  });

  it('does not let another site frame the app', async () => {
    const { page, close } = await openPage(browser);
    const blocked: string[] = [];
    page.on('console', (m) => {
      if (/frame-ancestors|Refused to display/i.test(m.text())) blocked.push(m.text());
    });
    await page.setContent(`<iframe id="f" src="${base}/home" width="400" height="300"></iframe>`);
    await page.waitForTimeout(1500);
    const frame = page.frames().find((f) => f.url().startsWith(base));
    const content = frame ? await frame.content().catch(() => '') : '';
    expect(content).not.toContain('REURB');
    expect(blocked.length).toBeGreaterThan(0);
    await close();
  });
});
