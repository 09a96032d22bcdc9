import { evaluate, isEmptyValue, type FormContext, type Values } from '../fields/condition.ts';
import { isVisible, storageKey } from '../fields/entity.ts';
import type { CompletenessPart, EntityDef, Field } from '../fields/types.ts';

/** Something the review found missing, to show the user. */
export interface MissingItem {
  /** Record key (a file's is `<name>_id`). */
  field: string;
  /** pt-BR, e.g. 'Certidão de casamento' or 'Filho(a) 2 (Ana): Data de nascimento'. */
  label: string;
  part: CompletenessPart;
  kind: 'field' | 'document';
  /** Which record: the lot itself, or a child or resident. */
  resource: string;
  recordId?: number | string;
}

const partOf = (field: Field): { part: CompletenessPart; when?: Parameters<typeof evaluate>[0] } | null => {
  const rule = field.completeness;
  if (!rule) return null;
  return typeof rule === 'string' ? { part: rule } : rule;
};

/** A file counts when either its id or its file object is there. */
const hasValue = (field: Field, values: Values): boolean =>
  !isEmptyValue(values[storageKey(field)]) ||
  ((field.type === 'file' || field.type === 'files') && !isEmptyValue(values[field.name]));

/**
 * The fields flagged `completeness` that are shown for this record and empty. Declarative:
 * what the review needs is what the entity declares.
 */
export const missingFields = (
  entity: EntityDef,
  values: Values,
  ctx: FormContext = {},
  labelPrefix = '',
): MissingItem[] =>
  entity.fields.flatMap((field) => {
    const rule = partOf(field);
    if (!rule || !isVisible(entity, field, values, ctx) || !evaluate(rule.when, values, ctx)) return [];
    if (hasValue(field, values)) return [];
    const id = values.id;
    return [
      {
        field: storageKey(field),
        label: labelPrefix + field.label,
        part: rule.part,
        kind: field.type === 'file' || field.type === 'files' ? 'document' : 'field',
        resource: entity.resource,
        ...(typeof id === 'number' || typeof id === 'string' ? { recordId: id } : {}),
      },
    ];
  });
