import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { readEml } from '../server/mail/read-eml.ts';
import { DEMO_APP_ACCOUNTS } from '../server/seed/app-accounts.ts';
import { launchBrowser, openPage, screenshot, signIn, accessToken } from './browser.ts';
import { e2eServer } from './worker-server.ts';

const ADMIN = { email: 'admin@reurb.local', password: 'reurb-admin-2026' };
const PERSON = DEMO_APP_ACCOUNTS.owner;

/** The removal link e-mailed to an address, read from the server's outbox (.eml files). */
async function linkFor(outbox: string, to: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const name of (await readdir(outbox).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'))) {
      const message = readEml(await readFile(path.join(outbox, name), 'utf8'));
      const link = /https?:\/\/\S+\/remove-account\?token=[A-Za-z0-9_-]+/.exec(message.text)?.[0];
      if (message.headers['to'] === to && link) return link;
    }
    if (Date.now() > deadline) throw new Error(`nenhum link de remoção para ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Every object in the local file store (`files/ab/<key>`). */
async function storedObjects(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'files');
  const fans = await readdir(root).catch(() => [] as string[]);
  const names = await Promise.all(
    fans.map(async (fan) =>
      (await readdir(path.join(root, fan)).catch(() => [] as string[])).map((n) => `${fan}/${n}`),
    ),
  );
  return names.flat().filter((n) => !n.includes('.tmp'));
}

/** The admin's access token, as the SPA keeps it after sign-in. */
async function adminToken(browser: Browser, base: string): Promise<string> {
  const { page, close } = await openPage(browser);
  await page.goto(`${base}/`);
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.getByRole('heading', { name: 'Olá, Ana' }).waitFor();
  const token = await accessToken(page);
  await close();
  return token;
}

describe('personal-data removal (LGPD), from the request to the data gone', () => {
  const { base, dataDir } = e2eServer();
  let browser: Browser;
  let api: (url: string, init?: RequestInit) => Promise<Response>;
  beforeAll(async () => {
    browser = await launchBrowser();
    const token = await adminToken(browser, base);
    api = (url, init = {}) =>
      fetch(`${base}/api${url}`, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });
  });
  afterAll(() => browser?.close());

  /** The seeded lot whose owner is the app account's person (its e-mail), as the admin sees it. */
  async function ownersLot(): Promise<Record<string, unknown>> {
    const projects = (await (await api('/projects/list?sort=id&order=asc')).json()) as { data: Array<{ id: number }> };
    const rows = (await (
      await api(`/lots/list?project_id=${projects.data[0].id}&sort=id&order=asc&count=50`)
    ).json()) as { data: Array<{ id: number }> };
    // Side by side: one after another, 50 reads took most of the test's 120 s on a loaded 2-core CI machine.
    const read = await Promise.all(
      rows.data.map(async (row) => (await (await api(`/lots/${row.id}`)).json()) as Record<string, unknown>),
    );
    const lot = read.find((l) => l.email === PERSON);
    if (!lot) throw new Error('lote do titular não encontrado');
    return lot;
  }

  it('requests by e-mail, confirms through the e-mailed link, and the owner data and documents are gone', async () => {
    // The owner's lot, with a document of hers in the store.
    const before = await ownersLot();
    expect(before.owner_name).toBeTruthy();
    const objectsBefore = await storedObjects(dataDir);
    const form = new FormData();
    form.append(
      'file',
      new Blob(['%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'], { type: 'application/pdf' }),
      'rg-titular.pdf',
    );
    const upload = (await (await api('/files/create', { method: 'POST', body: form })).json()) as {
      id: number;
      url: string;
    };
    const linked = await api(`/lots/${before.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rg_file_id: upload.id }),
    });
    expect(linked.status).toBe(200);
    const [object] = (await storedObjects(dataDir)).filter((o) => !objectsBefore.includes(o));
    expect(object).toBeTruthy();

    // The request, public.
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${base}/request-removal`);
    const email = page.getByRole('textbox', { name: /E-mail/ });
    await email.fill('titular.app@exemplo');
    await email.blur();
    await page.getByText('Favor inserir um email válido.').waitFor();
    expect(await page.getByRole('button', { name: 'Enviar' }).isDisabled()).toBe(true);
    await email.fill(PERSON);
    await page.getByRole('button', { name: 'Enviar', disabled: false }).waitFor();
    await page.waitForTimeout(400); // MUI's colour transitions, for the screenshot
    await screenshot(page, 'removal-01-request');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Solicitação enviada com sucesso, verifique seu email para os próximos passos!').waitFor();
    expect(page.url()).toBe(`${base}/request-removal`);

    // The link from the outbox, confirmed with the word.
    const link = await linkFor(path.join(dataDir, 'outbox'), PERSON);
    expect(link.startsWith(`${base}/remove-account?token=`)).toBe(true);
    await page.goto(link);
    const word = page.getByRole('textbox', { name: /Digite "Confirmar"/ });
    await word.fill('confirmar');
    await page.getByRole('button', { name: 'Remover meus dados' }).click();
    await page.getByText('Digite "Confirmar" para completar a exclusão dos dados.').waitFor();
    await word.fill('Confirmar');
    await page.getByRole('button', { name: 'Remover meus dados' }).click();
    await page.getByText('Conta removida com sucesso').waitFor();
    await screenshot(page, 'removal-02-removed');
    // Then, 2 s later, the public site (here PUBLIC_URL, the app itself).
    await waitAway(page, '/remove-account');
    expect(errors, errors.join('\n')).toEqual([]);
    await close();

    // Gone: her data on the lot, the document's record and its bytes; the lot is marked.
    const after = await ownersLot().catch(() => null);
    expect(after).toBeNull();
    const lot = (await (await api(`/lots/${before.id}`)).json()) as Record<string, unknown>;
    expect(lot).toMatchObject({
      owner_name: 'Titular removido (LGPD)',
      email: null,
      cpf: null,
      rg: null,
      birth_date: null,
      rg_file_id: null,
    });
    expect(lot.anonymised_at).toEqual(expect.any(String));
    expect(lot.street_address).toEqual(before.street_address);
    expect((await fetch(upload.url)).status).toBe(404);
    expect(await storedObjects(dataDir)).not.toContain(object);

    // The link works once.
    const token = new URL(link).searchParams.get('token');
    const again = await fetch(`${base}/api/data-removal-confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(again.status).toBe(410);
  });

  it('sends a visit without a token to /request-removal', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${base}/remove-account`);
    await page.waitForURL(`${base}/request-removal`);
    await page.getByRole('heading', { name: 'Remover meus dados' }).waitFor();
    await close();
  });
});

async function waitAway(page: Page, from: string) {
  await page.waitForURL((url) => !url.pathname.startsWith(from), { timeout: 10_000 });
}
