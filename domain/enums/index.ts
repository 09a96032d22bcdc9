import { ROLE_CHOICES } from '../roles.ts';
import type { Enumeration } from './choice.ts';
import { CIVIL_STATUSES } from './civil-status.ts';
import {
  MDR_CONDICOES,
  MDR_COBERTURA,
  MDR_ESGOTAMENTO_SANITARIO,
  MDR_ESTABILIDADE,
  MDR_INSTALACOES_ELETRICAS,
  MDR_INSTALACOES_HIDROSSANITARIAS,
  MDR_MATERIAL_PAREDES,
  MDR_PISO,
  MDR_RECONSTRUCAO,
} from './improvements.ts';
import { UTM_ZONES } from './geo.ts';
import { LAND_OWNERSHIPS } from './land.ts';
import { LOT_STATUSES } from './lot-status.ts';
import { LOT_WORKS } from './lot-work.ts';
import { MARRIAGE_REGIMES, PROJECT_PHASES, RESIDENT_TYPES, USOS_DO_LOTE } from './lot.ts';
import { BENEFICIOS_SOCIAIS, ESCOLARIDADES, OCCUPATION_TYPES, SEXES } from './person.ts';
import { PROJECT_CLASSES, REURB_MODALITIES } from './project.ts';
import { REAL_RIGHTS } from './real-rights.ts';
import { REPORT_JOB_STATUSES, TECHNICAL_QUESTION_TYPES } from './reports.ts';

/** Every enumeration by name: for the pt-BR catalogue, the database checks and the tests. */
export const ENUMERATIONS = {
  lot_status: LOT_STATUSES,
  civil_status: CIVIL_STATUSES,
  sex: SEXES,
  uso_do_lote: USOS_DO_LOTE,
  marriage_regime_de_bens: MARRIAGE_REGIMES,
  escolaridade: ESCOLARIDADES,
  occupation_type: OCCUPATION_TYPES,
  beneficios_sociais: BENEFICIOS_SOCIAIS,
  mdr_estabilidade_estrutura: MDR_ESTABILIDADE,
  mdr_necessidade_reconstrucao: MDR_RECONSTRUCAO,
  mdr_condicoes: MDR_CONDICOES,
  mdr_material_paredes_externas: MDR_MATERIAL_PAREDES,
  mdr_cobertura: MDR_COBERTURA,
  mdr_piso: MDR_PISO,
  mdr_instalacoes_eletricas: MDR_INSTALACOES_ELETRICAS,
  mdr_instalacoes_hidrossanitarias: MDR_INSTALACOES_HIDROSSANITARIAS,
  mdr_esgotamento_sanitario: MDR_ESGOTAMENTO_SANITARIO,
  role: ROLE_CHOICES,
  project_phase: PROJECT_PHASES,
  project_class: PROJECT_CLASSES,
  reurb_modality: REURB_MODALITIES,
  resident_type: RESIDENT_TYPES,
  report_job_status: REPORT_JOB_STATUSES,
  technical_question_type: TECHNICAL_QUESTION_TYPES,
  utm_zone: UTM_ZONES,
  real_right: REAL_RIGHTS,
  land_ownership: LAND_OWNERSHIPS,
  lot_work: LOT_WORKS,
} as const satisfies Record<string, Enumeration>;

export type EnumerationName = keyof typeof ENUMERATIONS;
