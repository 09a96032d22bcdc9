/**
 * The stored values the schema and the seed need, taken from the enumerations of `domain/`
 * (one declaration). The entity checks themselves come from domain's column rules
 * (helpers.ts checksFromDomain); these are for the tables domain does not declare
 * (lot_events, report_jobs), the defaults, and the seed generator.
 */
import { valuesOf } from '../../../domain/enums/choice.ts';
import * as improvements from '../../../domain/enums/improvements.ts';
import { LOT_STATUSES as STATUSES } from '../../../domain/enums/lot-status.ts';
import * as lot from '../../../domain/enums/lot.ts';
import * as person from '../../../domain/enums/person.ts';
import { REPORT_JOB_STATUSES as JOB_STATUSES } from '../../../domain/enums/reports.ts';
import { TECHNICAL_REPORT_SECTIONS } from '../../../domain/entities/technical-report.ts';

export { MARRIED } from '../../../domain/enums/civil-status.ts';
export { DEFAULT_LOT_STATUS } from '../../../domain/enums/lot-status.ts';
export { DEFAULT_PROJECT_CLASS, MDR, REURB_S } from '../../../domain/enums/project.ts';
export { DEFAULT_PROJECT_PHASE, EDITABLE_RESIDENT_TYPE } from '../../../domain/enums/lot.ts';

export const LOT_STATUSES = valuesOf(STATUSES);
export const REPORT_JOB_STATUSES = valuesOf(JOB_STATUSES);
export const TECHNICAL_SECTION_KEYS = valuesOf(TECHNICAL_REPORT_SECTIONS);
export const USOS_DO_LOTE = valuesOf(lot.USOS_DO_LOTE);
export const MARRIAGE_REGIMES = valuesOf(lot.MARRIAGE_REGIMES);
export const ESCOLARIDADES = valuesOf(person.ESCOLARIDADES);
export const BENEFICIOS_SOCIAIS = valuesOf(person.BENEFICIOS_SOCIAIS);
export const MDR_CONDICOES = valuesOf(improvements.MDR_CONDICOES);
export const MDR_PAREDES = valuesOf(improvements.MDR_MATERIAL_PAREDES);
export const MDR_COBERTURA = valuesOf(improvements.MDR_COBERTURA);
export const MDR_PISO = valuesOf(improvements.MDR_PISO);
export const MDR_ELETRICAS = valuesOf(improvements.MDR_INSTALACOES_ELETRICAS);
export const MDR_HIDROSSANITARIAS = valuesOf(improvements.MDR_INSTALACOES_HIDROSSANITARIAS);
export const MDR_ESGOTAMENTO = valuesOf(improvements.MDR_ESGOTAMENTO_SANITARIO);
