import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestampTz } from './helpers.ts';
import { users } from './users.ts';

/**
 * A user's personal iCalendar feed (issue 16 part 4): one per user. The URL's secret token is
 * the credential of a feed that calendar apps fetch without signing in, so only its SHA-256 is
 * kept (a copied database does not hand out anyone's feed); rotating replaces the row, revoking
 * deletes it, and a deleted user takes the feed along.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    user_id: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the token; the token itself is shown once, when created. */
    token_hash: text('token_hash').notNull(),
    created_at: timestampTz('created_at').notNull().defaultNow(),
    /** Last time a calendar app fetched the feed (at most once a minute), for the account card. */
    last_used_at: timestampTz('last_used_at'),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_hash_key').on(t.token_hash),
    check('calendar_feeds_token_hash_check', sql`${t.token_hash} ~ '^[0-9a-f]{64}$'`),
  ],
);

/**
 * The daily digest e-mails already sent (issue 16 part 4): one row per admin and Brasília day,
 * written in the transaction that sends the message, so two workers running the day's job send
 * it once (the second waits on the key and then finds it taken) and a failed send leaves no row.
 */
export const digestSends = pgTable(
  'digest_sends',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** How many clocks the message listed. */
    items: integer('items').notNull(),
    sent_at: timestampTz('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.day] }), index('digest_sends_day_idx').on(t.day)],
);

/**
 * The e-mails sent to the global administrators about the signing certificate's end
 * (server/emissions/certificate-notices.ts): one row per administrator, certificate (its end) and
 * notice ('ending-30' … 'ending-0', 'expired-<day>'), written in the transaction that sends the
 * message, as digest_sends is, so two workers send it once and a failed send leaves no row. A
 * new certificate (another end) starts its notices afresh. A certificate that cannot be opened
 * has no end to read: its notices ('unreadable-<day>') have none (null), and a null is one value
 * for the key (NULLS NOT DISTINCT), so each still goes once.
 */
export const certificateNoticeSends = pgTable(
  'certificate_notice_sends',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    valid_until: timestampTz('valid_until'),
    notice: text('notice').notNull(),
    sent_at: timestampTz('sent_at').notNull().defaultNow(),
  },
  (t) => [unique('certificate_notice_sends_key').on(t.user_id, t.valid_until, t.notice).nullsNotDistinct()],
);
