import type { ReportFilter } from './filters.ts';
import { completeDigits, criterionField, LOT_CRITERIA, type LotCriterion } from '../../domain/reports/filter.ts';
import { formatValue } from '../../domain/validation/format-value.ts';
import { date, decimal, money } from './format.ts';

/** One criterion on the lot's columns in words, by its declared meaning (domain/reports/filter.ts). */
function criterionText(criterion: LotCriterion, value: string | number): string {
  switch (criterion.meaning) {
    case 'contains':
      return `${criterion.words} contém “${value}”`;
    case 'prefix':
      return String(value).length === completeDigits(criterion)
        ? `${criterion.words} ${formatValue(criterionField(criterion), value)}`
        : `${criterion.words} inicia com ${value}`;
    case 'below':
      return `${criterion.words} abaixo de ${decimal(Number(value))}${criterion.unit ? ` ${criterion.unit}` : ''}`;
  }
}

/** The filter in words, printed under a report's title so a reader knows what it covers. */
export function describeFilter(filter: ReportFilter): string {
  const parts: string[] = [filter.include_incomplete ? 'lotes de todos os status' : 'somente lotes completos'];
  for (const criterion of LOT_CRITERIA) {
    const value = filter[criterion.key];
    if (value !== undefined && value !== '') parts.push(criterionText(criterion, value));
  }
  if (filter.completed_at_from && filter.completed_at_to) {
    parts.push(`concluídos de ${date(filter.completed_at_from)} a ${date(filter.completed_at_to)}`);
  } else if (filter.completed_at_from) {
    parts.push(`concluídos a partir de ${date(filter.completed_at_from)}`);
  } else if (filter.completed_at_to) {
    parts.push(`concluídos até ${date(filter.completed_at_to)}`);
  }
  if (filter.only_not_emitted) parts.push('somente não emitidos');
  if (filter.income)
    parts.push(`renda familiar de ${money(filter.income.value_from)} a ${money(filter.income.value_to)}`);
  const selection = parts.join('; ');
  const scope = [filter.project_phase ? `Etapa ${filter.project_phase}` : 'Todas as etapas'];
  if (filter.single_resident_only) scope.push('somente famílias de uma pessoa');
  if (filter.lot_ids?.length)
    scope.push(
      `somente ${filter.lot_ids.length === 1 ? 'o lote escolhido' : `os ${filter.lot_ids.length} lotes escolhidos`}`,
    );
  return `${filter.invert ? `Seleção invertida (exceto: ${selection})` : `Seleção: ${selection}`}. ${scope.join('; ')}.`;
}
