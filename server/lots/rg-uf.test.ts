import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { lotWorld } from './test-kit.ts';

/** Issue #18: "UF do RG" took "XYZ". It is a choice of the 27 UFs, in the API and the database. */
describe('UF do RG is one of the 27 UFs', () => {
  let w: Awaited<ReturnType<typeof lotWorld>>;
  beforeAll(async () => {
    w = await lotWorld();
  });
  afterAll(() => w.ctx.close());

  it('stores a UF code and refuses anything else, for the holder and the spouse', async () => {
    const good = await w.call('member', 'PATCH', `/lots/${w.f.lotA}`, { rg_uf: 'SP', spouse_rg_uf: 'DF' });
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ rg_uf: 'SP', spouse_rg_uf: 'DF' });
    const bad = await w.call('member', 'PATCH', `/lots/${w.f.lotA}`, { rg_uf: 'XYZ', spouse_rg_uf: 'São Paulo' });
    expect(bad).toMatchObject({
      status: 400,
      body: { errors: { rg_uf: MESSAGES.choice, spouse_rg_uf: MESSAGES.choice } },
    });
    expect((await w.call('member', 'GET', `/lots/${w.f.lotA}`)).body.rg_uf).toBe('SP');
  });

  it('the database refuses a non-UF written around the API', async () => {
    await expect(w.db.execute(sql`update lots set rg_uf = 'XYZ' where id = ${w.f.lotA}`)).rejects.toThrow();
  });

  it('the migration keeps old values that name a UF and moves any other text to the observations', async () => {
    const statements = readFileSync(new URL('../db/migrations/0009_lot_rg_uf_choice.sql', import.meta.url), 'utf8')
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter(Boolean);
    const [dropOwner, dropSpouse, ...rest] = statements;
    await w.db.execute(sql.raw(dropOwner!));
    await w.db.execute(sql.raw(dropSpouse!));
    await w.db.execute(
      sql`update lots set rg_uf = ' sp ', spouse_rg_uf = 'XYZ', observations = 'Casa azul' where id = ${w.f.lotA}`,
    );
    for (const statement of rest) await w.db.execute(sql.raw(statement));
    const { body } = await w.call('member', 'GET', `/lots/${w.f.lotA}`);
    expect(body).toMatchObject({
      rg_uf: 'SP',
      spouse_rg_uf: null,
      observations: 'Casa azul\nUF do RG do(a) cônjuge anterior, que não é uma UF: XYZ',
    });
    await expect(w.db.execute(sql`update lots set spouse_rg_uf = 'XYZ' where id = ${w.f.lotA}`)).rejects.toThrow();
  });
});
