import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stamps } from './columns.ts';

/**
 * The bundled identity provider's own store: what Auth0 keeps in production. The app's
 * `users` table links to it only by `sub`.
 */
export const localIdentities = pgTable(
  'local_identities',
  {
    sub: text('sub').primaryKey(),
    email: text('email').notNull(),
    name: text('name'),
    givenName: text('given_name'),
    picture: text('picture'),
    passwordHash: text('password_hash'),
    emailVerified: boolean('email_verified').notNull().default(false),
    ...stamps,
  },
  (t) => [uniqueIndex('local_identities_email_key').on(sql`lower(${t.email})`)],
);

/** oidc-provider's sessions, grants, codes and tokens, so they survive a restart. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);

/** Long-lived secrets generated on first start (signing keys, cookie keys). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
