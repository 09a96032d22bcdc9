import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { children, residents } from './families.ts';
import { oneOf, timestampTz } from './helpers.ts';
import { lots } from './lots.ts';

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

/** The part of a lot an app account answered for in the companion app. */
export const APP_ACCOUNT_LOT_ROLES = ['owner', 'spouse', 'child', 'resident'] as const;
export type AppAccountLotRole = (typeof APP_ACCOUNT_LOT_ROLES)[number];

/**
 * The lots a person answered for in the companion app, and as whom: the owner, the spouse or
 * companion, a child (child_id) or another resident (resident_id). Removing the account, the
 * lot or the person's row removes the link.
 */
export const appAccountLots = pgTable(
  'app_account_lots',
  {
    id: serial('id').primaryKey(),
    app_account_id: integer('app_account_id')
      .notNull()
      .references(() => appAccounts.id, { onDelete: 'cascade' }),
    lot_id: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    child_id: integer('child_id').references(() => children.id, { onDelete: 'cascade' }),
    resident_id: integer('resident_id').references(() => residents.id, { onDelete: 'cascade' }),
    created_at: timestampTz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('app_account_lots_role_check', oneOf(t.role, APP_ACCOUNT_LOT_ROLES)),
    check('app_account_lots_child_check', sql`(${t.role} = 'child') = (${t.child_id} is not null)`),
    check('app_account_lots_resident_check', sql`(${t.role} = 'resident') = (${t.resident_id} is not null)`),
    index('app_account_lots_account_idx').on(t.app_account_id),
    index('app_account_lots_lot_idx').on(t.lot_id),
    index('app_account_lots_child_idx')
      .on(t.child_id)
      .where(sql`${t.child_id} is not null`),
    index('app_account_lots_resident_idx')
      .on(t.resident_id)
      .where(sql`${t.resident_id} is not null`),
  ],
);

/**
 * A removal request (LGPD). The e-mailed token is never stored: only its SHA-256 (hex).
 * `email` is the normalised address the removal acts on, kept only while the link may be
 * used: it is cleared when the link is used or has expired. `address_hash` is the address's
 * HMAC with a server-side key (server/removal/address.ts), as in the event log. Removing the
 * account keeps the request as a record that it happened (account_id null).
 */
export const dataRemovalRequests = pgTable(
  'data_removal_requests',
  {
    id: serial('id').primaryKey(),
    app_account_id: integer('app_account_id').references(() => appAccounts.id, { onDelete: 'set null' }),
    token_hash: text('token_hash').notNull(),
    email: text('email'),
    address_hash: text('address_hash').notNull(),
    created_at: timestampTz('created_at').notNull().defaultNow(),
    expires_at: timestampTz('expires_at').notNull(),
    used_at: timestampTz('used_at'),
  },
  (t) => [
    uniqueIndex('data_removal_requests_token_key').on(t.token_hash),
    check('data_removal_requests_token_hash_check', sql`${t.token_hash} ~ '^[0-9a-f]{64}$'`),
    check('data_removal_requests_address_hash_check', sql`${t.address_hash} ~ '^[0-9a-f]{64}$'`),
    check('data_removal_requests_expiry_check', sql`${t.expires_at} > ${t.created_at}`),
    // A used link keeps no address.
    check('data_removal_requests_email_check', sql`${t.used_at} is null or ${t.email} is null`),
    index('data_removal_requests_account_idx').on(t.app_account_id),
    index('data_removal_requests_address_idx')
      .on(t.address_hash)
      .where(sql`${t.email} is not null`),
    // Expired addresses are cleared by a sweep over the ones still held.
    index('data_removal_requests_pending_idx')
      .on(t.expires_at)
      .where(sql`${t.email} is not null`),
  ],
);

export const DATA_REMOVAL_EVENT_KINDS = ['requested', 'removed', 'refused'] as const;
/**
 * requested → link_issued (known address, link e-mailed), unknown (nothing found, no e-mail),
 * limited (too many links for the address lately, no e-mail); removed → removed;
 * refused → used, expired (a link that can no longer be used).
 */
export const DATA_REMOVAL_OUTCOMES = ['link_issued', 'unknown', 'limited', 'removed', 'used', 'expired'] as const;
export type DataRemovalOutcome = (typeof DATA_REMOVAL_OUTCOMES)[number];

/**
 * The record of every removal request and removal, without personal data: the address only
 * as its keyed hash, the time, the outcome and, for a removal, counts of what went.
 */
export const dataRemovalEvents = pgTable(
  'data_removal_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestampTz('at').notNull().defaultNow(),
    kind: text('kind').notNull(),
    outcome: text('outcome').notNull(),
    address_hash: text('address_hash').notNull(),
    request_id: integer('request_id').references(() => dataRemovalRequests.id, { onDelete: 'set null' }),
    detail: jsonb('detail')
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [
    check('data_removal_events_kind_check', oneOf(t.kind, DATA_REMOVAL_EVENT_KINDS)),
    check('data_removal_events_outcome_check', oneOf(t.outcome, DATA_REMOVAL_OUTCOMES)),
    check('data_removal_events_address_hash_check', sql`${t.address_hash} ~ '^[0-9a-f]{64}$'`),
    check('data_removal_events_detail_check', sql`jsonb_typeof(${t.detail}) = 'object'`),
    // The per-address limit counts an address's recent links.
    index('data_removal_events_address_at_idx').on(t.address_hash, t.at),
    index('data_removal_events_request_idx').on(t.request_id),
  ],
);

export const ANONYMISED_PARTS = ['owner', 'spouse', 'children', 'residents'] as const;
export type AnonymisedPart = (typeof ANONYMISED_PARTS)[number];

/**
 * A lot whose personal data was erased or anonymised by an LGPD removal, and which parts:
 * what project admins see on the lot (its `anonymised_at`). No personal data.
 */
export const lotAnonymisations = pgTable(
  'lot_anonymisations',
  {
    id: serial('id').primaryKey(),
    lot_id: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    anonymised_at: timestampTz('anonymised_at').notNull().defaultNow(),
    parts: text('parts').array().notNull(),
    event_id: bigint('event_id', { mode: 'number' }).references(() => dataRemovalEvents.id, { onDelete: 'set null' }),
  },
  (t) => [
    check(
      'lot_anonymisations_parts_check',
      sql`cardinality(${t.parts}) > 0 and ${t.parts} <@ array['owner', 'spouse', 'children', 'residents']::text[]`,
    ),
    index('lot_anonymisations_lot_idx').on(t.lot_id, t.anonymised_at),
    index('lot_anonymisations_event_idx').on(t.event_id),
  ],
);
