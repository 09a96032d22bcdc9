import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../app.ts';
import type { Database } from '../db/connection.ts';
import { multipartBody, pdfBytes } from '../files/samples.ts';
import { seedDemoAccounts } from '../seed/accounts.ts';
import { bearer, testConfig } from '../test/app.ts';
import { freshDatabase } from '../test/database.ts';
import { createFixtures, type Fixtures } from '../test/fixtures.ts';
import { signInFlow } from './sign-in-flow.ts';

/** Personal values used in the session, in every spelling a log might hold them. */
const CPF = '529.982.247-25';
const OTHER_CPF = '390.533.447-05';
const RG = 'MG-14.725.836';
const NIS = '123.45678.91-9';
const digits = (v: string) => v.replace(/\D/g, '');
const SECRET_VALUES = [CPF, digits(CPF), OTHER_CPF, digits(OTHER_CPF), RG, digits(RG), NIS, digits(NIS)];

/**
 * A realistic session with the production log settings at debug level, every line kept:
 * sign-in through the bundled provider, reads, a lot saved with CPF/RG/NIS, a search by CPF,
 * an upload and its signed download, report previews, a refused save, a constraint error.
 * Then no line may hold those values, a password, a token, a signed link or an auth header.
 */
describe('secrets and personal data never reach the log', () => {
  const lines: string[] = [];
  const config = testConfig({ LOG_LEVEL: 'debug' });
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let world: Fixtures;
  let secrets: string[] = [];

  beforeAll(async () => {
    database = await freshDatabase();
    await seedDemoAccounts(database.db, config);
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    app = await buildApp({ config, database, logger: { ...(loggerOptions(config) as object), stream } });
    await app.ready();
    world = await createFixtures(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('holds no CPF, RG, NIS, password, token, signed link or authorization header', { timeout: 120_000 }, async () => {
    const flow = signInFlow(app, config);
    // A refused password first, then the right one.
    expect((await flow.submit('admin@reurb.local', 'senha-errada-123')).statusCode).toBe(401);
    const tokens = await flow.tokens('admin@reurb.local', config.seed.adminPassword);
    const auth = { ...bearer(tokens.access_token), cookie: 'sessao=valor-secreto-do-cookie' };
    const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
      app.inject({ method, url, headers: auth, payload: payload as never });

    expect((await call('GET', '/api/account/me')).statusCode).toBe(200);
    const saved = await call('PATCH', `/api/lots/${world.lotA}`, {
      owner_name: 'Maria das Dores',
      cpf: CPF,
      rg: RG,
      nis: NIS,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('GET', `/api/lots/${world.lotA}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/lots/list?block_id=${world.blockA}&q=${encodeURIComponent(CPF)}`)).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/api/lots/list?block_id=${world.blockA}&q=${digits(OTHER_CPF)}`)).statusCode).toBe(200);
    // Refused: a CPF with a wrong check digit, and an RG too long; both echo nothing to the log.
    const refused = await call('PATCH', `/api/lots/${world.lotA}`, {
      cpf: `${digits(OTHER_CPF).slice(0, 10)}9`,
      rg: `${RG}${'9'.repeat(60)}`,
    });
    expect(refused.statusCode).toBe(400);
    // A database constraint: a second lot with the same name in the block.
    const first = await call('POST', '/api/lots/create', { name: `Lote ${RG}`, block_id: world.blockA });
    expect(first.statusCode, first.body).toBeLessThan(300);
    const duplicate = await call('POST', '/api/lots/create', { name: `Lote ${RG}`, block_id: world.blockA });
    expect(duplicate.statusCode, duplicate.body).toBe(409);

    const form = await multipartBody([{ name: 'file', filename: `RG ${RG} CPF ${CPF}.pdf`, content: pdfBytes(CPF) }]);
    const upload = await app.inject({
      method: 'POST',
      url: '/api/files/create',
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(upload.statusCode).toBe(200);
    const link = new URL(upload.json().url);
    expect((await app.inject({ url: link.pathname + link.search })).statusCode).toBe(200);
    expect(
      (await call('GET', `/api/projects/${world.projectA}/preview?complete=false&q=${digits(CPF)}`)).statusCode,
    ).toBeLessThan(500);
    expect(
      (await call('GET', `/api/projects/${world.projectA}/custom-report?attributes=name,owner_name,cpf,rg,nis`))
        .statusCode,
    ).toBe(200);
    expect((await app.inject({ url: `/api/auth/set-password?token=convite-secreto-123456` })).statusCode).toBeLessThan(
      500,
    );
    // A refresh, as the SDK does on every start.
    const refreshed = await app.inject({
      method: 'POST',
      url: '/idp/oauth/token',
      headers: { host: 'localhost:3999', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: config.identity.clientId,
        refresh_token: tokens.refresh_token,
      }).toString(),
    });
    expect(refreshed.statusCode).toBe(200);

    secrets = [
      ...SECRET_VALUES,
      config.seed.adminPassword,
      'senha-errada-123',
      tokens.access_token,
      tokens.refresh_token,
      tokens.id_token,
      refreshed.json().access_token,
      link.searchParams.get('signature')!,
      'valor-secreto-do-cookie',
      'convite-secreto-123456',
    ];
    expect(lines.length).toBeGreaterThan(20);
    const leaks = lines.flatMap((line) => {
      const found = secrets.filter((s) => line.includes(s));
      if (/Bearer\s|eyJ[\w-]{10,}\.|"authorization"|"cookie"|set-cookie|"password|password=/i.test(line))
        found.push('cabeçalho, token ou senha');
      if (/[?&](code|signature|token|refresh_token)=(?!\*)/.test(line)) found.push('credencial na URL');
      return found.length ? [`${found.join(', ')} em: ${line.slice(0, 300)}`] : [];
    });
    expect(leaks).toEqual([]);
    // The log still says what happened.
    expect(lines.some((l) => l.includes('"event":"login_failed"'))).toBe(true);
    expect(lines.some((l) => l.includes(`/api/lots/${world.lotA}`) && l.includes('PATCH'))).toBe(true);
  });
});
