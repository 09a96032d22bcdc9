import type { Choice } from '../enums/choice.ts';
import { fieldsForView, getField } from '../fields/entity.ts';
import type { EntityDef, View } from '../fields/types.ts';
import { lotEntity, type LotEntity } from './lot/index.ts';

/** The attributes a custom report may include, in the spec's order (docs/entities.md#entities). */
const SPEC_ATTRIBUTES = [
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

/** A lot field declared with `views: [..., 'report']` (a column the custom report may include). */
type ReportField<F> = F extends { views: readonly View[]; name: infer N extends string }
  ? 'report' extends F['views'][number]
    ? N
    : never
  : never;

export type CustomReportAttribute = (typeof SPEC_ATTRIBUTES)[number] | ReportField<LotEntity['fields'][number]>;

/**
 * Name and label of each attribute of an entity's custom report: the spec's, then every field
 * declared with the `report` view; labels are the entity's own (block_name is the block's).
 */
export const customReportAttributes = (entity: EntityDef): Choice<string>[] =>
  [
    ...SPEC_ATTRIBUTES,
    ...fieldsForView(entity, 'report')
      .map((field) => field.name)
      .filter((name) => !(SPEC_ATTRIBUTES as readonly string[]).includes(name)),
  ].map((id) => ({ id, name: id === 'block_name' ? 'Quadra' : (getField(entity, id)?.label ?? id) }));

export const CUSTOM_REPORT_ATTRIBUTES = customReportAttributes(lotEntity) as readonly Choice<CustomReportAttribute>[];

/** Columns of the custom report preview (docs/entities.md#entities). */
export const CUSTOM_REPORT_PREVIEW_COLUMNS: readonly CustomReportAttribute[] = ['name', 'block_name', 'owner_name'];
