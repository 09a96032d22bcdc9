import type { ReportFilter } from './filters.ts';
import { cpf, date, decimal, money } from './format.ts';

/** The filter in words, printed under a report's title so a reader knows what it covers. */
export function describeFilter(filter: ReportFilter): string {
  const parts: string[] = [filter.include_incomplete ? 'lotes de todos os status' : 'somente lotes completos'];
  if (filter.name) parts.push(`nome contém “${filter.name}”`);
  if (filter.cpf) parts.push(`CPF ${filter.cpf.length === 11 ? cpf(filter.cpf) : `inicia com ${filter.cpf}`}`);
  if (filter.inscricao_imobiliaria) parts.push(`inscrição contém “${filter.inscricao_imobiliaria}”`);
  if (filter.lot_area_below !== undefined) parts.push(`área abaixo de ${decimal(filter.lot_area_below)} m²`);
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
  return `${filter.invert ? `Seleção invertida (exceto: ${selection})` : `Seleção: ${selection}`}. ${scope.join('; ')}.`;
}
