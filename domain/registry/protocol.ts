/**
 * The lot's public protocol (issue 16 part 6): the number printed on the family's documents and
 * typed at `/consulta`. Ten characters: nine drawn at random from an alphabet without the
 * look-alikes (no 0/O, 1/I/L), never derived from the lot's id, and a check character so a
 * mistyped protocol is told apart from an unknown one before any lookup. Shown as `XXXXX-XXXXX`.
 *
 * The check character is Σ (i + 1) × value(cᵢ) mod 31 over the nine characters: 31 is prime and
 * larger than every weight, so any single wrong character and any swap of two neighbours change it.
 * New protocols are drawn by the database (the column's default, `lot_protocol()` in migration
 * 0011), with the same alphabet and rule; `server/registry/protocol.test.ts` checks both agree.
 */

export const PROTOCOL_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const PROTOCOL_LENGTH = 10;

export function protocolCheckCharacter(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const value = PROTOCOL_ALPHABET.indexOf(body[i]);
    if (value < 0) throw new Error('Caractere fora do alfabeto do protocolo.');
    sum += (i + 1) * value;
  }
  return PROTOCOL_ALPHABET[sum % PROTOCOL_ALPHABET.length];
}

/**
 * A typed protocol in its stored form (upper case, no spaces or hyphen; O read as 0's neighbour
 * is refused, not guessed), or null when it cannot be one (wrong length, a foreign character, a
 * check character that does not match).
 */
export function normaliseProtocol(raw: string): string | null {
  const value = raw.toUpperCase().replace(/[\s.-]/g, '');
  if (value.length !== PROTOCOL_LENGTH) return null;
  for (const c of value) if (!PROTOCOL_ALPHABET.includes(c)) return null;
  const body = value.slice(0, -1);
  return protocolCheckCharacter(body) === value.at(-1) ? value : null;
}

/** "7K2M9QXDPA" → "7K2M9-QXDPA". */
export const displayProtocol = (stored: string): string =>
  stored.length === PROTOCOL_LENGTH ? `${stored.slice(0, 5)}-${stored.slice(5)}` : stored;
