/**
 * A matrícula or transcrição as staff type it, written into a sentence of an act. The field is
 * free text: "45.678", "Matrícula nº 45.678", "Transcrição 9.107 do 1º CRI". A reference that says
 * its kind is kept as typed (its first letter lower-cased, mid-sentence); otherwise `generic`
 * names the kind ("matrícula/transcrição de origem nº 45.678"). Never the kind twice, as in
 * "matrícula/transcrição Transcrição nº 9.107".
 */
export function registryReference(typed: string | null | undefined, generic: string): string {
  const text = (typed ?? '').replace(/\s+/g, ' ').trim();
  if (!text) return '';
  if (/^(matr[íi]cula|transcri[çc][ãa]o)/iu.test(text)) return text[0]!.toLocaleLowerCase('pt-BR') + text.slice(1);
  return /^\d/u.test(text) ? `${generic} nº ${text}` : `${generic} ${text}`;
}
