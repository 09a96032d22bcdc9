import { describe, expect, it } from 'vitest';
import { partyPending, type PartyProgressFacts } from '../procedure/parties.ts';
import { blockingRules } from './evaluate.ts';
import { QUALIFIED_LOT, facts, stateOf } from './test-values.ts';
import type { NotifiedPartyFact } from './types.ts';

const settled: PartyProgressFacts = {
  notified_on: '2026-09-01',
  impugnation_on: null,
  tacit_agreement_on: '2026-10-02',
  decision: null,
  decision_notified_on: null,
  appeal_on: null,
  appeal_window_closed_on: null,
  appeal_resolved_on: null,
  composition_resolved_on: null,
};

describe("partyPending: what a notified party's notice still waits for (Decreto 9.310 art. 24)", () => {
  it('follows the notice from the AR to the appeal’s resolution, and settles on silence, acceptance or no appeal', () => {
    const at = (over: Partial<PartyProgressFacts>) => partyPending({ ...settled, ...over });
    expect(at({ notified_on: null, tacit_agreement_on: null })).toBe('notificacao');
    expect(at({ tacit_agreement_on: null })).toBe('impugnacao');
    expect(at({})).toBeNull();
    const impugned = { tacit_agreement_on: null, impugnation_on: '2026-09-10' };
    expect(at(impugned)).toBe('decisao');
    expect(at({ ...impugned, decision: 'acolhida' })).toBeNull();
    const rejected = { ...impugned, decision: 'rejeitada' };
    expect(at(rejected)).toBe('notificacao-decisao');
    expect(at({ ...rejected, decision_notified_on: '2026-09-20' })).toBe('recurso');
    expect(at({ ...rejected, decision_notified_on: '2026-09-20', appeal_window_closed_on: '2026-10-06' })).toBeNull();
    const appealed = { ...rejected, decision_notified_on: '2026-09-20', appeal_on: '2026-09-25' };
    expect(at(appealed)).toBe('resolucao-recurso');
    expect(at({ ...appealed, appeal_resolved_on: '2026-10-20' })).toBeNull();
  });

  it('holds an impugnação not accepted, in whole or in part, until its composition ends (art. 24, § 7º; art. 27, § 2º)', () => {
    const at = (over: Partial<PartyProgressFacts>) => partyPending({ ...settled, ...over });
    const impugned = { tacit_agreement_on: null, impugnation_on: '2026-09-10' };
    for (const decision of ['acolhida-parcialmente', 'nao-acolhida']) {
      expect(at({ ...impugned, decision })).toBe('composicao');
      // The decision's notice starts no appeal: § 10's 15 days are the unfounded impugnação's alone.
      expect(at({ ...impugned, decision, decision_notified_on: '2026-09-20' })).toBe('composicao');
      expect(at({ ...impugned, decision, composition_resolved_on: '2026-11-02' })).toBeNull();
    }
    // Accepted in whole, nothing goes to composition; a rejection waits for its own steps, whatever is recorded.
    expect(at({ ...impugned, decision: 'acolhida', composition_resolved_on: null })).toBeNull();
    expect(at({ ...impugned, decision: 'rejeitada', composition_resolved_on: '2026-11-02' })).toBe(
      'notificacao-decisao',
    );
  });
});

describe('notificacoes-resolvidas (Decreto 9.310 art. 24, §§ 1º, 3º, 6º, 7º, 10 e 11; art. 27, § 2º)', () => {
  const withParties = (notified_parties: NotifiedPartyFact[]) => facts({}, { notified_parties });
  const party = (name: string, pending: NotifiedPartyFact['pending'], role = 'confrontante') => ({
    role,
    name,
    pending,
  });

  it('passes when every notified party is settled, and refuses both documents while one is not, naming it and why', () => {
    expect(stateOf('notificacoes-resolvidas').state).toBe('passed');
    const open = withParties([
      party('Marta Confrontante', null),
      party('Imobiliária Horizonte Ltda.', 'resolucao-recurso', 'titular'),
      party('João Vizinho', 'impugnacao'),
    ]);
    const r = stateOf('notificacoes-resolvidas', QUALIFIED_LOT, open);
    expect(r.state).toBe('blocked');
    expect(r.messages).toEqual([
      'A Reurb prossegue quando cada notificado concordou ou teve sua impugnação resolvida. Pendentes: ' +
        'Titular de domínio Imobiliária Horizonte Ltda.: recurso sem resolução registrada (art. 24, § 11, e art. 27, § 2º); ' +
        'Confrontante João Vizinho: prazo de 30 dias para impugnação em curso (art. 24, §§ 1º e 6º).',
    ]);
    for (const document of ['cert-reg-fund', 'titulo-legitimacao'] as const)
      expect(blockingRules(QUALIFIED_LOT, open, document).map((b) => b.id)).toContain('notificacoes-resolvidas');
  });

  it('names each pending step in the decree’s words, five parties at most and then how many more', () => {
    const one = (pending: NotifiedPartyFact['pending']) =>
      stateOf('notificacoes-resolvidas', QUALIFIED_LOT, withParties([party('Ana', pending)])).messages[0];
    expect(one('notificacao')).toContain('Confrontante Ana: notificação não registrada (art. 24, § 1º)');
    expect(one('decisao')).toContain('impugnação sem decisão registrada (art. 24, §§ 3º e 10)');
    expect(one('notificacao-decisao')).toContain('o prazo de recurso não começou (art. 24, § 10)');
    expect(one('composicao')).toContain(
      'Confrontante Ana: impugnação não acolhida, no todo ou em parte, sem o fim da composição de conflitos registrado (art. 24, § 7º, e art. 27, § 2º)',
    );
    expect(one('recurso')).toMatch(/Pendente: Confrontante Ana: prazo de 15 dias para recurso .* em curso/);
    const many = withParties(Array.from({ length: 8 }, (_, i) => party(`Vizinho ${i + 1}`, 'impugnacao')));
    const message = stateOf('notificacoes-resolvidas', QUALIFIED_LOT, many).messages[0];
    expect(message).toContain('Confrontante Vizinho 5: prazo');
    expect(message).not.toContain('Vizinho 6');
    expect(message).toMatch(/; e mais 3 notificados\.$/);
  });

  it('only warns when no party is recorded: the notices may be on paper', () => {
    const r = stateOf('notificacoes-resolvidas', QUALIFIED_LOT, withParties([]));
    expect(r.state).toBe('warning');
    expect(r.messages[0]).toMatch(/^Nenhum notificado registrado no procedimento do projeto/);
    expect(blockingRules(QUALIFIED_LOT, withParties([]), 'cert-reg-fund').map((b) => b.id)).not.toContain(
      'notificacoes-resolvidas',
    );
  });
});
