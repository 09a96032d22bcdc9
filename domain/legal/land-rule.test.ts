import { describe, expect, it } from 'vitest';
import { blockingRules } from './evaluate.ts';
import { QUALIFIED_LOT, facts, stateOf } from './test-values.ts';

/** A qualified occupant to whom the CRF would confer the legitimação de posse. */
const POSSE = { ...QUALIFIED_LOT, real_right: 'LEGITIMACAO_POSSE' };
const ID = 'legitimacao-posse-area-publica';
const onLand = (land: string | null) => facts({}, { land_ownership: land });

describe('legitimacao-posse-area-publica (Decreto 9.310/2018 art. 18, § 2º)', () => {
  it('holds the CRF back on public land, pointing to the right and the settings', () => {
    const result = stateOf(ID, POSSE, onLand('PUBLICA'));
    expect(result.state).toBe('blocked');
    expect(result.messages[0]).toContain('onde a legitimação de posse não se aplica');
    expect(result.messages[0]).toContain('art. 16, § 4º');
    expect(result.fields.map((f) => [f.resource, f.field])).toEqual([
      ['lots', 'real_right'],
      ['project-settings', 'land_ownership'],
    ]);
    expect(blockingRules(POSSE, onLand('PUBLICA'), 'cert-reg-fund').map((r) => r.id)).toContain(ID);
  });

  it('passes on private land, the núcleo’s or the unit’s own', () => {
    expect(stateOf(ID, POSSE, onLand('PRIVADA')).state).toBe('passed');
    expect(stateOf(ID, { ...POSSE, land_ownership: 'PRIVADA' }, onLand('MISTA')).state).toBe('passed');
    // The unit's own answer wins over the núcleo's.
    const publicUnit = stateOf(ID, { ...POSSE, land_ownership: 'PUBLICA' }, onLand('PRIVADA'));
    expect(publicUnit.state).toBe('blocked');
    expect(publicUnit.fields.map((f) => f.field)).toEqual(['real_right', 'land_ownership']);
  });

  it('asks the unit’s land in a núcleo over both, and only warns when nobody said', () => {
    const both = stateOf(ID, POSSE, onLand('MISTA'));
    expect(both.state).toBe('blocked');
    expect(both.messages[0]).toContain('informe no lote a titularidade da área da unidade');
    expect(both.fields.map((f) => [f.field, f.tab])).toEqual([['land_ownership', 'registry']]);
    const unknown = stateOf(ID, POSSE, onLand(null));
    expect(unknown.state).toBe('warning');
    expect(blockingRules(POSSE, onLand(null), 'cert-reg-fund').map((r) => r.id)).not.toContain(ID);
  });

  it('does not apply to the legitimação fundiária, which the public titular may confer (art. 16, § 4º)', () => {
    expect(stateOf(ID, QUALIFIED_LOT, onLand('PUBLICA')).state).toBe('not_applicable');
    expect(blockingRules(QUALIFIED_LOT, onLand('PUBLICA'), 'cert-reg-fund')).toEqual([]);
  });
});

describe('valor-justo-reurb-e (Decreto 9.310/2018 art. 9º)', () => {
  const FAIR = 'valor-justo-reurb-e';
  const reurbE = (land: string | null) => facts({}, { reurb_modality: 'E', land_ownership: land });

  it('holds the CRF and the título back on public land in Reurb-E until the fair value is paid', () => {
    const result = stateOf(FAIR, QUALIFIED_LOT, reurbE('PUBLICA'));
    expect(result.state).toBe('blocked');
    expect(result.messages[0]).toContain('informe no lote o valor justo e a data do pagamento.');
    expect(result.fields.map((f) => [f.field, f.tab])).toEqual([
      ['valor_justo', 'registry'],
      ['valor_justo_pago_em', 'registry'],
    ]);
    for (const document of ['cert-reg-fund', 'titulo-legitimacao'] as const)
      expect(blockingRules(QUALIFIED_LOT, reurbE('PUBLICA'), document).map((r) => r.id)).toContain(FAIR);
    const paid = { ...QUALIFIED_LOT, valor_justo: 48000, valor_justo_pago_em: '2026-02-01' };
    expect(stateOf(FAIR, paid, reurbE('PUBLICA')).state).toBe('passed');
    expect(stateOf(FAIR, { ...paid, valor_justo_pago_em: null }, reurbE('PUBLICA')).messages[0]).toContain(
      'informe no lote a data do pagamento.',
    );
  });

  it('reads the unit’s modality in a Reurb mista and its own land in a núcleo over both', () => {
    const mista = facts({}, { reurb_modality: 'mista', land_ownership: 'MISTA' });
    const unit = { ...QUALIFIED_LOT, reurb_modality: 'E', land_ownership: 'PUBLICA' };
    expect(stateOf(FAIR, unit, mista).state).toBe('blocked');
    expect(stateOf(FAIR, { ...unit, reurb_modality: 'S' }, mista).state).toBe('not_applicable');
    expect(stateOf(FAIR, { ...unit, land_ownership: 'PRIVADA' }, mista).state).toBe('not_applicable');
  });

  it('does not apply in Reurb-S, on private land, nor where nobody said whose land it is', () => {
    expect(stateOf(FAIR, QUALIFIED_LOT, onLand('PUBLICA')).state).toBe('not_applicable');
    expect(stateOf(FAIR, QUALIFIED_LOT, reurbE('PRIVADA')).state).toBe('not_applicable');
    expect(stateOf(FAIR, QUALIFIED_LOT, reurbE(null)).state).toBe('not_applicable');
  });
});
