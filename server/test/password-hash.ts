import { hashPassword, type PasswordCost } from '../auth/local-idp/passwords.ts';
import type { PasswordHasher } from '../seed/accounts.ts';

/**
 * scrypt at a thirty-second of the product's cost (N 2¹⁰ against 2¹⁵, the same r and p) for
 * the API tests' accounts and sign-ins: the product's costs ~150 ms a hash on CI's cores by
 * design, and the unit round made 166 of them (43 s of CPU, 2026-12-02), mostly the sign-in
 * limits' 60 refused tries and the sign-ins of the security tests. The algorithm, the stored
 * format and every check are the product's; only the work factor is smaller. The product's
 * own cost is what `loadConfig` gives, so `npm start`, the journeys' servers and the fault
 * tests' processes run with it (server/auth/local-idp/passwords.test.ts checks both).
 */
export const TEST_PASSWORD_COST: PasswordCost = { N: 2 ** 10, r: 8, p: 1 };

const hashes = new Map<string, Promise<string>>();

/**
 * The stored hash of a test account's password, made once per password in a worker: every
 * test app and fixture world made four of them, and the permission matrix, which makes a
 * fresh world after each call that may write, made hundreds. The hash is a real one: signing
 * in checks the password against it.
 */
export const hashOnce: PasswordHasher = (password) => {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password, TEST_PASSWORD_COST);
    hashes.set(password, hash);
  }
  return hash;
};
