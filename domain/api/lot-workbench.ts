import { z } from 'zod';
import { valuesOf } from '../enums/choice.ts';
import { LOT_STATUSES } from '../enums/lot-status.ts';
import { LOT_WORKS } from '../enums/lot-work.ts';
import { REGISTRY_STAGE_IDS } from '../registry/stages.ts';
import { MESSAGES } from '../validation/messages.ts';
import { listQuery } from './list.ts';
import {
  WORKBENCH_ACTIONS,
  WORKBENCH_BULK_MAX,
  WORKBENCH_COLUMNS,
  WORKBENCH_PAGE,
  WORKBENCH_SORTS,
  type WorkbenchColumn,
} from './lot-workbench-columns.ts';

export * from './lot-workbench-columns.ts';

/**
 * The lots workbench's requests and answers (GET /lots/workbench, its XLSX, the bulk actions
 * and the saved views under /lot-views), shared by the server's route schemas, the SPA's types
 * (`import type` only) and the mock API.
 */

const id = z.number().int();
const positiveId = z.coerce
  .number({ error: 'Id inválido' })
  .int('Id inválido')
  .positive('Id inválido')
  .max(2_147_483_647, 'Id inválido');
const STATUS_IDS = LOT_STATUSES.map((s) => s.id) as [string, ...string[]];
const WORK_IDS = valuesOf(LOT_WORKS) as [string, ...string[]];
const REGISTRY_IDS = REGISTRY_STAGE_IDS as [string, ...string[]];

/** The filters, as a saved view keeps them (strict: an unknown key is refused, never dropped). */
export const workbenchFilters = z
  .object({
    project_id: positiveId.optional(),
    block_id: positiveId.optional(),
    status: z.enum(STATUS_IDS, { error: 'Situação inválida' }).optional(),
    /** Where the lot stands at the registry office (domain/registry/stages.ts). */
    registry_stage: z.enum(REGISTRY_IDS, { error: 'Etapa do registro inválida' }).optional(),
    /** The lot's identifier or its holder's name, any part of it. */
    name: z.string().trim().max(200, 'Busca muito longa').optional(),
    /** Holder's or spouse/companion's CPF: digits only (a mask is dropped), its start matches. */
    cpf: z
      .string()
      .max(20, 'CPF inválido')
      .transform((v) => v.replace(/\D/g, ''))
      .refine((v) => v.length <= 11, 'CPF inválido')
      .optional(),
    inscricao: z.string().trim().max(100, 'Busca muito longa').optional(),
    has_blockers: z.boolean().optional(),
    /** Lots where the caller is assigned some work (domain/enums/lot-work.ts). */
    assigned_to_me: z.boolean().optional(),
  })
  .strict();
export type WorkbenchFilters = z.infer<typeof workbenchFilters>;

/** `columns=name,cpf` or repeated: known columns, kept in the workbench's order. */
const columnsParam = z
  .union([z.string().max(1000), z.array(z.string().max(50)).max(50)])
  .optional()
  .transform((raw, ctx): WorkbenchColumn[] | undefined => {
    if (raw === undefined) return undefined;
    const wanted = (Array.isArray(raw) ? raw : raw.split(',')).map((c) => c.trim()).filter(Boolean);
    const unknown = wanted.filter((c) => !WORKBENCH_COLUMNS.includes(c as WorkbenchColumn));
    if (unknown.length) {
      ctx.addIssue({ code: 'custom', message: `Coluna desconhecida: ${unknown.slice(0, 3).join(', ')}` });
      return z.NEVER;
    }
    if (!wanted.length) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.selectAtLeastOne });
      return z.NEVER;
    }
    return WORKBENCH_COLUMNS.filter((c) => wanted.includes(c));
  });

/** `has_blockers=true|false` in a query string. */
const booleanParam = z
  .enum(['true', 'false'], { error: 'Valor inválido' })
  .transform((v) => v === 'true')
  .optional();

/** GET /lots/workbench (and .xlsx): paging, sorts, the filters and, for the export, the columns. */
export const workbenchQuery = listQuery(WORKBENCH_PAGE, WORKBENCH_SORTS)
  .omit({ q: true })
  .extend({
    ...workbenchFilters.shape,
    cpf: z
      .string()
      .max(20, 'CPF inválido')
      .transform((v) => v.replace(/\D/g, ''))
      .refine((v) => v.length <= 11, 'CPF inválido')
      .optional(),
    has_blockers: booleanParam,
    assigned_to_me: booleanParam,
    columns: columnsParam,
  });
export type WorkbenchQuery = z.infer<typeof workbenchQuery>;

