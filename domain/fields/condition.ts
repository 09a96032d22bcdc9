/**
 * When a field, section or tab is shown, as data (so it can be inspected, tested and
 * serialised). Values are read from the record being edited; `projectClass`, `projectModality`
 * and `isNew` come from the surrounding screen.
 */
export type Condition =
  /** The field holds exactly this value. */
  | { readonly field: string; readonly equals: string | number | boolean }
  /** The field's text contains this, ignoring case (pt-BR). */
  | { readonly field: string; readonly contains: string }
  /** The field has a value (not null, empty text or empty list). */
  | { readonly field: string; readonly filled: true }
  | { readonly projectClass: string }
  /** The project's Reurb modality (a lot of a 'mista' project has its own). */
  | { readonly projectModality: string }
  | { readonly isNew: boolean }
  | { readonly allOf: readonly Condition[] }
  | { readonly anyOf: readonly Condition[] };

/** What a condition may know beyond the record itself. */
export interface FormContext {
  /** The class of the project the record belongs to ('MDR' shows the improvements). */
  projectClass?: string | null;
  /** The modality of the record's project (projects.reurb_modality). */
  projectModality?: string | null;
  /** The record is being created (tabs like Filhos need an existing lot). */
  isNew?: boolean;
}

export type Values = Readonly<Record<string, unknown>>;

export const isEmptyValue = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

export const evaluate = (condition: Condition | undefined, values: Values, ctx: FormContext = {}): boolean => {
  if (!condition) return true;
  if ('allOf' in condition) return condition.allOf.every((c) => evaluate(c, values, ctx));
  if ('anyOf' in condition) return condition.anyOf.some((c) => evaluate(c, values, ctx));
  if ('projectClass' in condition) return ctx.projectClass === condition.projectClass;
  if ('projectModality' in condition) return ctx.projectModality === condition.projectModality;
  if ('isNew' in condition) return !!ctx.isNew === condition.isNew;
  const value = values[condition.field];
  if ('equals' in condition) return value === condition.equals;
  if ('contains' in condition) {
    return (
      typeof value === 'string' &&
      value.toLocaleLowerCase('pt-BR').includes(condition.contains.toLocaleLowerCase('pt-BR'))
    );
  }
  return !isEmptyValue(value);
};

/** Both conditions (either may be absent). */
export const both = (a: Condition | undefined, b: Condition | undefined): Condition | undefined =>
  a && b ? { allOf: [a, b] } : (a ?? b);

/** The field names a condition reads, so a form knows what to watch. */
export const fieldsRead = (condition: Condition | undefined): string[] => {
  if (!condition) return [];
  if ('allOf' in condition) return condition.allOf.flatMap(fieldsRead);
  if ('anyOf' in condition) return condition.anyOf.flatMap(fieldsRead);
  return 'field' in condition ? [condition.field] : [];
};
