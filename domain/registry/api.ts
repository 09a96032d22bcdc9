import { z } from 'zod';
import { PROCEDURE_STAGES } from '../procedure/stages.ts';
import { parseDate } from '../validation/dates.ts';
import { MESSAGES } from '../validation/messages.ts';
import { REGISTRY_STAGE_IDS, type RegistryStage } from './stages.ts';

/** The request and answer schemas of the registry API (issue 16 parts 5 and 6). */

const stageEnum = z.enum(REGISTRY_STAGE_IDS as [RegistryStage, ...RegistryStage[]]);

/** Lots per registry stage: every stage present, zero when none. */
export const registryCounts = z.object(
  Object.fromEntries(REGISTRY_STAGE_IDS.map((s) => [s, z.number().int()])) as Record<RegistryStage, z.ZodNumber>,
);

export const projectRegistryAnswer = z.object({ counts: registryCounts, total: z.number().int() });

export const dashboardRegistryAnswer = z.object({
  data: z.array(
    z.object({
      project_id: z.number().int(),
      project_name: z.string(),
      counts: registryCounts,
      total: z.number().int(),
    }),
  ),
});

/**
 * `POST /public/lookup`: the protocol as printed (hyphen and case free) and the birth date typed
 * DD/MM/AAAA or AAAA-MM-DD. Checked for shape only: a well-formed protocol that does not exist
 * answers as a wrong one does (404), never a 400 that would tell them apart.
 */
export const publicLookupBody = z.strictObject({
  protocol: z
    .string({ error: MESSAGES.lookupProtocol })
    .trim()
    .min(1, MESSAGES.lookupProtocol)
    .max(30, MESSAGES.lookupProtocol),
  birth_date: z.string({ error: MESSAGES.lookupBirthDate }).transform((v, ctx) => {
    const day = parseDate(v);
    if (!day) ctx.addIssue({ code: 'custom', message: MESSAGES.lookupBirthDate });
    return day ?? '';
  }),
});

export const publicLookupAnswer = z.object({
  project_stage: z.enum([...PROCEDURE_STAGES, 'nao_iniciado']).describe('Etapa do procedimento da Reurb do núcleo'),
  lot_stage: stageEnum.describe('Etapa do registro do lote no cartório'),
  project_stage_text: z.string(),
  lot_stage_label: z.string(),
  lot_stage_text: z.string(),
  holder: z.string().describe('Nome do titular mascarado (só o primeiro nome e as iniciais)'),
});
