import { states } from '../reference/states.ts';
import type { Uf } from '../reference/types.ts';
import type { Enumeration } from './choice.ts';

/**
 * The 27 federative units as a choice (issue #18: "UF do RG" took "XYZ"): stored as the
 * two-letter code, labelled "SP — São Paulo", in code order as people scan them.
 */
export const UF_CHOICES: Enumeration<Uf> = Object.freeze(
  [...states()]
    .sort((a, b) => a.uf.localeCompare(b.uf))
    .map((s) => Object.freeze({ id: s.uf, name: `${s.uf} — ${s.nome}` })),
);
