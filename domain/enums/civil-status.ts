import { sameLabel, type ValueOf } from './choice.ts';

/** The one civil status that shows the Cônjuge tab (exact match, docs/screens.md#screens). */
export const MARRIED = 'Casado(a)';

/** A civil status containing this word (any case) shows the Companheiro(a) tab (docs/screens.md#screens). */
export const STABLE_UNION_MARK = 'estável';

export const CIVIL_STATUSES = sameLabel([
  'Solteiro(a)',
  'Solteiro(a) em união estável',
  MARRIED,
  'Viúvo(a)',
  'Viúvo(a) em união estável',
  'Divorciado(a)',
  'Divorciado(a) em união estável',
  'União Estável',
  'Casado(a) com separação de corpos',
]);
export type CivilStatus = ValueOf<typeof CIVIL_STATUSES>;

export const isMarried = (civilStatus: unknown): boolean => civilStatus === MARRIED;

export const isStableUnion = (civilStatus: unknown): boolean =>
  typeof civilStatus === 'string' && civilStatus.toLocaleLowerCase('pt-BR').includes(STABLE_UNION_MARK);
