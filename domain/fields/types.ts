import type { ChoiceValue, Enumeration } from '../enums/choice.ts';
import type { Condition } from './condition.ts';

/** The kinds of field (docs/architecture.md#the-domain). Each has one stored form, one input and one check. */
export type FieldType =
  | 'text'
  | 'longText'
  | 'richText'
  | 'password'
  | 'cpf'
  | 'cnpj'
  | 'cep'
  | 'nis'
  | 'cnm'
  | 'protocol'
  | 'phone'
  | 'email'
  | 'money'
  | 'decimal'
  | 'number'
  | 'integer'
  | 'date'
  | 'datetime'
  | 'boolean'
  | 'choice'
  | 'multiChoice'
  | 'file'
  | 'files'
  | 'reference'
  | 'incomeRange'
  | 'json';

/**
 * How a field is stored when its type's own column does not fit; read by the database schema
 * (server/db/schema/domain-columns.ts), which maps every other field by its type alone.
 * - `computed`: worked out when answering (counts, assignees); no column.
 * - `sortedName`: a name people read and sort: text with the ICU root collation.
 * - `float`: a surveyed measure kept as typed (double precision), not rounded to cents.
 */
export type Storage = 'computed' | 'sortedName' | 'float';

/**
 * Whose personal data a lot field is, when not the owner's: `partner` (the spouse's or
 * companion's own documents) or `couple` (documents about both). The LGPD removal erases
 * them with that person (server/removal/).
 */
export type DataSubject = 'partner' | 'couple';

/**
 * Screens a field appears on. `quickCreate` is the short inline form (e.g. Cadastrar Lote);
 * `report` makes a lot field one of the columns the custom report (XLSX) may include, after
 * the spec's own (domain/entities/custom-report.ts).
 */
export type View = 'list' | 'show' | 'create' | 'edit' | 'quickCreate' | 'report';

/** The two parts of a lot's registration whose completion is recorded (docs/screens.md#screens progress). */
export type CompletenessPart = 'social' | 'improvements';

/** A field the review ('Executar Análise') needs filled, optionally only under a condition. */
export type CompletenessRule = CompletenessPart | { readonly part: CompletenessPart; readonly when: Condition };

export interface FieldCommon<N extends string = string> {
  /** The spec's snake_case name: API key and database column (files: see storageKey). */
  readonly name: N;
  readonly label: string;
  /** The heading of a narrow table column (the documents' household tables); the label by default. */
  readonly short?: string;
  /** `'create'`: needed when creating only (a user's password). */
  readonly required?: boolean | 'create';
  /** Characters for text, value for numbers, options for multi-choice. */
  readonly min?: number;
  readonly max?: number;
  /** Display mask in `#` notation; the type's own mask by default. */
  readonly mask?: string;
  /** Computed or set by the server; never accepted in create or update bodies. */
  readonly readOnly?: boolean;
  /** Shown (and checked) only when this holds; the section's condition applies too. */
  readonly when?: Condition;
  /** Key of the entity section the field sits in. */
  readonly section?: string;
  /** Screens; by default show/create/edit, or show only when read-only. */
  readonly views?: readonly View[];
  /** Needed for the lot review. */
  readonly completeness?: CompletenessRule;
  /** Dates: must not lie in the future (MESSAGES.pastDate). */
  readonly past?: boolean;
  /** Replaces the generic 'Campo obrigatório'. */
  readonly requiredMessage?: string;
  readonly helperText?: string;
  /** See `Storage`; by default the field's type decides its column. */
  readonly storage?: Storage;
  /** The value a new record starts with: the column is then NOT NULL with this default. */
  readonly initial?: ChoiceValue | boolean;
  /** A listed field the list may not be sorted by (`false`); references never sort it. */
  readonly sortable?: false;
  /** See `DataSubject`; the owner's by default. */
  readonly subject?: DataSubject;
}

export type ScalarType = Exclude<FieldType, 'choice' | 'multiChoice' | 'file' | 'files' | 'reference'>;

export interface ScalarField<N extends string = string, T extends ScalarType = ScalarType> extends FieldCommon<N> {
  readonly type: T;
}

export interface ChoiceField<N extends string = string, V extends ChoiceValue = ChoiceValue> extends FieldCommon<N> {
  readonly type: 'choice';
  readonly choices: Enumeration<V>;
}

export interface MultiChoiceField<
  N extends string = string,
  V extends ChoiceValue = ChoiceValue,
> extends FieldCommon<N> {
  readonly type: 'multiChoice';
  readonly choices: Enumeration<V>;
  /** Options that stand alone ("SEM ENERGIA ELÉTRICA"): marked, no other may be. */
  readonly alone?: readonly V[];
  /** Pairs of options that contradict each other ("ÁGUA CANALIZADA NO DOMICÍLIO", "SEM ÁGUA CANALIZADA"). */
  readonly opposites?: readonly (readonly [V, V])[];
}

/** What an upload accepts: images (also heic and pdf, docs/validation.md#validation) or any document. */
export type FileAccept = 'image' | 'document';

export interface FileField<N extends string = string> extends FieldCommon<N> {
  readonly type: 'file';
  readonly accept: FileAccept;
}

export interface FilesField<N extends string = string> extends FieldCommon<N> {
  readonly type: 'files';
  readonly accept: FileAccept;
  /** At most this many files (10 for other documents, docs/validation.md#validation). */
  readonly limit: number;
}

/** The resources a reference may point to (react-admin resource names). */
export type ResourceName = 'projects' | 'blocks' | 'streets' | 'lots' | 'users' | 'files';

export interface ReferenceField<N extends string = string> extends FieldCommon<N> {
  readonly type: 'reference';
  readonly reference: ResourceName;
  /** A list of ids (e.g. a block's streets_ids). */
  readonly multiple?: boolean;
}

export type Field = ScalarField | ChoiceField | MultiChoiceField | FileField | FilesField | ReferenceField;

/** A group of fields on a screen, e.g. the lot's "Proprietário". */
export interface SectionDef {
  readonly key: string;
  readonly label: string;
  readonly when?: Condition;
  /**
   * Words the labels of the section's fields end with that the section's heading already says
   * (' do(a) cônjuge ou companheiro(a)'): a screen showing the field under that heading leaves them
   * out, so the label fits a phone; everywhere else (a report's column, the review's list of what is
   * missing) the label is whole.
   */
  readonly fieldLabelSuffix?: string;
}

/** A tab of a tabbed screen, made of sections (a section may sit in several tabs). */
export interface TabDef {
  readonly key: string;
  readonly label: string;
  readonly sections: readonly string[];
  readonly when?: Condition;
}

export interface EntityDef<R extends string = string, F extends readonly Field[] = readonly Field[]> {
  /** The react-admin resource / API path segment. */
  readonly resource: R;
  readonly label: string;
  readonly pluralLabel: string;
  readonly fields: F;
  readonly sections?: readonly SectionDef[];
  readonly tabs?: readonly TabDef[];
  /** The field that names a record (react-admin recordRepresentation). */
  readonly recordRepresentation?: string;
}
