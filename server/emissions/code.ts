import { randomBytes } from 'node:crypto';

/**
 * Verification codes: 80 random bits (crypto.randomBytes) in Crockford's base32, 16 characters
 * shown in groups of four ("7K2M-9QXD-P4TA-W8CE"): short enough to type from paper, too many
 * to enumerate. Stored and compared without the dashes, upper case; letters a reader may
 * confuse (I, L, O) are read as 1, 1, 0.
 */
export const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 16;

export function newVerificationCode(): string {
  const bytes = randomBytes(10);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) {
    code = ALPHABET[Number(bits & 31n)] + code;
    bits >>= 5n;
  }
  return code;
}

/** A code as typed or read from a URL, normalised; null when it cannot be one. */
export function normaliseCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  if (code.length !== CODE_LENGTH) return null;
  for (const c of code) if (!ALPHABET.includes(c)) return null;
  return code;
}

/** "7K2M-9QXD-P4TA-W8CE". */
export const displayCode = (code: string): string => code.match(/.{1,4}/g)?.join('-') ?? code;

/** "Maria Silva de Oliveira" → "MARIA S. O.": the first name, then initials (particles dropped). */
export function maskName(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (!words.length) return '—';
  const particles = new Set(['da', 'das', 'de', 'do', 'dos', 'e']);
  const [first, ...rest] = words;
  const initials = rest
    .filter((w) => !particles.has(w.toLowerCase()))
    .map((w) => `${w[0].toLocaleUpperCase('pt-BR')}.`);
  return [first.toLocaleUpperCase('pt-BR'), ...initials].join(' ');
}
