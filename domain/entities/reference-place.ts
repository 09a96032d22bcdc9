/**
 * Reference State and Municipality (docs/entities.md#entities). Declared, with their data, in domain/reference/
 * (another engineer's folder); re-exported here under the entity names so every entity of
 * docs/entities.md#entities is reachable from domain/entities.
 */
export type { Municipality as ReferenceMunicipality, State as ReferenceState, Uf } from '../reference/types.ts';
