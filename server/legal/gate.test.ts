import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lots } from '../db/schema/index.ts';
import { cpfOf } from '../emissions/test-kit.ts';
import { lotWorld } from '../lots/test-kit.ts';
import { emissionBlockers } from './gate.ts';
import { QUALIFIED, legalSettings, projectALots } from './test-kit.ts';

/**
 * The legal gate over a selection (gate.ts): the blocked lots with their blocking rules, the
 * same CPF twice in one selection, and the selection judged slice by slice. The rules one lot at
 * a time, across projects and the register, are in legal.test.ts.
 */
let w: Awaited<ReturnType<typeof lotWorld>>;
beforeAll(async () => {
  w = await lotWorld();
  await legalSettings(w.db, w.f.projectA);
});
afterAll(() => w?.ctx.close());

const { lotIn, blockers } = projectALots(() => w);
const lotName = async (id: number) =>
  (await w.db.select({ name: lots.name }).from(lots).where(eq(lots.id, id)))[0].name;

describe('emissionBlockers over a selection', () => {
  it('answers only the blocked lots, with their blocking rules (warnings left out)', async () => {
    const ok = await lotIn({
      ...QUALIFIED,
      cpf: '68358633076',
      spouse_cpf: '53144431044',
      data_ocupacao_imovel: '2020-01-01',
    });
    const empty = await lotIn({ owner_name: 'Sem Dados' });
    const rich = await lotIn({ ...QUALIFIED, cpf: '13371256014', spouse_cpf: '57216422031', income: 9000 });
    const shop = await lotIn({
      ...QUALIFIED,
      cpf: '35542418066',
      spouse_cpf: '80146512006',
      uso_do_lote: 'NAO_RESIDENCIAL',
    });
    const answer = await blockers(w.f.userIds.projectAdmin, w.f.projectA, [ok, empty, rich, shop, 999_999]);
    expect(answer.map((b) => [b.lot_id, b.rules.map((r) => r.id)])).toEqual([
      [empty, ['qualificacao-ocupante', 'direito-real-definido']],
      [rich, ['renda-reurb-s']],
      [shop, ['uso-nao-residencial']],
    ]);
    expect(answer[0].lot_name).toMatch(/^Lote L/);
    expect(answer[0].rules[0].message).toContain('CPF do(a) titular');
    expect(answer[1].rules[0].article).toContain('Decreto 9.310/2018, art. 6º');
  });

  it("a married spouse's income counts in the family income of the Reurb-S ceiling (Decreto 9.310/2018 art. 6º)", async () => {
    // Cap 3 × R$ 1.518,00 = R$ 4.554,00: the holder's R$ 1.500,00 alone is under it, with the spouse's over it.
    const spouseCpf = cpfOf('602214076');
    const under = await lotIn({ ...QUALIFIED, cpf: cpfOf('662607015'), spouse_cpf: spouseCpf, companion_income: 3000 });
    const over = await lotIn({
      ...QUALIFIED,
      cpf: cpfOf('137035999'),
      spouse_cpf: cpfOf('918273645'),
      companion_income: 3500,
    });
    const answer = await blockers(w.f.userIds.projectAdmin, w.f.projectA, [under, over]);
    expect(answer.map((b) => [b.lot_id, b.rules.map((r) => r.id)])).toEqual([[over, ['renda-reurb-s']]]);
    expect(answer[0].rules[0].message).toContain('R$ 5.000,00');
  });

  it('the same CPF on two lots of one selection blocks both', async () => {
    const a = await lotIn({ ...QUALIFIED, cpf: '87748248800', spouse_cpf: '23100927036' });
    const b = await lotIn({ ...QUALIFIED, cpf: '87748248800', spouse_cpf: '61542326087' });
    const answer = await blockers(w.f.userIds.projectAdmin, w.f.projectA, [a, b]);
    expect(answer.map((x) => x.lot_id)).toEqual([a, b]);
    expect(answer[0].rules[0]).toMatchObject({ id: 'legitimacao-unica' });
    expect(answer[0].rules[0].message).toContain('desta mesma emissão');
    // Each blocked lot with its block: lots of different blocks often share a name.
    expect(answer[0]).toMatchObject({ block_name: 'Quadra 01' });
    expect(answer[0].rules[0].message).toContain(`em ${await lotName(b)} (Quadra 01), desta mesma emissão`);
  });

  it('a home and a shop of the same person in one selection do not block each other ("com a mesma finalidade")', async () => {
    const cpf = '62481037553';
    const home = await lotIn({ ...QUALIFIED, cpf, spouse_cpf: '40811223345', uso_do_lote: 'RESIDENCIAL' });
    const shop = await lotIn({
      ...QUALIFIED,
      cpf,
      spouse_cpf: '50988776600',
      uso_do_lote: 'NAO_RESIDENCIAL',
      public_interest_act_number: 'Decreto nº 77/2025',
      public_interest_act_date: '2025-05-02',
    });
    expect(await blockers(w.f.userIds.projectAdmin, w.f.projectA, [home, shop])).toEqual([]);
  });

  it('judges a selection slice by slice, letting other requests in between, with the same answer', async () => {
    const cpf = cpfOf('314159265');
    const selection = [
      await lotIn({ ...QUALIFIED, cpf, spouse_cpf: cpfOf('271828182') }),
      await lotIn({ owner_name: 'Sem Dados' }),
      await lotIn({ ...QUALIFIED, cpf: cpfOf('161803398'), spouse_cpf: cpfOf('141421356'), income: 9000 }),
      // The first lot's holder again, in another slice: both are blocked (legitimação única).
      await lotIn({ ...QUALIFIED, cpf, spouse_cpf: cpfOf('173205080') }),
      await lotIn({ ...QUALIFIED, cpf: cpfOf('223606797'), spouse_cpf: cpfOf('264575131') }),
    ];
    const whole = await blockers(w.f.userIds.projectAdmin, w.f.projectA, selection);
    expect(whole.map((b) => b.lot_id)).toEqual([selection[0], selection[1], selection[2], selection[3]]);
    let turns = 0;
    const count = () => {
      turns += 1;
      if (!done) setImmediate(count);
    };
    let done = false;
    setImmediate(count);
    const sliced = await emissionBlockers(
      w.db,
      { userId: w.f.userIds.projectAdmin, projectId: w.f.projectA, kind: 'titulo-legitimacao', lotIds: selection },
      2,
    );
    done = true;
    expect(sliced).toEqual(whole);
    // Three slices of two: a turn of the event loop before the second and the third.
    expect(turns).toBeGreaterThanOrEqual(2);
  });

  it('an empty selection has no blockers', async () => {
    expect(await blockers(w.f.userIds.projectAdmin, w.f.projectA, [])).toEqual([]);
  });
});
