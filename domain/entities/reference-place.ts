/**
 * Reference State and Municipality (spec §3). Declared, with their data, in domain/reference/
 * (another engineer's folder); re-exported here under the entity names so every entity of
 * spec §3 is reachable from domain/entities.
 */
export type { Municipality as ReferenceMunicipality, State as ReferenceState, Uf } from '../reference/types.ts';
