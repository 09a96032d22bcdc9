import { describe, expect, it } from 'vitest';
import { REURB_E, REURB_S } from '../enums/project.ts';
import { lotRegistryDeadlines, type LotClockRow } from './deadlines.ts';

const lot = (lot_id: number, reurb_modality: LotClockRow['reurb_modality']): LotClockRow => ({
  lot_id,
  lot_name: `Lote ${lot_id}`,
  block_name: 'Quadra A',
  registry_prenotacao_on: null,
  registry_exigencia_on: null,
  registry_registered_on: null,
  title_emitted_on: '2026-03-10',
  reurb_modality,
  real_right: null,
});

describe("the lots' registry clocks (Decreto 9.310/2018 arts. 42, 53 and 56)", () => {
  it('gives a Reurb-S lot with a título the year to present it free of fees, met by its prenotação', () => {
    const [isencao] = lotRegistryDeadlines([lot(1, REURB_S)], {}, '2026-06-01');
    expect(isencao).toMatchObject({
      id: 'isencao_registro:lote-1',
      starts_on: '2026-03-10',
      due_on: '2027-03-10',
      state: 'running',
    });
    expect(isencao.subject).toBe('Lote 1 (Quadra A): título emitido em 10/03/2026');
    const presented = { ...lot(1, REURB_S), registry_prenotacao_on: '2026-05-02' };
    const [prenotado, met] = lotRegistryDeadlines([presented], {}, '2026-06-01');
    expect(prenotado.kind).toBe('qualificacao_registral');
    expect(met).toMatchObject({ kind: 'isencao_registro', state: 'met', met_on: '2026-05-02' });
  });

  it('gives a Reurb-E lot no such clock (art. 53: the exemption is of the Reurb-S), and keeps it when the modality is not said', () => {
    const clocks = lotRegistryDeadlines([lot(1, REURB_E), lot(2, null), lot(3, REURB_S)], {}, '2026-06-01');
    expect(clocks.map((c) => c.id)).toEqual(['isencao_registro:lote-2', 'isencao_registro:lote-3']);
    const prenotadoE = { ...lot(4, REURB_E), registry_prenotacao_on: '2026-05-02' };
    expect(lotRegistryDeadlines([prenotadoE], {}, '2026-06-01').map((c) => c.kind)).toEqual(['qualificacao_registral']);
  });

  it('counts five years from a legitimação de posse’s registration to its conversion into property (art. 19), met on its own', () => {
    const posse = {
      ...lot(5, REURB_S),
      title_emitted_on: null,
      real_right: 'LEGITIMACAO_POSSE',
      registry_registered_on: '2021-12-10',
    };
    // The right arises by itself on the day (rollsToBusinessDay false): no business day is looked for.
    const [running] = lotRegistryDeadlines([posse], {}, '2026-06-01');
    expect(running).toMatchObject({
      id: 'conversao_posse:lote-5',
      starts_on: '2021-12-10',
      due_on: '2026-12-10',
      state: 'running',
      met_on: null,
      subject: 'Lote 5 (Quadra A): legitimação de posse registrada em 10/12/2021',
    });
    expect(lotRegistryDeadlines([posse], {}, '2026-12-05')[0].state).toBe('due_soon');
    // Once the five years have passed, converted: never "vencido", nobody had to act.
    expect(lotRegistryDeadlines([posse], {}, '2026-12-11')[0]).toMatchObject({ state: 'met', met_on: '2026-12-10' });
    // Not registered yet, or another right: no conversion to count.
    expect(lotRegistryDeadlines([{ ...posse, registry_registered_on: null }], {}, '2026-06-01')).toEqual([]);
    expect(lotRegistryDeadlines([{ ...posse, real_right: 'LEGITIMACAO_FUNDIARIA' }], {}, '2026-06-01')).toEqual([]);
  });
});
