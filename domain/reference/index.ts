export type { Municipality, State, Uf } from './types.ts';
export { compareNames } from './collation.ts';
export { cityAndUf, isUf, stateByCode, stateByUf, stateHeading, states, ufOf, UFS } from './states.ts';
export { municipalities, municipalityByCode } from './municipalities.ts';
export { REFERENCE_SOURCES } from './sources.ts';
