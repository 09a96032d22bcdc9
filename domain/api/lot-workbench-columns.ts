import { getField } from '../fields/entity.ts';
import { lotEntity } from '../entities/lot/index.ts';

/**
 * The lots workbench (`/lots`, docs/screens.md#screens): the columns it may show, their
 * Portuguese headers and which of them sort the list. Plain constants without zod, so the SPA
 * imports them without the request schemas (domain/api/lot-workbench.ts has those).
 */
export const WORKBENCH_COLUMNS = [
  'name',
  'project_name',
  'block_name',
  'status',
  'project_phase',
  'owner_name',
  'cpf',
  'spouse_name',
  'inscricao_imobiliaria',
  'registry_stage',
  'has_blockers',
  'assignees',
  'updated_at',
] as const;
export type WorkbenchColumn = (typeof WORKBENCH_COLUMNS)[number];

/** Shown when no saved view says otherwise. */
export const WORKBENCH_DEFAULT_COLUMNS: readonly WorkbenchColumn[] = [
  'name',
  'project_name',
  'block_name',
  'status',
  'owner_name',
  'cpf',
  'has_blockers',
];

/** A lot field's own label (domain/entities/lot/), so the workbench says what the lot form says. */
const lotLabel = (name: string): string => {
  const field = getField(lotEntity, name);
  if (!field) throw new Error(`lot workbench: unknown lot field ${name}`);
  return field.label;
};

export const WORKBENCH_COLUMN_LABELS: Record<WorkbenchColumn, string> = {
  name: 'Identificador',
  project_name: 'Projeto',
  block_name: 'Quadra',
  status: lotLabel('status'),
  project_phase: 'Etapa',
  owner_name: lotLabel('owner_name'),
  cpf: lotLabel('cpf'),
  spouse_name: lotLabel('spouse_name'),
  inscricao_imobiliaria: lotLabel('inscricao_imobiliaria'),
  registry_stage: 'Registro',
  has_blockers: 'Pendências',
  assignees: 'Responsáveis',
  updated_at: 'Atualizado em',
};

/** The columns that sort the list (the CPF, the pendências flag and the assignees do not). */
export const WORKBENCH_SORTS = [
  'name',
  'project_name',
  'block_name',
  'status',
  'project_phase',
  'owner_name',
  'spouse_name',
  'inscricao_imobiliaria',
  'updated_at',
] as const satisfies readonly WorkbenchColumn[];
export type WorkbenchSort = (typeof WORKBENCH_SORTS)[number];

/** The workbench's bulk actions; each needs the project-admin role in the lot's project. */
export const WORKBENCH_ACTIONS = ['status', 'phase', 'assign'] as const;
export type WorkbenchAction = (typeof WORKBENCH_ACTIONS)[number];

/** At most this many lots per bulk action (answered lot by lot; server/workbench/bulk.ts). */
export const WORKBENCH_BULK_MAX = 500;
/** Page size of the workbench (the spec's 20 rows a table) and the export's ceiling. */
export const WORKBENCH_PAGE = 20;
export const WORKBENCH_EXPORT_MAX = 50_000;

export const WORKBENCH_MESSAGES = {
  viewNotFound: 'Visão não encontrada.',
  viewNotOwner: 'Só quem criou a visão pode alterá-la ou excluí-la.',
  sharedNeedsAdmin: 'Somente administradores do projeto podem salvar visões compartilhadas.',
  viewNameTaken: 'Já existe uma visão com este nome.',
  lotNotFound: 'Lote não encontrado.',
  lotForbidden: 'Sem permissão de administrador neste projeto.',
  workNotInProject: 'Este projeto não tem benfeitorias (só projetos MDR).',
  assigneeNotMember: (name: string) => `${name} não é membro do projeto deste lote.`,
  assigneeNotFound: 'Usuário não encontrado.',
  exportTooLarge: `A exportação está limitada a ${WORKBENCH_EXPORT_MAX} lotes: refine os filtros.`,
} as const;
