import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/connection.ts';
import { testApp, testConfig } from '../../../test/app.ts';
import { freshDatabase } from '../../../test/database.ts';
import { PUBLIC_MAX_PER_MINUTE, SIGN_IN_BLOCKED, SIGN_IN_MAX_FAILURES, TOKEN_MAX_PER_MINUTE } from '../../limits.ts';
import { signInFlow } from '../../sign-in-flow.ts';

/**
 * Finding 10 (issue #12): the sign-in lockout and the rate-limit counters lived in each
 * process's memory: a restart cleared them and two API processes doubled every limit. They
 * now live in the database. Two app instances on one database stand for two processes (and
 * for the process before and after a restart).
 */
type App = Awaited<ReturnType<typeof testApp>>;
const FORM = { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:3999' };

describe('finding 10: limits shared by processes and kept across a restart', () => {
  let database: Database;
  const config = testConfig();
  let first: App;
  let second: App;
  beforeAll(async () => {
    database = await freshDatabase();
    first = await testApp({ database, config });
    second = await testApp({ database, config });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.close();
  });

  it('keeps the sign-in lockout on the other process and after a restart', { timeout: 120_000 }, async () => {
    const address = '198.51.100.40';
    const onFirst = signInFlow(first.app, config, address);
    for (let i = 0; i < SIGN_IN_MAX_FAILURES / 2; i++)
      expect((await onFirst.submit('admin@reurb.local', `errada-${i}`)).statusCode).toBe(401);
    const onSecond = signInFlow(second.app, config, address);
    for (let i = 0; i < SIGN_IN_MAX_FAILURES / 2; i++)
      expect((await onSecond.submit('admin@reurb.local', `errada-b${i}`)).statusCode).toBe(401);
    // Ten failures in all, five on each: the right password is refused on either.
    const blocked = await onSecond.submit('admin@reurb.local', config.seed.adminPassword);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toContain(SIGN_IN_BLOCKED);
    expect((await onFirst.submit('admin@reurb.local', config.seed.adminPassword)).statusCode).toBe(429);

    // A restart: the first process stops and a new one starts on the same database.
    await first.close();
    first = await testApp({ database, config });
    const afterRestart = await signInFlow(first.app, config, address).submit(
      'admin@reurb.local',
      config.seed.adminPassword,
    );
    expect(afterRestart.statusCode).toBe(429);
    expect(Number(afterRestart.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });

  it('shares the token endpoint limit between processes', async () => {
    const call = (app: App) =>
      app.app.inject({
        method: 'POST',
        url: '/idp/oauth/token',
        headers: FORM,
        payload: `grant_type=refresh_token&client_id=${config.identity.clientId}&refresh_token=nada`,
        remoteAddress: '192.0.2.60',
      });
    for (let i = 0; i < TOKEN_MAX_PER_MINUTE; i++) expect((await call(i % 2 ? first : second)).statusCode).toBe(400);
    expect((await call(first)).statusCode).toBe(429);
    expect((await call(second)).statusCode).toBe(429);
  });

  it("shares the public routes' limit between processes", { timeout: 120_000 }, async () => {
    const call = (app: App) => app.app.inject({ url: '/api/client-config', remoteAddress: '192.0.2.61' });
    for (let i = 0; i < PUBLIC_MAX_PER_MINUTE; i++) expect((await call(i % 2 ? first : second)).statusCode).toBe(200);
    expect((await call(first)).statusCode).toBe(429);
    expect((await call(second)).statusCode).toBe(429);
  });

  it('shares the data-removal limit between processes and keeps it across a restart', async () => {
    const call = (app: App) =>
      app.app.inject({
        method: 'POST',
        url: '/api/data-removal',
        payload: { email: 'x@exemplo.com.br' },
        remoteAddress: '192.0.2.62',
      });
    for (let i = 0; i < 10; i++) expect((await call(first)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await call(second)).statusCode).toBe(200);
    expect((await call(first)).statusCode).toBe(429);
    await second.close();
    second = await testApp({ database, config });
    expect((await call(second)).statusCode).toBe(429);
    // The confirmation route counts on its own.
    const confirm = await second.app.inject({
      method: 'POST',
      url: '/api/data-removal-confirm',
      payload: { token: 'x'.repeat(43) },
      remoteAddress: '192.0.2.62',
    });
    expect(confirm.statusCode).toBe(400);
  });

  it('keeps the counts in one table, without addresses or e-mails', async () => {
    const { rows } = (await database.db.execute(sql`select key, count from rate_limit_counters`)) as unknown as {
      rows: Array<{ key: string }>;
    };
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
