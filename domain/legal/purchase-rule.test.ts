import { describe, expect, it } from 'vitest';
import { blockingRules } from './evaluate.ts';
import { QUALIFIED_LOT, facts, stateOf } from './test-values.ts';

/** A unit the occupant bought (Decreto 9.310/2018 art. 8º, XV), its documents not yet attached. */
const BOUGHT = { ...QUALIFIED_LOT, real_right: 'COMPRA_VENDA' };
const PAID = { ...BOUGHT, contrato_aquisicao_file_id: 41, quitacao_aquisicao_file_id: 42 };
const ids = (results: { id: string }[]) => results.map((r) => r.id);

describe('compra-venda-quitada (Decreto 9.310/2018 art. 50, parágrafo único)', () => {
  it('holds the CRF back until the contract and the proof that it is paid are on the lot', () => {
    expect(ids(blockingRules(BOUGHT, facts(), 'cert-reg-fund'))).toEqual(['compra-venda-quitada']);
    const result = stateOf('compra-venda-quitada', BOUGHT);
    expect(result.state).toBe('blocked');
    expect(result.messages[0]).toContain('anexe em Documentos o contrato e a prova de quitação');
    expect(result.messages[0]).toContain('art. 50, parágrafo único');
    // Each missing document links to its own upload, on the Documentos tab.
    expect(result.fields.map((f) => [f.field, f.tab])).toEqual([
      ['contrato_aquisicao_file', 'documents'],
      ['quitacao_aquisicao_file', 'documents'],
    ]);
    expect(result.fields[1].label).toBe('Prova de quitação das obrigações do adquirente');
  });

  it('names only what is missing: a contract without its proof of payment is not yet a título hábil', () => {
    const unpaid = stateOf('compra-venda-quitada', { ...BOUGHT, contrato_aquisicao_file_id: 41 });
    expect(unpaid.state).toBe('blocked');
    expect(unpaid.messages[0]).toContain('anexe em Documentos a prova de quitação.');
    expect(unpaid.fields.map((f) => f.field)).toEqual(['quitacao_aquisicao_file']);
  });

  it('passes with both, and does not apply to other rights nor to the títulos', () => {
    expect(stateOf('compra-venda-quitada', PAID).state).toBe('passed');
    expect(ids(blockingRules(PAID, facts(), 'cert-reg-fund'))).toEqual([]);
    expect(stateOf('compra-venda-quitada').state).toBe('not_applicable');
    // The título de legitimação fundiária is refused by its own rule, not by this one.
    expect(ids(blockingRules(PAID, facts(), 'titulo-legitimacao'))).toEqual(['titulo-so-legitimacao-fundiaria']);
  });
});
