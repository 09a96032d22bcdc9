import { and, asc, desc, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { states } from '../../domain/reference/states.ts';
import { likePattern } from '../db/paging.ts';

// Upper case too: under the C collation (PGlite's default) lower() changes ASCII letters only.
const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn';

/** Lower case without accents, as the database's `fold` below: 'Núcleo' → 'nucleo'. */
export const foldText = (text: string): string => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/** A column or expression in lower case without accents, as `foldText` does in JavaScript. */
export const fold = (column: AnyPgColumn | SQL): SQL => sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN})`;

/** At most this many words of a search are used. */
const MAX_WORDS = 8;

/**
 * A fuzzy-ish text search (docs/limits.md#limits): every word of `q` must appear, as a substring, in one of
 * the columns, ignoring case and accents ('nucleo esp' finds 'Núcleo Esperança'). Undefined
 * when `q` is blank. Uses ILIKE on each word; the lists it serves are a project's own
 * (hundreds of rows) or the projects themselves.
 */
export function searchWords(q: string | undefined, columns: readonly (AnyPgColumn | SQL)[]): SQL | undefined {
  return everyWord(q, (pattern) => or(...columns.map((column) => sql`${fold(column)} ilike ${pattern}`)));
}

/**
 * The same search where a word is found by more than a column: `match` gets each word's ILIKE
 * pattern (folded) and says where it may be found, as a condition; every word must be found.
 */
export function everyWord(q: string | undefined, match: (pattern: string) => SQL | undefined): SQL | undefined {
  const words = foldText(q ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
  if (!words.length) return undefined;
  return and(...words.map((word) => match(likePattern(word))));
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
