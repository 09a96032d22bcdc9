/**
 * An enumeration is a list of choices: the stored value (`id`) and its pt-BR label (`name`).
 * `{ id, name }` is the shape react-admin's choice inputs take as they are.
 */
export type ChoiceValue = string | number;

export interface Choice<V extends ChoiceValue = ChoiceValue> {
  readonly id: V;
  readonly name: string;
}

export type Enumeration<V extends ChoiceValue = ChoiceValue> = readonly Choice<V>[];

/** The stored values of an enumeration, as a literal union. */
export type ValueOf<E extends Enumeration> = E[number]['id'];

/** Choices whose label is the stored value itself (the spec gives only one form). */
export const sameLabel = <const V extends string>(values: readonly V[]): Enumeration<V> =>
  values.map((id) => ({ id, name: id }));

/**
 * Choices from [value, label] pairs. Pairs rather than a record, so that a stored value is
 * always written as one quoted literal (spec-coverage.test.ts counts them).
 */
export const labelled = <const V extends ChoiceValue>(pairs: readonly (readonly [V, string])[]): Enumeration<V> =>
  pairs.map(([id, name]) => ({ id, name }));

export const valuesOf = <V extends ChoiceValue>(choices: Enumeration<V>): V[] => choices.map((c) => c.id);

/** The label of a stored value; the value itself when it is not in the list. */
export const labelOf = (choices: Enumeration, value: ChoiceValue | null | undefined): string =>
  value == null ? '' : (choices.find((c) => c.id === value)?.name ?? String(value));

export const isChoice = <V extends ChoiceValue>(choices: Enumeration<V>, value: unknown): value is V =>
  choices.some((c) => c.id === value);
