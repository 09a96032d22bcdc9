import type {
  ChoiceField,
  EntityDef,
  Field,
  FileField,
  FilesField,
  MultiChoiceField,
  ReferenceField,
  ScalarField,
} from './types.ts';

/** A normalised income filter (docs/validation.md#validation): both bounds set. */
export interface IncomeRange {
  value_from: number;
  value_to: number;
}

type StringType =
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
  | 'date'
  | 'datetime';
type NumberType = 'money' | 'decimal' | 'number' | 'integer';

/** The stored (API and database) form of a field's value. */
export type StoredValue<F extends Field> =
  F extends ChoiceField<string, infer V>
    ? V
    : F extends MultiChoiceField<string, infer V>
      ? V[]
      : F extends FileField
        ? number
        : F extends FilesField
          ? number[]
          : F extends ReferenceField
            ? F extends { multiple: true }
              ? number[]
              : number
            : F extends ScalarField<string, infer T>
              ? T extends StringType
                ? string
                : T extends NumberType
                  ? number
                  : T extends 'boolean'
                    ? boolean
                    : T extends 'incomeRange'
                      ? IncomeRange
                      : unknown
              : never;

/** The record key of a field: files keep their id in `<name>_id`, lists in `<name>_ids`. */
export type StorageKey<F extends Field> =
  F extends FileField<infer N> ? `${N}_id` : F extends FilesField<infer N> ? `${N}_ids` : F['name'];

/** A record of an entity in stored form; every key optional, every value nullable. */
export type EntityValues<E extends EntityDef> = {
  [F in E['fields'][number] as StorageKey<F>]?: StoredValue<F> | null;
};
