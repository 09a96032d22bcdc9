import { PROJECT_PHASES } from '../enums/lot.ts';
import { boolean, choice, cpf, date, decimal, incomeRange, text } from '../fields/builders.ts';
import { defineEntity } from '../fields/entity.ts';

/**
 * The filter card of the reports screen (docs/entities.md#entities). project_phase empty means all phases.
 * The completion interval must lie in the past (docs/validation.md#validation, "interval date field").
 */
export const reportFilterEntity = defineEntity({
  resource: 'report-filters',
  label: 'Filtro de relatórios',
  pluralLabel: 'Filtros de relatórios',
  fields: [
    text('name', 'Nome do(a) titular'),
    cpf('cpf', 'CPF'),
    text('inscricao_imobiliaria', 'Inscrição imobiliária'),
    decimal('lot_area_below', 'Área do lote abaixo de (m²)', { min: 0 }),
    boolean('include_incomplete', 'Incluir lotes incompletos'),
    boolean('include_observations', 'Incluir observações'),
    date('completed_at_from', 'Concluídos a partir de', { past: true }),
    date('completed_at_to', 'Concluídos até', { past: true }),
    boolean('only_not_emitted', 'Somente não emitidos'),
    boolean('invert', 'Inverter seleção'),
    incomeRange('selectedIncome', 'Faixa de renda'),
    choice('project_phase', 'Etapa do projeto', PROJECT_PHASES),
  ],
});
