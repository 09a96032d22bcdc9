import { getStates } from '@brazilian-utils/brazilian-utils';
import { compareNames } from './collation.ts';
import type { State, Uf } from './types.ts';

let cache: readonly State[] | undefined;

/** The 27 federative units, by name (pt-BR collation). */
export function states(): readonly State[] {
  cache ??= Object.freeze(
    getStates()
      .map((s): State => Object.freeze({ codigo_uf: s.ibgeCode, uf: s.code, nome: s.name }))
      .sort((a, b) => compareNames(a.nome, b.nome)),
  );
  return cache;
}

/** The state of a two-letter code, case-insensitive ("sp" → São Paulo). */
export function stateByUf(uf: string): State | undefined {
  const code = uf.trim().toUpperCase();
  return states().find((s) => s.uf === code);
}

export function stateByCode(codigoUf: number): State | undefined {
  return states().find((s) => s.codigo_uf === codigoUf);
}

const sameName = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/**
 * A state as Brazilian documents abbreviate it: projects store the state's name ("São Paulo"),
 * and a place line reads "Campinas/SP". A code is kept as it is (upper-cased); text that names
 * no state is kept as typed, so nothing written is ever lost.
 */
export function ufOf(state: string | null | undefined): string {
  const text = (state ?? '').trim();
  if (!text) return '';
  const found = stateByUf(text) ?? states().find((s) => sameName.compare(s.nome, text) === 0);
  return found?.uf ?? text;
}

/** "Campinas/SP": a municipality as a document places it; either part may be missing. */
export const cityAndUf = (city: string | null | undefined, state: string | null | undefined): string =>
  [(city ?? '').trim(), ufOf(state)].filter(Boolean).join('/');

/**
 * The preposition each state's name takes ("Estado do Rio de Janeiro", "da Bahia", "de São Paulo"),
 * as the states' own governments write it; a letterhead's "ESTADO DE RIO DE JANEIRO" reads wrong.
 */
const OF: Readonly<Record<Exclude<Uf, 'DF'>, 'de' | 'do' | 'da'>> = {
  AC: 'do',
  AL: 'de',
  AM: 'do',
  AP: 'do',
  BA: 'da',
  CE: 'do',
  ES: 'do',
  GO: 'de',
  MA: 'do',
  MG: 'de',
  MS: 'de',
  MT: 'de',
  PA: 'do',
  PB: 'da',
  PE: 'de',
  PI: 'do',
  PR: 'do',
  RJ: 'do',
  RN: 'do',
  RO: 'de',
  RR: 'de',
  RS: 'do',
  SC: 'de',
  SE: 'de',
  SP: 'de',
  TO: 'do',
};

/**
 * The federative unit as an official heading names it: "Estado do Rio de Janeiro", "Estado de
 * São Paulo", "Distrito Federal". A stored name or code is read (`ufOf`); other text keeps the
 * form it had ("Estado de …"); nothing stored, nothing written.
 */
export function stateHeading(state: string | null | undefined): string {
  const uf = ufOf(state);
  if (!uf) return '';
  if (uf === 'DF') return 'Distrito Federal';
  const known = stateByUf(uf);
  if (!known) return `Estado de ${uf}`;
  return `Estado ${OF[known.uf as Exclude<Uf, 'DF'>]} ${known.nome}`;
}

export const isUf = (value: unknown): value is Uf => typeof value === 'string' && states().some((s) => s.uf === value);

/** The 27 codes, alphabetically ("AC" … "TO"). */
export const UFS: readonly Uf[] = Object.freeze(
  states()
    .map((s) => s.uf)
    .sort(),
);
