import { hashPassword } from '../auth/local-idp/passwords.ts';
import type { PasswordHasher } from '../seed/accounts.ts';

const hashes = new Map<string, Promise<string>>();

/**
 * The stored hash of a test account's password, made once per password in a worker: scrypt
 * costs some 150 ms a hash on CI's cores by design (server/auth/local-idp/passwords.ts), and
 * every test app and fixture world made four of them — the permission matrix, which makes a
 * fresh world after each call that may write, made hundreds. The hash is a real one: signing
 * in checks the password against it with the production parameters.
 */
export const hashOnce: PasswordHasher = (password) => {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
};
