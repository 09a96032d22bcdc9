import { z } from 'zod';
import { valuesOf } from '../enums/choice.ts';
import { REPORT_JOB_STATUSES, type ReportJobStatus } from '../enums/reports.ts';

/**
 * The answers of the report routes, shared by the server (its response schemas), the SPA (its
 * types, `import type` only) and the mock API's contract test.
 */

/** `GET /projects/{id}/preview`: the first lots of the filter (lot, block, holder) and its total. */
export const reportPreviewAnswer = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      block_name: z.string(),
      owner_name: z.string().nullable(),
    }),
  ),
  total: z.number().int(),
});

/** `GET /project-groups/report-status/{id}`: a group report job (docs/entities.md#entities, docs/states.md#states). */
export const reportJobAnswer = z.object({
  job_id: z.string(),
  status: z.enum(valuesOf(REPORT_JOB_STATUSES) as [ReportJobStatus, ...ReportJobStatus[]]),
  progress: z.number().int(),
  message: z.string().nullable(),
  file_name: z.string().nullable(),
  download_url: z.string().nullable().describe('Link assinado de curta duração (quando concluído)'),
  error: z.string().nullable(),
  expires_at: z.string().nullable().describe('Quando o arquivo deixa de existir'),
});
