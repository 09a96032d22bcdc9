/** Lower case without accents: 'Núcleo' → 'nucleo'. */
export const foldText = (text: string): string => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/** At most this many words of a search are used. */
export const MAX_SEARCH_WORDS = 8;

/** The words of a search, folded (`foldText`), at most `MAX_SEARCH_WORDS`. */
export const wordsOf = (q: string | undefined): string[] =>
  foldText(q ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS);

/**
 * Whether every word of `q` appears, as a substring, in one of `texts`, ignoring case and
 * accents ('lote 0153 cartorio' finds "Quadra 03 · Lote 0153: prenotado…" of "Cartório: …"): the
 * same rule as the API's SQL searches (server/projects/search.ts), for lists computed in code.
 */
export function findsEveryWord(q: string | undefined, texts: readonly string[]): boolean {
  const folded = texts.map(foldText);
  return wordsOf(q).every((word) => folded.some((text) => text.includes(word)));
}

/** A fragment without its final full stop or semicolon (typed text often ends in one), for a sentence's middle. */
export const withoutFinalStop = (text: string) => text.replace(/[.;\s]+$/, '');
