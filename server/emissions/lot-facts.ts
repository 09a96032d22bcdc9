import { sql, type SQL } from 'drizzle-orm';
import type { EmissionKind } from '../db/schema/index.ts';
import { partnerSql } from '../reports/selection.ts';

/** What emission_lots keeps of each lot at emission, beside the emission and lot ids, in this order. */
export const EMISSION_LOT_FACTS = sql.raw('holder_cpf, partner_cpf, holder_name, real_right, uso_do_lote');

const digits = (column: SQL) => sql`nullif(regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g'), '')`;

/**
 * The values of EMISSION_LOT_FACTS read from the lot `l`: its CPFs as digits (the partner's only
 * when the lot has one), the holder's name, and the real right and use that Decreto 9.310/2018
 * art. 16, §1º, II compares (a título is a legitimação fundiária whatever the lot says).
 */
export const emissionLotFacts = (kind: EmissionKind): SQL =>
  sql`${digits(sql`l.cpf`)}, case when ${partnerSql} then ${digits(sql`l.spouse_cpf`)} end, l.owner_name,
    ${kind === 'titulo-legitimacao' ? sql`'LEGITIMACAO_FUNDIARIA'` : sql`l.real_right`}, l.uso_do_lote`;
