import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { TEST_PASSWORD_COST } from '../../test/password-hash.ts';
import { testConfig } from '../../test/config.ts';
import { hashPassword, PASSWORD_COST, verifyPassword } from './passwords.ts';

describe('passwords of the bundled provider', () => {
  it("hashes at the product's cost unless code asks for another, and stores the cost it used", async () => {
    expect(PASSWORD_COST).toEqual({ N: 32_768, r: 8, p: 1 });
    expect(await hashPassword('senha-forte')).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await hashPassword('senha-forte', TEST_PASSWORD_COST)).toMatch(/^scrypt\$1024\$8\$1\$/);
  });

  it('checks a password at the cost its hash was made with, whatever cost the check is given', async () => {
    const strong = await hashPassword('senha-forte');
    const cheap = await hashPassword('senha-forte', TEST_PASSWORD_COST);
    expect(await verifyPassword('senha-forte', strong, TEST_PASSWORD_COST)).toBe(true);
    expect(await verifyPassword('senha-forte', cheap)).toBe(true);
    expect(await verifyPassword('senha-fraca', strong)).toBe(false);
    expect(await verifyPassword('senha-fraca', cheap, TEST_PASSWORD_COST)).toBe(false);
  });

  it('refuses an account without a hash, or with one it cannot read', async () => {
    for (const stored of [null, undefined, '', 'bcrypt$x', 'scrypt$1$2$3'])
      expect(await verifyPassword('qualquer', stored, TEST_PASSWORD_COST)).toBe(false);
  });

  it("gives the product's cost to every configuration read from the environment; only the tests' code lowers it", () => {
    expect(loadConfig({}).passwordCost).toEqual(PASSWORD_COST);
    expect(loadConfig({ NODE_ENV: 'production', PASSWORD_COST: '1', SCRYPT_N: '2' }).passwordCost).toEqual(
      PASSWORD_COST,
    );
    expect(testConfig().passwordCost).toEqual(TEST_PASSWORD_COST);
  });
});
