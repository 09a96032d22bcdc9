import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { oneOf, timestampTz } from './helpers.ts';
import { lots } from './lots.ts';
import { projects } from './projects.ts';
import { users } from './users.ts';

export const EMISSION_KINDS = ['titulo-legitimacao', 'cert-reg-fund'] as const;
export type EmissionKind = (typeof EMISSION_KINDS)[number];
export const EMISSION_STATUSES = ['valid', 'superseded', 'cancelled'] as const;
export type EmissionStatus = (typeof EMISSION_STATUSES)[number];
/**
 * 'pending': numbers reserved, the document being rendered and signed outside the numbering
 * transaction (server/emissions/register.ts). It counts for art. 23 like an emitted one (no
 * second emission may give the same CPF a legitimação meanwhile) but is never shown, served
 * or verified as valid: it becomes 'valid' with its stored bytes, or 'cancelled' with the
 * reason it failed (its numbers stay in the register, so there is no gap).
 */
export const EMISSION_ROW_STATUSES = [...EMISSION_STATUSES, 'pending'] as const;

/**
 * The emission register (issue 14): every título de legitimação fundiária and every CRF the
 * municipality emitted. A título is one row per lot (its own number); a CRF is one row for
 * the document, its lots in `emission_lots`. Títulos emitted together share one stored, signed
 * document: `file_key`, `sha256` and `signed` are that document's (one signature per
 * document, not per título), and dropping that PDF on the verification page matches each of
 * them.
 *
 * `number` runs per project, kind and year without gaps (`emission_counters`, advanced in the
 * emission's transaction). `legacy` rows were migrated from the `document_emitted` lot events
 * kept before the register existed: numbered in the order they happened, with no stored
 * bytes, no hash and no verification code (the papers printed then carry none).
 */
export const emissions = pgTable(
  'emissions',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    number: integer('number').notNull(),
    year: integer('year').notNull(),
    status: text('status').notNull().default('valid'),
    emitted_at: timestampTz('emitted_at').notNull().defaultNow(),
    emitted_by: integer('emitted_by').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 (hex) of the exact bytes served, after signing; null on legacy rows. */
    sha256: text('sha256'),
    /** Random, ≥ 60 bits, base32 (printed with the QR code); null on legacy rows. */
    verification_code: text('verification_code').unique('emissions_verification_code_key'),
    /** A complementar CRF (Decreto 9.310/2018 art. 16 §7º, cadastramento complementar): the project's first CRF. */
    complementar_of: integer('complementar_of').references((): AnyPgColumn => emissions.id, { onDelete: 'set null' }),
    /** Where the stored bytes are (server/files/storage.ts). */
    file_key: text('file_key'),
    format: text('format').notNull().default('pdf'),
    signed: boolean('signed').notNull().default(false),
    /** The report filter used, as sent. */
    filter: jsonb('filter')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    superseded_by: integer('superseded_by').references((): AnyPgColumn => emissions.id, { onDelete: 'set null' }),
    cancel_reason: text('cancel_reason'),
    cancelled_at: timestampTz('cancelled_at'),
    cancelled_by: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    legacy: boolean('legacy').notNull().default(false),
  },
  (t) => [
    unique('emissions_number_key').on(t.project_id, t.kind, t.year, t.number),
    check('emissions_kind_check', oneOf(t.kind, EMISSION_KINDS)),
    check('emissions_status_check', oneOf(t.status, EMISSION_ROW_STATUSES)),
    check('emissions_format_check', oneOf(t.format, ['pdf', 'xlsx'])),
    check('emissions_number_check', sql`${t.number} > 0`),
    check('emissions_filter_check', sql`jsonb_typeof(${t.filter}) = 'object'`),
    // The register's order (server/emissions/read.ts: most recent first, then the id): a page of 20
    // is read off the index's end, with no sort of the project's thousands of rows, whatever the
    // planner's statistics say (PGlite never gathers them by itself: db/analyze.ts).
    index('emissions_project_idx').on(t.project_id, t.emitted_at, t.id),
    index('emissions_file_idx').on(t.file_key),
    index('emissions_pending_idx')
      .on(t.emitted_at)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * The lots (and their CPFs at the time, digits only) an emission covers, with the real right
 * and the use each lot had when it was emitted. Decreto 9.310/2018 art. 16, §1º, II reads it: a
 * CPF already contemplated with legitimação de posse or fundiária of a property with the same
 * purpose (residential or not), in a not-cancelled emission of another lot.
 */
export const emissionLots = pgTable(
  'emission_lots',
  {
    emission_id: integer('emission_id')
      .notNull()
      .references(() => emissions.id, { onDelete: 'cascade' }),
    lot_id: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    holder_cpf: text('holder_cpf'),
    partner_cpf: text('partner_cpf'),
    /** The holder's name at emission, shown masked on the public verification page. */
    holder_name: text('holder_name'),
    /** The lot's real right at emission (domain/enums/real-rights.ts); null: not known, read as a legitimação. */
    real_right: text('real_right'),
    /** The lot's use at emission (domain/enums/lot.ts USOS_DO_LOTE); null: not known, read as any purpose. */
    uso_do_lote: text('uso_do_lote'),
  },
  (t) => [
    primaryKey({ name: 'emission_lots_pkey', columns: [t.emission_id, t.lot_id] }),
    index('emission_lots_lot_idx').on(t.lot_id),
    index('emission_lots_holder_cpf_idx').on(t.holder_cpf),
    index('emission_lots_partner_cpf_idx').on(t.partner_cpf),
  ],
);

/** The last number given per project, kind and year; advanced inside the emission's transaction. */
export const emissionCounters = pgTable(
  'emission_counters',
  {
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    last_number: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ name: 'emission_counters_pkey', columns: [t.project_id, t.kind, t.year] })],
);
