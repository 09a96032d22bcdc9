/**
 * The Código Nacional de Matrícula (Lei 6.015/1973 art. 235-A; Provimento CNJ 143/2023 art. 1º,
 * now Provimento CNJ 149/2023 art. 330): `CCCCCC.L.NNNNNNN-DD`, the registry office's CNS (6
 * digits), the book (2, Registro Geral, or 3, Registro Auxiliar), the matrícula's number padded
 * with zeros to 7 digits, and two check digits by ISO 7064 MOD 97-10 (§ 2º) over the 14 digits
 * before them: DD = 98 − (N × 100 mod 97), so that the 16 digits read as a number leave 1 mod 97.
 */

export const CNM_DIGITS = 16;
/** The books a matrícula may be opened in (inciso II): 2 (Registro Geral) or 3 (Registro Auxiliar). */
export const CNM_BOOKS = ['2', '3'] as const;

/** N mod 97 of a string of digits, one digit at a time (the number exceeds a double's precision). */
const mod97 = (digits: string): number => {
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest;
};

/** The two check digits of the first 14 digits (ISO 7064 MOD 97-10). */
export function cnmCheckDigits(first14: string): string {
  if (!/^\d{14}$/.test(first14)) throw new Error('O CNM tem 14 dígitos antes dos verificadores.');
  return String(98 - mod97(`${first14}00`)).padStart(2, '0');
}

/** Whether 16 digits are a CNM: a book of inciso II and check digits that match. */
export function isValidCnm(digits: string): boolean {
  if (!new RegExp(`^\\d{${CNM_DIGITS}}$`).test(digits)) return false;
  if (!(CNM_BOOKS as readonly string[]).includes(digits[6])) return false;
  return mod97(digits) === 1;
}
