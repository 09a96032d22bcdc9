import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestampTz } from './helpers.ts';

/** Accounts of the companion mobile app, whose owners may ask for their data to be removed. */
export const appAccounts = pgTable(
  'app_accounts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name'),
    created_at: timestampTz('created_at').notNull().defaultNow(),
    updated_at: timestampTz('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdateFn(() => new Date()),
  },
  (t) => [uniqueIndex('app_accounts_email_key').on(sql`lower(${t.email})`)],
);

/**
 * A removal request (LGPD). The e-mailed token is never stored: only its SHA-256 (hex).
 * Removing the account keeps the request as a record that it happened (account_id null).
 */
export const dataRemovalRequests = pgTable(
  'data_removal_requests',
  {
    id: serial('id').primaryKey(),
    app_account_id: integer('app_account_id').references(() => appAccounts.id, { onDelete: 'set null' }),
    token_hash: text('token_hash').notNull(),
    created_at: timestampTz('created_at').notNull().defaultNow(),
    expires_at: timestampTz('expires_at').notNull(),
    used_at: timestampTz('used_at'),
  },
  (t) => [
    uniqueIndex('data_removal_requests_token_key').on(t.token_hash),
    check('data_removal_requests_token_hash_check', sql`${t.token_hash} ~ '^[0-9a-f]{64}$'`),
    check('data_removal_requests_expiry_check', sql`${t.expires_at} > ${t.created_at}`),
    index('data_removal_requests_account_idx').on(t.app_account_id),
  ],
);
