import { and, asc, desc, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { states } from '../../domain/reference/states.ts';
import { wordsOf } from '../../domain/text/words.ts';

// Upper case too: under the C collation (PGlite's default) `~*` ignores the case of ASCII letters only.
const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn';

/** Each plain letter with the accented forms a column may hold in its place: a → [aáàâãäÁÀÂÃÄ]. */
const FORMS = new Map<string, string>();
for (const [i, plain] of [...PLAIN].entries()) FORMS.set(plain, (FORMS.get(plain) ?? plain) + ACCENTED[i]);

/**
 * A folded word as a regular expression that finds it, as a substring, in a column's own text,
 * whatever its case and accents: 'conceicao' finds 'Conceição'. The column is read as it is:
 * folding it first (`translate(lower(…))` on every row) took 150 ms over the 30,000 lot-and-holder
 * texts of a project's emissions, this way 33 ms (2026-12-05, docs/performance.md).
 */
export const wordPattern = (word: string): string =>
  word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/./gu, (c) => (FORMS.has(c) ? `[${FORMS.get(c)}]` : c));

/**
 * A fuzzy-ish text search (docs/limits.md#limits): every word of `q` must appear, as a substring, in one of
 * the columns, ignoring case and accents ('nucleo esp' finds 'Núcleo Esperança'). Undefined
 * when `q` is blank. The lists it serves are a project's own (hundreds of rows, thousands of
 * emissions) or the projects themselves.
 */
export function searchWords(q: string | undefined, columns: readonly (AnyPgColumn | SQL)[]): SQL | undefined {
  return everyWord(q, (pattern) => or(...columns.map((column) => sql`${column} ~* ${pattern}`)));
}

/**
 * The same search where a word may be found elsewhere than in a row's own columns (the register:
 * its lots): `match` gets each word's pattern (`wordPattern`, for `~*`), and the folded word
 * itself, and says where it may be found, as a condition; every word must be found.
 */
export function everyWord(
  q: string | undefined,
  match: (pattern: string, word: string) => SQL | undefined,
): SQL | undefined {
  const words = wordsOf(q);
  if (!words.length) return undefined;
  return and(...words.map((word) => match(wordPattern(word), word)));
}

/** `order by` for a list: the chosen column in the chosen direction, then the id as tie-break. */
export function orderOf(column: AnyPgColumn | SQL, order: 'asc' | 'desc', id: AnyPgColumn): SQL[] {
  const direction = order === 'desc' ? desc : asc;
  return [direction(column), direction(id)];
}

/**
 * A state column's two-letter code ('São Paulo' → 'SP'), so that a search by "SP" or "mg" finds
 * the projects of that state, which store its name (issue 18: "SP" missed a project in São Paulo).
 */
export const stateCode = (column: AnyPgColumn | SQL): SQL =>
  sql`(case ${column} ${sql.join(
    states().map((s) => sql`when ${s.nome} then ${s.uf}`),
    sql` `,
  )} end)`;
