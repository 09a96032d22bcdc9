/**
 * Input masks of docs/validation.md#validation, in the `#` = digit notation the spec uses. Turn them into imask
 * patterns with `toImaskPattern`.
 */
export const MASKS = {
  cpf: '###.###.###-##',
  cnpj: '##.###.###/####-##',
  cep: '#####-###',
  nis: '###.#####.##-#',
  /** Código Nacional de Matrícula (Provimento CNJ 143/2023, domain/registry/cnm.ts). */
  cnm: '######.#.#######-##',
  phone: '(##) #####-####',
  date: '##/##/####',
} as const;

export type MaskedType = keyof typeof MASKS;

/** A whole value of each mask, shown as the hint ("Ex.: 01310-100") instead of the raw mask. */
export const MASK_EXAMPLES: Record<MaskedType, string> = {
  cpf: '123.456.789-09',
  cnpj: '12.345.678/0001-95',
  cep: '01310-100',
  nis: '123.45678.90-0',
  cnm: '148429.2.0003917-55',
  phone: '(11) 98765-4321',
  date: '31/12/1990',
};

/** imask writes a digit slot as `0`. */
export const toImaskPattern = (mask: string): string => mask.replaceAll('#', '0');

/** Applies a mask to the digits of a value, stopping where the digits run out. */
export const applyMask = (mask: string, value: string): string => {
  const digits = value.replace(/\D/g, '');
  let out = '';
  let next = 0;
  for (const slot of mask) {
    if (next >= digits.length) break;
    out += slot === '#' ? digits[next++] : slot;
  }
  return out;
};

/** The masked length, the spec's "min" for masked inputs (14 for a CPF, 9 for a CEP). */
export const maskLength = (mask: string): number => mask.length;
