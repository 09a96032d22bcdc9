/**
 * An act of the Poder Público cited by what staff typed in its number field, as the documents write
 * it in a sentence. The field is free text: "45/2026", "nº 45/2026", "Decreto nº 60/2026",
 * "Portaria 159/2026". A number alone is "pelo ato nº 45/2026"; an act that names its kind is kept
 * as typed, "por meio de Decreto nº 60/2026" (a phrase that fits a Portaria as well as a Decreto).
 * Never "ato nº Decreto nº", nor "nº nº".
 */
export function byAct(typed: string): string {
  const text = typed.replace(/\s+/g, ' ').trim();
  const number = /^(?:n[º°o]\.?\s*)?(\d.*)$/iu.exec(text);
  return number ? `pelo ato nº ${number[1]}` : `por meio de ${text}`;
}
