import { z } from 'zod';
import { parseDate, todayIso } from '../../domain/validation/dates.ts';
import { normaliseIncomeRange } from '../../domain/validation/income-range.ts';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { parseDecimal, parseNumber } from '../../domain/validation/numbers.ts';
import type { IncomeRange } from '../../domain/fields/values.ts';
import { completeDigits, criterionField, LOT_CRITERIA, type LotCriterion } from '../../domain/reports/filter.ts';

/**
 * The report filter (docs/entities.md#entities "Report filter", docs/api.md#api query of GET /projects/{id}/{reportType}),
 * parsed once from the query string. Unknown parameters are ignored (cache busters), as in
 * every list; a value that cannot be read is a 400 naming the parameter, in Portuguese.
 */
export interface ReportFilter {
  /** Part of the holder's name (case-insensitive). */
  name?: string;
  /** Digits of the holder's or the partner's CPF (a prefix). */
  cpf?: string;
  /** Part of the inscrição imobiliária. */
  inscricao_imobiliaria?: string;
  /** Lots with an area below this many m². */
  lot_area_below?: number;
  /** `complete=false` on the wire: lots of every status, not only the complete ones. */
  include_incomplete: boolean;
  /** Print the lots' observations (changes what is printed, not which lots). */
  include_observations: boolean;
  /** The social registration completed from / until these local days (YYYY-MM-DD). */
  completed_at_from?: string;
  completed_at_to?: string;
  /** Lots for which no title or certificate was emitted yet. */
  only_not_emitted: boolean;
  /** The lots the other criteria leave out (within the project and phase). */
  invert: boolean;
  /**
   * Official documents (título, CRF): only complete lots, whatever `complete` and `invert`
   * say (a scope, never inverted).
   */
  complete_only?: boolean;
  /**
   * Títulos: only the units somebody holds. A unit left vacant and unsold receives none; its
   * matrícula opens in the name of the original owner (Decreto 9.310/2018 art. 52). A scope too.
   */
  occupied_only?: boolean;
  /** Household monthly income in whole reais, both bounds set (docs/validation.md#validation), or null. */
  income: IncomeRange | null;
  /** 1 or 2, or null for every phase. */
  project_phase: 1 | 2 | null;
  /** Households of one person (`single_resident_only=1`). */
  single_resident_only: boolean;
  /**
   * Only these lots (`lot_ids=1,2,3`: the lots chosen on the workbench, issue 18 part 5); a
   * scope like the project, never inverted.
   */
  lot_ids?: number[];
}

export const EMPTY_FILTER: ReportFilter = {
  include_incomplete: false,
  include_observations: false,
  only_not_emitted: false,
  invert: false,
  income: null,
  project_phase: null,
  single_resident_only: false,
};

const TRUE = new Set(['1', 'true', 'sim', 'on', 'yes']);
const FALSE = new Set(['0', 'false', 'nao', 'não', 'off', 'no', '']);

/** A query flag: 1/true/sim or 0/false/não (an empty value is false). */
export const flag = z
  .union([z.string().max(10), z.boolean()], { error: MESSAGES.boolean })
  .optional()
  .transform((raw, ctx) => {
    if (raw === undefined || typeof raw === 'boolean') return raw;
    const value = raw.trim().toLowerCase();
    if (TRUE.has(value)) return true;
    if (FALSE.has(value)) return false;
    ctx.addIssue({ code: 'custom', message: MESSAGES.boolean });
    return z.NEVER;
  });

const text = (max: number) =>
  z
    .string({ error: MESSAGES.text })
    .max(max, `Máximo de ${max} caracteres`)
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined));

/** DD/MM/AAAA or YYYY-MM-DD, a real day, not in the future (docs/validation.md#validation interval date). */
const pastDay = z
  .string({ error: MESSAGES.date })
  .max(10, MESSAGES.date)
  .optional()
  .transform((raw, ctx) => {
    if (!raw?.trim()) return undefined;
    const day = parseDate(raw);
    if (!day) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.date });
      return z.NEVER;
    }
    if (day > todayIso()) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.pastDate });
      return z.NEVER;
    }
    return day;
  });

/** Digits only (docs/validation.md#validation income filter): `1500`, or what is left of `R$ 1.500`. */
const incomeBound = z
  .string({ error: MESSAGES.integer })
  .max(15, MESSAGES.integer)
  .optional()
  .transform((raw, ctx) => {
    if (!raw?.trim()) return undefined;
    const digits = raw.replace(/\D/g, '');
    if (!digits || digits.length > 12) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.integer });
      return z.NEVER;
    }
    return digits;
  });

const area = z
  .string({ error: MESSAGES.decimal })
  .max(20, MESSAGES.decimal)
  .optional()
  .transform((raw, ctx) => {
    if (!raw?.trim()) return undefined;
    const value = raw.includes(',') ? parseDecimal(raw) : parseNumber(raw);
    if (value === null || value < 0 || value > 1e10) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.decimal });
      return z.NEVER;
    }
    return value;
  });

