import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalSettings } from './test-kit.ts';
import { emissionWorld, qualifiedLot, type EmissionWorld } from '../emissions/test-kit.ts';

/**
 * The legitimação de posse on public land (Decreto 9.310/2018 art. 18, § 2º), through the real
 * routes: the núcleo's land in the settings, the unit's on the lot when the núcleo is over both,
 * and the CRF refused where the posse cannot be conferred.
 */
let w: EmissionWorld['w'];
let admin: EmissionWorld['admin'];
let posse: number;
beforeAll(async () => {
  ({ w, admin } = await emissionWorld());
  posse = await qualifiedLot(w.db, { block_id: w.f.blockA, project_id: w.f.projectA }, 'Rosa Possuidora', {
    real_right: 'LEGITIMACAO_POSSE',
    // The legitimação de posse identifies the time of the occupation (art. 18, caput).
    data_ocupacao_imovel: '2012-05-10',
    inscricao_imobiliaria: 'POS.001',
  });
}, 60_000);
afterAll(() => w?.ctx.close());

const settings = (body: Record<string, unknown>) =>
  w.call('projectAdmin', 'PATCH', `/projects/${w.f.projectA}/settings`, body);
const ruleOf = async () => {
  const { body } = await w.call('member', 'GET', `/lots/${posse}/legal`);
  return {
    allowed: body.crf_allowed as boolean,
    rule: body.rules.find((r: { id: string }) => r.id === 'legitimacao-posse-area-publica'),
  };
};
const emit = () =>
  w.ctx.app.inject({
    method: 'GET',
    url: `/api/projects/${w.f.projectA}/cert-reg-fund?inscricao_imobiliaria=POS`,
    headers: admin,
  });

describe('the legitimação de posse only on private land (Decreto 9.310/2018 art. 18, § 2º)', () => {
  it('warns while nobody said whose land the núcleo is on, and the CRF goes on', async () => {
    const { allowed, rule } = await ruleOf();
    expect(rule.state).toBe('warning');
    expect(allowed).toBe(true);
  });

  it('refuses the CRF once the settings say the núcleo is on public land', async () => {
    const saved = await settings({ land_ownership: 'PUBLICA' });
    expect(saved.status).toBe(200);
    expect(saved.body.land_ownership).toBe('PUBLICA');
    const { allowed, rule } = await ruleOf();
    expect([allowed, rule.state]).toEqual([false, 'blocked']);
    const refused = await emit();
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('legitimacao-posse-area-publica');
    // A value outside the enumeration is a 400, never stored.
    expect((await settings({ land_ownership: 'ESTADUAL' })).status).toBe(400);
  });

  it('over public and private land, asks the unit’s, and lets the CRF go once it is private', async () => {
    expect((await settings({ land_ownership: 'MISTA' })).status).toBe(200);
    const asked = await ruleOf();
    expect(asked.rule.state).toBe('blocked');
    expect(asked.rule.fields.map((f: { field: string }) => f.field)).toEqual(['land_ownership']);
    const marked = await w.call('projectAdmin', 'PATCH', `/lots/${posse}`, { land_ownership: 'PRIVADA' });
    expect(marked.status).toBe(200);
    expect(marked.body.land_ownership).toBe('PRIVADA');
    // A lot says public or private: "both" is the núcleo's answer only.
    expect((await w.call('projectAdmin', 'PATCH', `/lots/${posse}`, { land_ownership: 'MISTA' })).status).toBe(400);
    const { allowed, rule } = await ruleOf();
    expect([allowed, rule.state]).toEqual([true, 'passed']);
    const emitted = await emit();
    expect(emitted.statusCode, emitted.body.slice(0, 300)).toBe(200);
  });
});

describe('Reurb-E on public land waits for the fair value paid (Decreto 9.310/2018 art. 9º)', () => {
  let unit: number;
  beforeAll(async () => {
    // A Reurb mista over public and private land: this unit is Reurb-E, on the public part.
    await legalSettings(
      w.db,
      w.f.projectA,
      { land_ownership: 'MISTA', works_responsible: 'Incorporadora Beta Ltda.' },
      'mista',
    );
    unit = await qualifiedLot(w.db, { block_id: w.f.blockA, project_id: w.f.projectA }, 'Sérgio Comerciante', {
      real_right: 'LEGITIMACAO_FUNDIARIA',
      reurb_modality: 'E',
      land_ownership: 'PUBLICA',
      inscricao_imobiliaria: 'VJ.001',
    });
  }, 60_000);

  const fairValue = async () => {
    const { body } = await w.call('member', 'GET', `/lots/${unit}/legal`);
    return body.rules.find((r: { id: string }) => r.id === 'valor-justo-reurb-e');
  };

  it('refuses the CRF and the título until the lot records the value and the day it was paid', async () => {
    const before = await fairValue();
    expect(before.state).toBe('blocked');
    expect(before.fields.map((f: { field: string }) => f.field)).toEqual(['valor_justo', 'valor_justo_pago_em']);
    for (const kind of ['cert-reg-fund', 'titulo-legitimacao']) {
      const refused = await w.ctx.app.inject({
        method: 'GET',
        url: `/api/projects/${w.f.projectA}/${kind}?inscricao_imobiliaria=VJ`,
        headers: admin,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.body).toContain('valor-justo-reurb-e');
    }
    // A payment in the future is not a payment: 400, nothing stored.
    const future = await w.call('projectAdmin', 'PATCH', `/lots/${unit}`, { valor_justo_pago_em: '2099-01-01' });
    expect(future.status).toBe(400);
    const paid = await w.call('projectAdmin', 'PATCH', `/lots/${unit}`, {
      valor_justo: 48000.5,
      valor_justo_pago_em: '2026-02-01',
    });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ valor_justo: 48000.5, valor_justo_pago_em: '2026-02-01' });
    expect((await fairValue()).state).toBe('passed');
  });
});
