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
