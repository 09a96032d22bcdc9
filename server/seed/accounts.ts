import { randomUUID } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { localIdentities, users } from '../db/schema/index.ts';
import type { Role } from '../../domain/roles.ts';
import { hashPassword } from '../auth/local-idp/passwords.ts';
import { findLocalIdentityByEmail } from '../auth/local-idp/provider.ts';

export interface DemoAccount {
  email: string;
  name: string;
  givenName: string;
  role: Role;
  password: string;
}

export function demoAccounts(config: Config): DemoAccount[] {
  return [
    {
      email: 'admin@reurb.local',
      name: 'Ana Souza',
      givenName: 'Ana',
      role: 'admin',
      password: config.seed.adminPassword,
    },
    {
      email: 'membro@reurb.local',
      name: 'Marcos Lima',
      givenName: 'Marcos',
      role: 'member',
      password: config.seed.memberPassword,
    },
  ];
}

/** How a password becomes its stored hash: scrypt (the tests reuse one hash per password). */
export type PasswordHasher = (password: string) => Promise<string>;

/**
 * Creates an account in the bundled identity provider and the matching app user, in one
 * transaction. Returns false when the e-mail already has an identity.
 */
export async function createLocalAccount(
  db: Db,
  account: Omit<DemoAccount, 'password'> & { password: string | null },
  hash: PasswordHasher = hashPassword,
): Promise<boolean> {
  if (await findLocalIdentityByEmail(db, account.email)) return false;
  const sub = `local|${randomUUID()}`;
  const passwordHash = account.password ? await hash(account.password) : null;
  await db.transaction(async (tx) => {
    await tx.insert(localIdentities).values({
      sub,
      email: account.email,
      name: account.name,
      givenName: account.givenName,
      passwordHash,
      emailVerified: true,
    });
    await tx.insert(users).values({ sub, email: account.email, name: account.name, role: account.role });
  });
  return true;
}

/** The demo accounts of the README, made on first start with the bundled provider. */
export async function seedDemoAccounts(
  db: Db,
  config: Config,
  hash: PasswordHasher = (password) => hashPassword(password, config.passwordCost),
): Promise<DemoAccount[]> {
  if (config.identity.kind !== 'local') return [];
  const created: DemoAccount[] = [];
  for (const account of demoAccounts(config)) {
    if (await createLocalAccount(db, account, hash)) created.push(account);
  }
  return created;
}
