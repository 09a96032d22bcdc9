const collator = new Intl.Collator('pt-BR');

/** Orders names the way a Brazilian reader expects (accents after the plain letter, case folded). */
export const compareNames = (a: string, b: string): number => collator.compare(a, b);