/** At most this many chosen lots in one report (an address stays far below 16 KB). */
export const REPORT_LOT_IDS_MAX = 1000;
const LOT_IDS_MESSAGE = 'Lista de lotes inválida: use números separados por vírgula';

/** `lot_ids=1,2,3` (or repeated): positive ids, at most REPORT_LOT_IDS_MAX. */
const lotIds = z
  .union([z.string().max(12 * REPORT_LOT_IDS_MAX), z.array(z.string().max(12)).max(REPORT_LOT_IDS_MAX)], {
    error: LOT_IDS_MESSAGE,
  })
  .optional()
  .transform((raw, ctx) => {
    if (raw === undefined) return undefined;
    const parts = (Array.isArray(raw) ? raw : raw.split(',')).map((p) => p.trim()).filter(Boolean);
    if (!parts.length) return undefined;
    const ids = parts.map(Number);
    if (ids.some((id) => !Number.isInteger(id) || id < 1 || id > 2_147_483_647)) {
      ctx.addIssue({ code: 'custom', message: LOT_IDS_MESSAGE });
      return z.NEVER;
    }
    const unique = [...new Set(ids)];
    if (unique.length > REPORT_LOT_IDS_MAX) {
      ctx.addIssue({ code: 'custom', message: `Escolha no máximo ${REPORT_LOT_IDS_MAX} lotes` });
      return z.NEVER;
    }
    return unique;
  });

const phase = z
  .string({ error: MESSAGES.choice })
  .max(4, MESSAGES.choice)
  .optional()
  .transform((raw, ctx) => {
    const value = raw?.trim();
    if (!value || value === 'null' || value === 'all') return null;
    if (value === '1' || value === '2') return Number(value) as 1 | 2;
    ctx.addIssue({ code: 'custom', message: MESSAGES.choice });
    return z.NEVER;
  });

/** Digits a value begins with (`123.456` → `123456`), at most a complete value's count. */
const digitsPrefix = (criterion: LotCriterion) => {
  const own = (MESSAGES as Record<string, unknown>)[criterionField(criterion).type];
  const message = typeof own === 'string' ? own : MESSAGES.integer;
  return z
    .string({ error: message })
    .max(criterion.max, message)
    .optional()
    .transform((raw, ctx) => {
      const digits = raw?.replace(/\D/g, '') ?? '';
      if (!raw?.trim()) return undefined;
      if (!digits || digits.length > (completeDigits(criterion) ?? criterion.max)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return digits;
    });
};

/** A criterion's query parser, by its declared meaning (domain/reports/filter.ts). */
const criterionQuery = (criterion: LotCriterion) =>
  criterion.meaning === 'contains'
    ? text(criterion.max)
    : criterion.meaning === 'prefix'
      ? digitsPrefix(criterion)
      : area;

type CriterionKey = LotCriterion['key'];
const criteriaShape = Object.fromEntries(LOT_CRITERIA.map((c) => [c.key, criterionQuery(c)])) as {
  name: ReturnType<typeof text>;
  cpf: ReturnType<typeof digitsPrefix>;
  inscricao_imobiliaria: ReturnType<typeof text>;
  lot_area_below: typeof area;
} satisfies Record<CriterionKey, z.ZodType>;

/** The filter's query parameters (docs/api.md#api); `include_incomplete` is accepted beside `complete`. */
export const filterQueryShape = {
  ...criteriaShape,
  complete: flag,
  include_incomplete: flag,
  include_observations: flag,
  completed_at_from: pastDay,
  completed_at_to: pastDay,
  only_not_emitted: flag,
  invert: flag,
  income_from: incomeBound,
  income_to: incomeBound,
  project_phase: phase,
  lot_ids: lotIds,
};

export const filterQuery = z.object(filterQueryShape);
export const singleResidentQuery = z.object({ ...filterQueryShape, single_resident_only: flag });

type FilterQuery = z.output<typeof filterQuery> & { single_resident_only?: boolean };

/** The parsed query as a ReportFilter: `complete=false` ⇔ include incomplete lots. */
export function toReportFilter(query: FilterQuery): ReportFilter {
  return {
    name: query.name,
    cpf: query.cpf,
    inscricao_imobiliaria: query.inscricao_imobiliaria,
    lot_area_below: query.lot_area_below,
    include_incomplete: query.include_incomplete ?? (query.complete === undefined ? false : !query.complete),
    include_observations: query.include_observations ?? false,
    completed_at_from: query.completed_at_from,
    completed_at_to: query.completed_at_to,
    only_not_emitted: query.only_not_emitted ?? false,
    invert: query.invert ?? false,
    income: normaliseIncomeRange({ value_from: query.income_from, value_to: query.income_to }),
    project_phase: query.project_phase ?? null,
    single_resident_only: query.single_resident_only ?? false,
    ...(query.lot_ids ? { lot_ids: query.lot_ids } : {}),
  };
}

/** The filter as a job's stored parameters (JSON) and back. */
export const filterFromJson = (value: unknown): ReportFilter => ({
  ...EMPTY_FILTER,
  ...(value as Partial<ReportFilter>),
});
