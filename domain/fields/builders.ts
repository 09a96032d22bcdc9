import type { ChoiceValue, Enumeration } from '../enums/choice.ts';
import type {
  ChoiceField,
  Field,
  FieldCommon,
  FileAccept,
  FileField,
  FilesField,
  MultiChoiceField,
  ReferenceField,
  ResourceName,
  ScalarField,
  ScalarType,
} from './types.ts';

/**
 * One-line field declarations: `text('owner_name', 'Nome', { min: 3 })`. The builders keep
 * the literal name and choice values in the types, so `EntityValues` can type a record.
 */
export type FieldOptions = Omit<FieldCommon, 'name' | 'label'>;

/**
 * The options stay in the field's type too (`required: true`, `storage`, `initial`…), so the
 * database schema can type the column it derives (NOT NULL, collation) from the declaration.
 */
const scalar =
  <T extends ScalarType>(type: T) =>
  <const N extends string, const O extends FieldOptions = FieldOptions>(
    name: N,
    label: string,
    options: O = {} as O,
  ): ScalarField<N, T> & O => ({
    ...options,
    name,
    label,
    type,
  });

export const text = scalar('text');
export const longText = scalar('longText');
export const richText = scalar('richText');
export const password = scalar('password');
export const cpf = scalar('cpf');
export const cnpj = scalar('cnpj');
export const cep = scalar('cep');
export const nis = scalar('nis');
/** Código Nacional de Matrícula, stored as its 16 digits (domain/registry/cnm.ts). */
export const cnm = scalar('cnm');
/** The lot's public protocol (domain/registry/protocol.ts), stored as its 10 characters, shown `XXXXX-XXXXX`. */
export const protocol = scalar('protocol');
export const phone = scalar('phone');
export const email = scalar('email');
/** Reais, stored as a number with 2 decimals, typed `R$ 1.234,56`. */
export const money = scalar('money');
/** Typed with a decimal comma (`1.234,56`), stored as a number. */
export const decimal = scalar('decimal');
/** A plain number computed by the server (progress, coordinates of the reference data). */
export const number = scalar('number');
export const integer = scalar('integer');
/** Typed DD/MM/AAAA, stored YYYY-MM-DD. */
export const date = scalar('date');
export const datetime = scalar('datetime');
export const boolean = scalar('boolean');
export const incomeRange = scalar('incomeRange');
export const json = scalar('json');

export const choice = <const N extends string, V extends ChoiceValue, const O extends FieldOptions = FieldOptions>(
  name: N,
  label: string,
  choices: Enumeration<V>,
  options: O = {} as O,
): ChoiceField<N, V> & O => ({ ...options, name, label, type: 'choice', choices });

export const multiChoice = <
  const N extends string,
  V extends ChoiceValue,
  const O extends FieldOptions & Pick<MultiChoiceField<N, V>, 'alone' | 'opposites'> = FieldOptions,
>(
  name: N,
  label: string,
  choices: Enumeration<V>,
  options: O = {} as O,
): MultiChoiceField<N, V> & O => ({ ...options, name, label, type: 'multiChoice', choices });

/** One uploaded file; the record holds its id in `<name>_id` and the file object in `<name>`. */
export const file = <const N extends string, const O extends FieldOptions & { accept?: FileAccept } = FieldOptions>(
  name: N,
  label: string,
  options: O = {} as O,
): FileField<N> & O => ({ accept: 'document', ...options, name, label, type: 'file' });

/** Several files, at most `limit`; ids in `<name>_ids`, file objects in `<name>`. */
export const files = <const N extends string>(
  name: N,
  label: string,
  limit: number,
  options: FieldOptions & { accept?: FileAccept } = {},
): FilesField<N> => ({ accept: 'document', ...options, name, label, type: 'files', limit });

export const reference = <const N extends string>(
  name: N,
  label: string,
  resource: ResourceName,
  options: FieldOptions = {},
): ReferenceField<N> & { multiple?: false } => ({ ...options, name, label, type: 'reference', reference: resource });

/** A list of ids of another resource. */
export const references = <const N extends string>(
  name: N,
  label: string,
  resource: ResourceName,
  options: FieldOptions = {},
): ReferenceField<N> & { multiple: true } => ({
  ...options,
  name,
  label,
  type: 'reference',
  reference: resource,
  multiple: true,
});

/** Puts a list of fields in one section, keeping their precise types. */
export const inSection = <const F extends readonly Field[]>(section: string, fields: F): F =>
  fields.map((f) => ({ ...f, section })) as unknown as F;
