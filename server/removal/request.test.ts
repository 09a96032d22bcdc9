import { createHash } from 'node:crypto';
import net from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connection.ts';
import { dataRemovalEvents, dataRemovalRequests, lots } from '../db/schema/index.ts';
import { TEST_ORIGIN, testApp, testConfig } from '../test/app.ts';
import { REMOVAL_MESSAGES, REMOVAL_RATE_LIMIT } from '../http/data-removal.ts';
import { LINKS_PER_ADDRESS_PER_HOUR } from './request.ts';
import { addressHash, addressPepper, tokenHash } from './secrets.ts';
import { appAccount, mails, mailTo, removalWorld, tokenIn } from './test-kit.ts';

/** The recorded events of an address, found by its keyed hash. */
async function eventsOf(db: Db, email: string) {
  const hash = addressHash(await addressPepper(db), email);
  return db
    .select()
    .from(dataRemovalEvents)
    .where(eq(dataRemovalEvents.address_hash, hash))
    .orderBy(dataRemovalEvents.id);
}

describe('POST /api/data-removal', () => {
  let w: Awaited<ReturnType<typeof removalWorld>>;
  beforeAll(async () => {
    w = await removalWorld();
    await appAccount(w.db, 'Joana.App@Exemplo.com.br', [{ lot_id: w.f.lotA, role: 'owner' }]);
    await w.db.update(lots).set({ email: 'maria.dona@exemplo.com.br' }).where(eq(lots.id, w.f.lotB));
  });
  afterAll(() => w.ctx.close());

  it('answers an unknown address exactly as a known one, and e-mails only the known one', async () => {
    const unknown = await w.request('ninguem@exemplo.com.br');
    const known = await w.request('joana.app@exemplo.com.br');
    expect(unknown).toEqual({ status: 200, body: { message: REMOVAL_MESSAGES.requested } });
    expect(known).toEqual(unknown);
    await mailTo(w.outbox, 'joana.app@exemplo.com.br');
    // Closing the app waits for the e-mails under way.
    await w.ctx.app.close();
    expect((await mails(w.outbox)).map((m) => m.headers['to'])).toEqual(['joana.app@exemplo.com.br']);
    expect((await eventsOf(w.db, 'ninguem@exemplo.com.br')).map((e) => e.outcome)).toEqual(['unknown']);
  });
});

describe('POST /api/data-removal on a known address', () => {
  let w: Awaited<ReturnType<typeof removalWorld>>;
  beforeAll(async () => {
    w = await removalWorld();
    await appAccount(w.db, 'Joana.App@Exemplo.com.br', [{ lot_id: w.f.lotA, role: 'owner' }]);
    await w.db.update(lots).set({ email: 'Maria.Dona@exemplo.com.br' }).where(eq(lots.id, w.f.lotB));
  });
  afterAll(() => w.ctx.close());

  it('e-mails an app account a single-use link valid for 24 hours, keeping only the token hash', async () => {
    const before = Date.now();
    expect((await w.request('  JOANA.APP@exemplo.com.br ')).status).toBe(200);
    const message = await mailTo(w.outbox, 'JOANA.APP@exemplo.com.br');
    expect(message.headers['subject']).toBe('Confirme a remoção dos seus dados - REURB Gestão');
    expect(message.text).toContain(`${TEST_ORIGIN}/remove-account?token=`);
    expect(message.text).toContain('digite "Confirmar"');
    expect(message.text).toContain('art. 16, I');
    expect(message.html).toContain('Remover meus dados');
    const token = tokenIn(message);
    const [row] = await w.db
      .select()
      .from(dataRemovalRequests)
      .where(eq(dataRemovalRequests.token_hash, tokenHash(token)));
    expect(row.app_account_id).not.toBeNull();
    expect(row.email).toBe('joana.app@exemplo.com.br');
    expect(row.used_at).toBeNull();
    const hours = (row.expires_at.getTime() - before) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThan(24.1);
    const stored = JSON.stringify(await w.db.select().from(dataRemovalRequests));
    expect(stored).not.toContain(token);
  });

  it('e-mails a lot owner who has no app account (address compared without case)', async () => {
    expect((await w.request('maria.dona@EXEMPLO.com.br')).status).toBe(200);
    const message = await mailTo(w.outbox, 'maria.dona@EXEMPLO.com.br');
    const [row] = await w.db
      .select()
      .from(dataRemovalRequests)
      .where(eq(dataRemovalRequests.token_hash, tokenHash(tokenIn(message))));
    expect(row).toMatchObject({ app_account_id: null, email: 'maria.dona@exemplo.com.br' });
  });

  it('records every request without the address: its keyed hash, the time and the outcome', async () => {
    await w.request('outra.pessoa@exemplo.com.br');
    const events = await w.db.select().from(dataRemovalEvents);
    expect(JSON.stringify(events)).not.toMatch(/exemplo|joana|maria|outra/i);
    const plain = createHash('sha256').update('joana.app@exemplo.com.br').digest('hex');
    expect(events.map((e) => e.address_hash)).not.toContain(plain);
    expect((await eventsOf(w.db, 'joana.app@exemplo.com.br')).map((e) => [e.kind, e.outcome])).toEqual([
      ['requested', 'link_issued'],
    ]);
    expect((await eventsOf(w.db, 'outra.pessoa@exemplo.com.br')).map((e) => e.outcome)).toEqual(['unknown']);
    expect(events.every((e) => e.at instanceof Date)).toBe(true);
  });

  it(`sends at most ${LINKS_PER_ADDRESS_PER_HOUR} links an hour to one address, answering the same`, async () => {
    const address = 'maria.dona@exemplo.com.br';
    // One link so far (above); two more, then the limit.
    for (let i = 0; i < LINKS_PER_ADDRESS_PER_HOUR + 1; i++) expect((await w.request(address)).status).toBe(200);
    await mailTo(w.outbox, address, LINKS_PER_ADDRESS_PER_HOUR);
    await w.ctx.app.close();
    expect((await mails(w.outbox)).filter((m) => m.headers['to'].toLowerCase() === address)).toHaveLength(
      LINKS_PER_ADDRESS_PER_HOUR,
    );
    expect((await eventsOf(w.db, address)).map((e) => e.outcome)).toEqual([
      'link_issued',
      'link_issued',
      'link_issued',
      'limited',
      'limited',
    ]);
  });
});

