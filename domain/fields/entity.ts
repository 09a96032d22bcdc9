import { both, evaluate, type Condition, type FormContext, type Values } from './condition.ts';
import type { EntityDef, Field, SectionDef, TabDef, View } from './types.ts';

/** Declares an entity, keeping the literal types of its fields. */
export const defineEntity = <const R extends string, const F extends readonly Field[]>(
  entity: EntityDef<R, F>,
): EntityDef<R, F> => entity;

/** The record key of a field: `<name>_id` for a file, `<name>_ids` for files, else the name. */
export const storageKey = (field: Field): string =>
  field.type === 'file' ? `${field.name}_id` : field.type === 'files' ? `${field.name}_ids` : field.name;

/** A field by its name or its storage key. */
export const getField = (entity: EntityDef, name: string): Field | undefined =>
  entity.fields.find((f) => f.name === name) ?? entity.fields.find((f) => storageKey(f) === name);

export const sectionOf = (entity: EntityDef, field: Field): SectionDef | undefined =>
  field.section ? entity.sections?.find((s) => s.key === field.section) : undefined;

/** A field's label under its section's heading: without the words the heading already says (fieldLabelSuffix). */
export const labelInSection = (entity: EntityDef, field: Field): string => {
  const suffix = sectionOf(entity, field)?.fieldLabelSuffix;
  return suffix && field.label.endsWith(suffix) ? field.label.slice(0, -suffix.length) : field.label;
};

/** The full condition under which a field shows: its section's and its own. */
export const visibilityOf = (entity: EntityDef, field: Field): Condition | undefined =>
  both(sectionOf(entity, field)?.when, field.when);

export const isVisible = (entity: EntityDef, field: Field, values: Values, ctx: FormContext = {}): boolean =>
  evaluate(visibilityOf(entity, field), values, ctx);

export const viewsOf = (field: Field): readonly View[] =>
  field.views ?? (field.readOnly ? ['show'] : ['show', 'create', 'edit']);

export const fieldsForView = (entity: EntityDef, view: View): Field[] =>
  entity.fields.filter((f) => viewsOf(f).includes(view));

/** The fields a client may send. */
export const writableFields = (entity: EntityDef): Field[] => entity.fields.filter((f) => !f.readOnly);

/** Keeps only the keys a client may send (drops id, computed and display fields). */
export const writableValues = (entity: EntityDef, record: Values): Record<string, unknown> =>
  Object.fromEntries(
    writableFields(entity)
      .map(storageKey)
      .filter((key) => record[key] !== undefined)
      .map((key) => [key, record[key]]),
  );

export const fieldsOfSection = (entity: EntityDef, section: string): Field[] =>
  entity.fields.filter((f) => f.section === section);

export const fieldsOfTab = (entity: EntityDef, tab: TabDef): Field[] =>
  tab.sections.flatMap((s) => fieldsOfSection(entity, s));

/** Whether one of the tab's fields is in `errors` (a form's errors by storage key): its label turns red. */
export const tabHasError = (entity: EntityDef, tab: TabDef, errors: Readonly<Record<string, unknown>>): boolean =>
  fieldsOfTab(entity, tab).some((f) => errors[storageKey(f)]);

export const visibleTabs = (entity: EntityDef, values: Values, ctx: FormContext = {}): TabDef[] =>
  (entity.tabs ?? []).filter((t) => evaluate(t.when, values, ctx));

/** Stamps every editable row carries (docs/architecture.md#shared-pieces), read-only everywhere. */
export const RECORD_STAMPS = ['created_at', 'updated_at', 'created_by', 'updated_by'] as const;

/**
 * Whether a field is a column its table takes from the declaration (server/db/schema/
 * domain-columns.ts): not the id, the stamps, references (the table declares its links),
 * `files` (rows of a join table) or values stored as `computed`.
 */
export const isDerivedColumn = (field: Field): boolean =>
  field.name !== 'id' &&
  !(RECORD_STAMPS as readonly string[]).includes(field.name) &&
  field.type !== 'reference' &&
  field.type !== 'files' &&
  field.storage !== 'computed';

/**
 * How a record key relates to the entity: a key a client may send, a read-only one (id,
 * computed values, stamps, and the file objects shown beside file ids), or unknown.
 */
export const keyKind = (entity: EntityDef, key: string): 'writable' | 'readOnly' | 'unknown' => {
  const field = getField(entity, key);
  if (!field) return (RECORD_STAMPS as readonly string[]).includes(key) ? 'readOnly' : 'unknown';
  if (field.readOnly || storageKey(field) !== key) return 'readOnly';
  return 'writable';
};