export const workbenchRow = z.object({
  id,
  name: z.string(),
  project_id: id,
  project_name: z.string(),
  block_id: id,
  block_name: z.string(),
  status: z.string(),
  project_phase: z.number().int(),
  registry_stage: z.enum(REGISTRY_IDS),
  owner_name: z.string().nullable(),
  cpf: z.string().nullable(),
  spouse_name: z.string().nullable(),
  inscricao_imobiliaria: z.string().nullable(),
  /** The last review found something to fix, or there was none yet (server/workbench/list.ts). */
  has_blockers: z.boolean(),
  reviewed: z.boolean(),
  /** Who is assigned each work, in words ("Cadastro social: Ana · Benfeitorias: Rui"), or null. */
  assignees: z.string().nullable(),
  updated_at: z.string(),
  /** Whether the caller is admin of the lot's project (the bulk actions need it). */
  can_admin: z.boolean(),
});
export type WorkbenchRow = z.infer<typeof workbenchRow>;
export const workbenchAnswer = z.object({ data: z.array(workbenchRow), total: z.number().int() });
export type WorkbenchAnswer = z.infer<typeof workbenchAnswer>;

/** POST /lots/workbench/bulk: one action on many lots. */
export const workbenchBulkBody = z.discriminatedUnion(
  'action',
  [
    z
      .object({
        action: z.literal('status'),
        lot_ids: z.array(positiveId).min(1, MESSAGES.lotIdsRequired).max(WORKBENCH_BULK_MAX),
        status: z.enum(STATUS_IDS, { error: 'Situação inválida' }),
      })
      .strict(),
    z
      .object({
        action: z.literal('phase'),
        lot_ids: z.array(positiveId).min(1, MESSAGES.lotIdsRequired).max(WORKBENCH_BULK_MAX),
      })
      .strict(),
    z
      .object({
        action: z.literal('assign'),
        lot_ids: z.array(positiveId).min(1, MESSAGES.lotIdsRequired).max(WORKBENCH_BULK_MAX),
        work: z.enum(WORK_IDS, { error: 'Trabalho inválido' }),
        /** The assignee's subject, as the members list names them (a member of each lot's project), or null to end the assignment. */
        user_sub: z.string().trim().min(1, MESSAGES.required).max(255, 'Usuário inválido').nullable(),
      })
      .strict(),
  ],
  { error: 'Ação inválida' },
);
export type WorkbenchBulkBody = z.infer<typeof workbenchBulkBody>;

export const bulkResult = z.object({ id, ok: z.boolean(), message: z.string() });
export type BulkResult = z.infer<typeof bulkResult>;
export const workbenchBulkAnswer = z.object({
  action: z.enum(WORKBENCH_ACTIONS),
  done: z.number().int(),
  refused: z.number().int(),
  results: z.array(bulkResult),
});
export type WorkbenchBulkAnswer = z.infer<typeof workbenchBulkAnswer>;

/** A saved view: its filters, columns and sort, the owner's own or shared with a project. */
export const lotViewBody = z
  .object({
    name: z.string().trim().min(1, MESSAGES.required).max(80, 'Nome muito longo'),
    /** Set: shared with that project's members (only its admins save one). */
    project_id: positiveId.nullable().default(null),
    filters: workbenchFilters.default({}),
    columns: z
      .array(z.enum(WORKBENCH_COLUMNS, { error: 'Coluna desconhecida' }))
      .min(1, MESSAGES.selectAtLeastOne)
      .max(WORKBENCH_COLUMNS.length),
    sort: z.enum(WORKBENCH_SORTS, { error: 'Ordenação inválida' }).default('name'),
    order: z.enum(['asc', 'desc'], { error: 'Ordem inválida' }).default('asc'),
  })
  .strict();
export type LotViewBody = z.infer<typeof lotViewBody>;

/** The filters as answered (already validated when stored: plain values, no transforms). */
const storedFilters = z.object({
  project_id: id.optional(),
  block_id: id.optional(),
  status: z.string().optional(),
  registry_stage: z.string().optional(),
  name: z.string().optional(),
  cpf: z.string().optional(),
  inscricao: z.string().optional(),
  has_blockers: z.boolean().optional(),
  assigned_to_me: z.boolean().optional(),
});

export const lotView = z.object({
  id,
  name: z.string(),
  owner_id: id,
  owner_name: z.string().nullable(),
  project_id: id.nullable(),
  project_name: z.string().nullable(),
  filters: storedFilters,
  columns: z.array(z.enum(WORKBENCH_COLUMNS)),
  sort: z.enum(WORKBENCH_SORTS),
  order: z.enum(['asc', 'desc']),
  /** The caller created it (only they edit or delete it). */
  mine: z.boolean(),
  updated_at: z.string(),
});
export type LotView = z.infer<typeof lotView>;
export const lotViewsAnswer = z.object({ data: z.array(lotView) });