describe('POST /api/data-removal limits and validation', () => {
  let w: Awaited<ReturnType<typeof removalWorld>>;
  beforeAll(async () => {
    w = await removalWorld();
  });
  afterAll(() => w.ctx.close());

  it('refuses a malformed address with the spec message, and unknown fields by name', async () => {
    for (const email of ['', 'sem-arroba', 'a@b', 'x'.repeat(60) + '@exemplo.com']) {
      const { status, body } = await w.request(email);
      expect(status).toBe(400);
      expect(body.errors?.email).toMatch(/^(Favor inserir um email válido\.|Máximo de 50 caracteres)$/);
    }
    const extra = await w.post('/data-removal', { email: 'a@exemplo.com', nome: 'x' });
    expect(extra.status).toBe(400);
    expect(extra.body.errors).toEqual({ nome: 'Campo desconhecido' });
    expect((await w.post('/data-removal', {})).body.errors).toEqual({ email: 'Favor inserir um email válido.' });
    expect(await w.db.select().from(dataRemovalEvents)).toEqual([]);
  });

  it(`limits one network address to ${REMOVAL_RATE_LIMIT.max} calls per route, in Portuguese`, async () => {
    for (let i = 0; i < REMOVAL_RATE_LIMIT.max; i++)
      expect((await w.request(`p${i}@exemplo.com`, '192.0.2.7')).status).toBe(200);
    const refused = await w.request('mais@exemplo.com', '192.0.2.7');
    expect(refused).toEqual({ status: 429, body: { message: REMOVAL_MESSAGES.tooMany } });
    expect((await w.confirm('A'.repeat(43), '192.0.2.7')).status).toBe(400);
    expect((await w.request('mais@exemplo.com', '192.0.2.8')).status).toBe(200);
    const [{ n }] = await w.db.select({ n: sql<number>`count(*)::int` }).from(dataRemovalEvents);
    expect(n).toBe(REMOVAL_RATE_LIMIT.max + 1);
  });
});

describe('POST /api/data-removal and its e-mail', () => {
  it('answers a known address without waiting for the e-mail (an SMTP server that never replies)', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const ctx = await testApp({ config: testConfig({ SMTP_URL: `smtp://127.0.0.1:${port}` }) });
    try {
      await appAccount(ctx.database.db, 'lenta@exemplo.com.br');
      const started = performance.now();
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/data-removal',
        payload: { email: 'lenta@exemplo.com.br' },
      });
      expect(response.statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(2000);
      // The e-mail went out after the answer, and is still waiting on the server.
      for (let i = 0; i < 100 && !sockets.size; i++) await new Promise((r) => setTimeout(r, 20));
      expect(sockets.size).toBe(1);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
      await ctx.close();
    }
  });
});
