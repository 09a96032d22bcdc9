import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, testApp } from '../test/app.ts';

describe('reference data inside the app', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    ctx = await testApp();
  });
  afterAll(() => ctx.close());

  it("needs sign-in, then answers the 27 states and a state's municipalities", async () => {
    expect((await ctx.app.inject('/api/reference/states')).statusCode).toBe(401);
    const headers = bearer(await ctx.tokenFor('membro@reurb.local'));
    const states = await ctx.app.inject({ url: '/api/reference/states', headers });
    expect(states.statusCode).toBe(200);
    expect(states.json().total).toBe(27);
    const sp = await ctx.app.inject({ url: '/api/reference/municipalities?uf=sp', headers });
    expect(sp.json().data.some((m: { nome: string; capital: boolean }) => m.nome === 'São Paulo' && m.capital)).toBe(
      true,
    );
    const bad = await ctx.app.inject({ url: '/api/reference/municipalities?uf=XX', headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'UF inválida', errors: { uf: 'UF inválida' } });
  });
});
