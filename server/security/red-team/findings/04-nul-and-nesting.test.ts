import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { children, lots } from '../../../db/schema/index.ts';
import { multipartBody } from '../../../files/samples.ts';
import { bearer, testApp, TEST_ORIGIN } from '../../../test/app.ts';
import { createFixtures, PERSONA_EMAILS, type Fixtures } from '../../../test/fixtures.ts';

/**
 * Finding 4 (issue #12): a NUL byte in a query string, a JSON string at any depth, the sign-in
 * form or the provider's token form answered 500 (PostgreSQL refuses \u0000 in text), and a
 * lot's `answers` nested 10,000 levels answered 500 (1,000 levels was stored). Every one is now
 * a 400 in Portuguese, refused before any route code runs.
 */
const NUL = '\u0000';
const FORM = { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:3999' };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

function nested(depth: number, leaf: unknown = 'x'): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}
/** The same nesting written out as text: JSON.stringify would recurse 10,000 times. */
const nestedText = (depth: number) => `{"answers":${'{"a":'.repeat(depth)}"x"${'}'.repeat(depth)}}`;

function expectNulRefusal(response: LightMyRequestResponse, field?: string) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json();
  expect(body.message).toMatch(/Caractere inválido \(NUL\)/);
  if (field) expect(body.errors?.[field] ?? body.message).toMatch(/NUL/);
}

