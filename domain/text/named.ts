/**
 * A lot or a block named in a sentence: "Lote 03" and "Quadra 01" as people type them, or
 * "lote 12" and "quadra B" when the name is only a number or a letter. The messages used to
 * put the word before every name, and the demo's own names read "o lote Lote 9 (quadra
 * Quadra B)".
 *
 * `kind` is the word as the sentence wants it ("lote" inside a sentence, "Lote" opening one);
 * a name that already starts with it, in any case, is written as it was typed.
 */
export function named(kind: string, name: string): string {
  const typed = name.trim();
  const word = kind.toLocaleLowerCase('pt-BR');
  const start = typed.toLocaleLowerCase('pt-BR');
  // "Lote 03", "Lote-03", "Lote03" say it; "Loteamento 3" does not.
  const says = start.startsWith(word) && !/^\p{L}/u.test(start.slice(word.length));
  return says ? typed : `${kind} ${typed}`;
}

/** "Lote 03 (Quadra 01)", "lote 12 (quadra B)": a lot with its block, lots of different blocks often sharing names. */
export const lotInBlock = (lot: string, block: string, kind = 'lote'): string =>
  `${named(kind, lot)} (${named('quadra', block)})`;
