import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The per-address counters of the rate limits and of the sign-in lockout (server/security/
 * window-counter.ts), in the database so that a restart does not clear them and every API
 * process counts against the same limit. `key` is an HMAC of the counter's name and the
 * address (and e-mail), never the address itself; a window starts at its first event and
 * lasts until `expires_at`. Expired rows are deleted periodically.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limit_counters_expires_idx').on(t.expiresAt)],
);

/**
 * Tables whose rows are short-lived state, not records: counted on every call, refused ones
 * included, and expiring within minutes. Backups leave them out, a restore's "empty target"
 * check ignores them, and tests proving that a refused request wrote nothing skip them.
 */
export const EPHEMERAL_TABLES: readonly string[] = ['rate_limit_counters'];
