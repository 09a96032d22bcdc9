import { lotEntity } from '../entities/lot/index.ts';
import { projectSettingsEntity } from '../entities/project-settings.ts';
import { evaluate, type FormContext, type Values } from '../fields/condition.ts';
import { getField } from '../fields/entity.ts';
import { LEGAL_RULES } from './rules.ts';
import { isVacant } from './vacant-rules.ts';
import {
  LEGAL_DOCUMENTS,
  type FieldLink,
  type LegalDocument,
  type LegalFacts,
  type LegalRule,
  type OtherLot,
  type RuleResult,
} from './types.ts';

const SETTINGS_PREFIX = 'settings.';

/** The lot form's tab that shows a field for this lot (the first visible one holding its section). */
function tabOf(field: string, lot: Values, ctx: FormContext): string | null {
  const section = getField(lotEntity, field)?.section;
  if (!section) return null;
  const tabs = (lotEntity.tabs ?? []).filter((t) => t.sections.includes(section));
  return (tabs.find((t) => evaluate(t.when, lot, ctx)) ?? tabs[0])?.key ?? null;
}

/** Where to fix a field a rule names: the lot form's tab, or the project settings. */
export function fieldLink(name: string, lot: Values, ctx: FormContext = {}): FieldLink {
  if (name.startsWith(SETTINGS_PREFIX)) {
    const field = name.slice(SETTINGS_PREFIX.length);
    return {
      resource: 'project-settings',
      field,
      label: getField(projectSettingsEntity, field)?.label ?? field,
      tab: null,
    };
  }
  return { resource: 'lots', field: name, label: getField(lotEntity, name)?.label ?? name, tab: tabOf(name, lot, ctx) };
}

/** `links` false: no field links (the emission gate answers rules and messages only, for thousands of lots). */
function evaluateRule(rule: LegalRule, lot: Values, facts: LegalFacts, ctx: FormContext, links = true): RuleResult {
  const base = {
    id: rule.id,
    title: rule.title,
    article: rule.article,
    description: rule.description,
    severity: rule.severity,
    documents: rule.documents,
    place: rule.place ?? null,
  };
  if ((rule.aboutOccupants && isVacant(lot)) || (rule.applies && !rule.applies(lot, facts)))
    return { ...base, state: 'not_applicable', messages: [], fields: [], lots: [] };
  const findings = rule.check(lot, facts);
  // A warning-only rule never blocks, whatever its check says.
  const blocked = rule.severity === 'blocking' && findings.some((f) => f.state === 'blocked');
  const names = [...new Set(findings.flatMap((f) => f.fields))];
  const lots = new Map<number, OtherLot>();
  for (const other of findings.flatMap((f) => f.lots ?? [])) if (other) lots.set(other.id, other);
  return {
    ...base,
    state: blocked ? 'blocked' : findings.length ? 'warning' : 'passed',
    messages: findings.map((f) => f.message),
    fields: links ? names.map((n) => fieldLink(n, lot, ctx)) : [],
    lots: [...lots.values()],
  };
}

/** Every rule of the catalogue on one lot (the panel and the review). */
export const evaluateLegalRules = (lot: Values, facts: LegalFacts, ctx: FormContext = {}): RuleResult[] =>
  LEGAL_RULES.map((rule) => evaluateRule(rule, lot, facts, ctx));

const BLOCKING = new Map(
  LEGAL_DOCUMENTS.map((document) => [
    document,
    LEGAL_RULES.filter((rule) => rule.severity === 'blocking' && rule.documents.includes(document)),
  ]),
);

/** The rules that refuse this document for the lot (the emission gates; without field links). */
export const blockingRules = (
  lot: Values,
  facts: LegalFacts,
  document: LegalDocument,
  ctx: FormContext = {},
): RuleResult[] =>
  (BLOCKING.get(document) ?? [])
    .map((rule) => evaluateRule(rule, lot, facts, ctx, false))
    .filter((r) => r.state === 'blocked');
