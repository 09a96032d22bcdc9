import { evaluateLegalRules } from '../../domain/legal/evaluate.ts';
import { legalRule } from '../../domain/legal/rules.ts';
import type { OtherLot, RuleResult } from '../../domain/legal/types.ts';
import { lotEntity } from '../../domain/entities/lot/index.ts';
import { getField } from '../../domain/fields/entity.ts';
import type { Actor } from '../../domain/roles.ts';
import type { Conn } from '../lots/conn.ts';
import type { ReviewWarning } from '../../domain/api/lot-actions.ts';
import { lotFacts } from './gate.ts';
import type { LotValues } from './lookups.ts';

/** The rules whose finding asks a person to look at the lot (review status to_review). */
const NEEDS_A_PERSON = new Set([
  'legitimacao-unica',
  'cpf-em-outro-lote',
  'conjuge-de-outro-titular',
  'cpf-titular-igual-conjuge',
]);
const DUPLICATE = 'cpf-em-outro-lote';

export interface LegalReview {
  /** Every rule that did not pass (blocked or warning), as the panel shows them. */
  legal: RuleResult[];
  /** The CPF found on other lots, one per person (the review's duplicate-CPF warning, now the catalogue's rule). */
  warnings: ReviewWarning[];
  /** Something only a person can settle (a CPF elsewhere, a legitimação already given). */
  toReview: boolean;
}

/** 'Executar Análise': the legal rules on the lot, inside the review's transaction. */
export async function legalReview(
  conn: Conn,
  actor: Actor,
  lot: LotValues,
  projectClass: string | null,
): Promise<LegalReview> {
  const facts = await lotFacts(conn, actor, lot);
  const results = evaluateLegalRules(lot, facts, { projectClass, isNew: false });
  const rule = legalRule(DUPLICATE)!;
  const warnings = rule.check(lot, facts).map((finding): ReviewWarning => {
    const field = finding.fields[0];
    return {
      kind: 'duplicate_cpf',
      field,
      label: getField(lotEntity, field)?.label ?? field,
      message: `${finding.message} (${rule.article})`,
      legal_basis: rule.article,
      occurrences: finding.lots?.length ?? 0,
      lots: (finding.lots ?? []).filter((l): l is OtherLot => l !== null),
    };
  });
  const legal = results.filter((r) => r.state === 'blocked' || r.state === 'warning');
  return { legal, warnings, toReview: legal.some((r) => NEEDS_A_PERSON.has(r.id)) };
}
