import type { Choice } from '../enums/choice.ts';
import { getField } from '../fields/entity.ts';
import { lotEntity } from './lot/index.ts';

/** The attributes a custom report may include, in the spec's order (spec §3). */
const ATTRIBUTES = [
  'name',
  'owner_name',
  'cpf',
  'owner_mother_name',
  'owner_father_name',
  'civil_status',
  'occupation',
  'income',
  'rg',
  'email',
  'phone_number',
  'cellphone_number',
  'area',
  'inscricao_imobiliaria',
  'spouse_name',
  'spouse_cpf',
  'uso_do_lote',
  'cnpj',
  'nis',
  'observations',
  'spouse_rg',
  'marriage_regime_de_bens',
  'marriage_date',
  'street_address',
  'street_number',
  'n_selagem',
  'street_complement',
  'companion_occupation',
  'block_name',
] as const;

export type CustomReportAttribute = (typeof ATTRIBUTES)[number];

/** Name and label of each attribute; labels are the lot's own (block_name is the block's). */
export const CUSTOM_REPORT_ATTRIBUTES: readonly Choice<CustomReportAttribute>[] = ATTRIBUTES.map((id) => ({
  id,
  name: id === 'block_name' ? 'Quadra' : (getField(lotEntity, id)?.label ?? id),
}));

/** Columns of the custom report preview (spec §3). */
export const CUSTOM_REPORT_PREVIEW_COLUMNS: readonly CustomReportAttribute[] = ['name', 'block_name', 'owner_name'];