describe('finding 4: NUL bytes and deep nesting', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let f: Fixtures;
  let token: string;
  beforeAll(async () => {
    ctx = await testApp();
    f = await createFixtures(ctx.database.db);
    token = await ctx.tokenFor(PERSONA_EMAILS.globalAdmin);
  });
  afterAll(() => ctx.close());

  const api = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: string) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...bearer(token), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(payload === undefined ? {} : { payload }),
    });

  it('refuses NUL in the search text q', async () => {
    expectNulRefusal(await api('GET', '/api/projects/list?q=Vila%00'), 'q');
    expectNulRefusal(await api('GET', `/api/lots/list?project_id=${f.projectA}&q=%00`), 'q');
    // A legitimate search still works.
    expect((await api('GET', '/api/projects/list?q=Vila')).statusCode).toBe(200);
  });

  it('refuses NUL in a path parameter and in a query parameter name', async () => {
    expectNulRefusal(await api('GET', '/api/lots/1%00'));
    expectNulRefusal(await api('GET', '/api/projects/list?a%00b=1'));
  });

  it('refuses NUL in a lot field, at the top level and deep inside answers, and stores nothing', async () => {
    const [before] = await ctx.database.db.select().from(lots).where(eq(lots.id, f.lotA));
    expectNulRefusal(
      await api('PATCH', `/api/lots/${f.lotA}`, JSON.stringify({ owner_name: `Maria${NUL}` })),
      'owner_name',
    );
    expectNulRefusal(
      await api(
        'PATCH',
        `/api/lots/${f.lotA}`,
        JSON.stringify({ answers: { renda: { fontes: ['bolsa', `x${NUL}`] } } }),
      ),
      'answers.renda.fontes.1',
    );
    // In a key, too.
    expectNulRefusal(await api('PATCH', `/api/lots/${f.lotA}`, JSON.stringify({ answers: { [`k${NUL}`]: 1 } })));
    const [after] = await ctx.database.db.select().from(lots).where(eq(lots.id, f.lotA));
    expect(after).toEqual(before);
  });

  it('refuses NUL and deep nesting in multipart form fields (children and residents with their files)', async () => {
    const before = await ctx.database.db.select().from(children);
    const form = await multipartBody([{ name: 'name', value: `Ana${NUL}` }]);
    const nul = await ctx.app.inject({
      method: 'POST',
      url: `/api/lots/${f.lotA}/children`,
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
    expectNulRefusal(nul, 'name');
    // A part sent as application/json is parsed by the multipart reader: 1,000 levels deep.
    const boundary = 'reurb-boundary';
    const part = `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\nContent-Type: application/json\r\n\r\n${nestedText(1_000)}\r\n--${boundary}--\r\n`;
    const nested = await ctx.app.inject({
      method: 'POST',
      url: `/api/lots/${f.lotA}/children`,
      headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: part,
    });
    expect(nested.statusCode, nested.body).toBe(400);
    expect(nested.json().message).toMatch(/Estrutura aninhada demais/);
    expect(await ctx.database.db.select().from(children)).toEqual(before);
  });

  it('refuses a body nested 10,000 levels, and 1,000, before validation', async () => {
    for (const depth of [10_000, 1_000, 40]) {
      const response = await api('PATCH', `/api/lots/${f.lotA}`, nestedText(depth));
      expect(response.statusCode, `${depth}: ${response.body}`).toBe(400);
      expect(response.json().message).toMatch(/Estrutura aninhada demais/);
    }
    // Nesting in an array counts the same.
    const arrays = await api('POST', '/api/projects/create', `{"name":${'['.repeat(5_000)}${']'.repeat(5_000)}}`);
    expect(arrays.statusCode).toBe(400);
    expect(arrays.json().message).toMatch(/Estrutura aninhada demais/);
  });

  it('bounds answers by the lot schema too: ordinary questionnaires pass, deep ones are a field error', async () => {
    const ok = await api(
      'PATCH',
      `/api/lots/${f.lotA}`,
      JSON.stringify({ answers: { renda: { fontes: ['bolsa'], total: 1200 } } }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const deep = await api('PATCH', `/api/lots/${f.lotA}`, JSON.stringify({ answers: nested(20) }));
    expect(deep.statusCode).toBe(400);
    expect(deep.json().errors?.answers).toMatch(/Estrutura aninhada demais/);
    const big = await api('PATCH', `/api/lots/${f.lotA}`, JSON.stringify({ answers: { obs: 'x'.repeat(100_001) } }));
    expect(big.statusCode).toBe(400);
    expect(big.json().errors?.answers).toBeTruthy();
    // Within the body limit of 32 levels, a deep value is the schema's field error, not the guard's.
    const within = await api('POST', '/api/projects/create', JSON.stringify({ name: nested(30) }));
    expect(within.statusCode).toBe(400);
    expect(within.json().message).not.toMatch(/aninhada/);
  });

  describe('the bundled provider', () => {
    async function interaction() {
      const verifier = randomBytes(32).toString('base64url');
      const query = form({
        client_id: ctx.config.identity.clientId,
        redirect_uri: `${TEST_ORIGIN}/callback`,
        response_type: 'code',
        scope: 'openid profile email offline_access',
        audience: ctx.config.identity.audience,
        state: 'estado',
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 'S256',
      });
      const authorize = await ctx.app.inject({
        method: 'GET',
        url: `/idp/authorize?${query}`,
        headers: { host: 'localhost:3999' },
      });
      expect(authorize.statusCode).toBe(303);
      const cookie = authorize.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      return { cookie, path: new URL(authorize.headers.location!, TEST_ORIGIN).pathname };
    }

    it('refuses NUL in the sign-in form (no sign-in needed)', async () => {
      for (const fields of [
        { email: `admin@reurb.local${NUL}`, password: 'x' },
        { email: 'admin@reurb.local', password: `a${NUL}` },
      ]) {
        const { cookie, path } = await interaction();
        const response = await ctx.app.inject({
          method: 'POST',
          url: path,
          headers: { ...FORM, cookie },
          payload: form(fields),
        });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.body).toMatch(/Caractere inválido \(NUL\)/);
      }
    });

    it('refuses NUL in the token form and in the authorize query', async () => {
      const token = await ctx.app.inject({
        method: 'POST',
        url: '/idp/oauth/token',
        headers: FORM,
        payload: form({
          grant_type: 'refresh_token',
          client_id: ctx.config.identity.clientId,
          refresh_token: `abc${NUL}`,
        }),
      });
      expect(token.statusCode, token.body).toBe(400);
      expect(token.body).toMatch(/Caractere inválido \(NUL\)/);
      const authorize = await ctx.app.inject({
        method: 'GET',
        url: `/idp/authorize?client_id=%00`,
        headers: { host: 'localhost:3999' },
      });
      expect(authorize.statusCode).toBe(400);
      expect(authorize.body).toMatch(/Caractere inválido \(NUL\)/);
    });
  });
});
