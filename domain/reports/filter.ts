import { reportFilterEntity } from '../entities/report-filter.ts';
import { getField } from '../fields/entity.ts';
import type { Field } from '../fields/types.ts';
import { MASKS } from '../validation/masks.ts';

/**
 * The report filter's criteria on the lot's own columns, declared once with their meaning:
 * the server's SQL (server/reports/selection.ts), its query parsing (server/reports/filters.ts),
 * the text printed under a report's title (server/reports/filter-text.ts), the SPA's query
 * (src/providers/data/reports.ts) and its filter card follow from this list and the fields of
 * `reportFilterEntity`. The other criteria (status, completion interval, emissions, household
 * income, phase, inversion) are not a column's value and are written where they are used.
 */
export type FilterMeaning =
  /** Part of the text of one of the columns, ignoring case. */
  | 'contains'
  /** The digits begin one of the columns (a complete value is shown formatted). */
  | 'prefix'
  /** The column's number is below the value. */
  | 'below';

export interface LotCriterion {
  /** The filter field (reportFilterEntity) and query parameter. */
  readonly key: 'name' | 'cpf' | 'inscricao_imobiliaria' | 'lot_area_below';
  readonly meaning: FilterMeaning;
  /** The lot columns it looks at (any of them). */
  readonly columns: readonly string[];
  /** How the printed filter names it: "nome contém “Silva”", "área abaixo de 200,00 m²". */
  readonly words: string;
  /** Longest text accepted in the query. */
  readonly max: number;
  readonly unit?: string;
}

export const LOT_CRITERIA: readonly LotCriterion[] = [
  { key: 'name', meaning: 'contains', columns: ['owner_name'], words: 'nome', max: 200 },
  { key: 'cpf', meaning: 'prefix', columns: ['cpf', 'spouse_cpf'], words: 'CPF', max: 20 },
  {
    key: 'inscricao_imobiliaria',
    meaning: 'contains',
    columns: ['inscricao_imobiliaria'],
    words: 'inscrição',
    max: 100,
  },
  { key: 'lot_area_below', meaning: 'below', columns: ['area'], words: 'área', max: 20, unit: 'm²' },
];

export const criterionField = (criterion: LotCriterion): Field => getField(reportFilterEntity, criterion.key)!;

/** How many digits a complete value of a prefix criterion has (CPF: 11), from its mask. */
export const completeDigits = (criterion: LotCriterion): number | undefined => {
  const type = criterionField(criterion).type;
  const mask = type in MASKS ? MASKS[type as keyof typeof MASKS] : undefined;
  return mask ? mask.replace(/[^#]/g, '').length : undefined;
};

/** A criterion's value as the query carries it: text trimmed, digits only, a number; or nothing. */
export function criterionParam(criterion: LotCriterion, value: unknown): string | number | undefined {
  if (value === null || value === undefined) return undefined;
  switch (criterion.meaning) {
    case 'contains':
      return String(value).trim() || undefined;
    case 'prefix':
      return String(value).replace(/\D/g, '') || undefined;
    case 'below':
      return typeof value === 'number' ? value : undefined;
  }
}

/** The filter card's fields: the inputs (criteria and dates) and the yes/no options. */
export const FILTER_INPUTS = reportFilterEntity.fields
  .filter((field) => field.type !== 'boolean' && field.type !== 'incomeRange' && field.type !== 'choice')
  .map((field) => field.name);
export const FILTER_FLAGS = reportFilterEntity.fields
  .filter((field) => field.type === 'boolean')
  .map((field) => field.name);
