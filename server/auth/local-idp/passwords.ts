import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's work factors: CPU and memory (N), block size (r), parallelism (p). */
export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}

/**
 * The product's cost, for every hash it stores and every check of an account without one:
 * some 150 ms and 32 MB (128 · N · r bytes) a hash on CI's cores. Not a setting: only code
 * chooses another (the API tests, server/test/password-hash.ts).
 */
export const PASSWORD_COST: PasswordCost = { N: 2 ** 15, r: 8, p: 1 };
const MAXMEM = 64 * 1024 * 1024;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash`, all parameters stored so they can be raised later. */
export async function hashPassword(password: string, cost: PasswordCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { ...cost, maxmem: MAXMEM });
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Checks a password against its stored hash, at the cost the hash was made with. */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
  cost: PasswordCost = PASSWORD_COST,
): Promise<boolean> {
  const parts = stored?.split('$');
  if (!parts || parts.length !== 6 || parts[0] !== 'scrypt') {
    // No account or no password: the same work as a real check at the cost hashes are made
    // with, so timing does not tell whether the account exists.
    await derive(password, randomBytes(16), { ...cost, maxmem: MAXMEM });
    return false;
  }
  const [, N, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
    maxmem: MAXMEM,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
