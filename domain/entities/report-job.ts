import type { z } from 'zod';
import type { reportJobAnswer } from '../api/reports.ts';

/**
 * A group report job as GET /project-groups/report-status/{id} answers it (its schema:
 * domain/api/reports.ts; docs/entities.md#entities, docs/states.md#states). progress: 0 to 100.
 */
export type ReportJob = z.infer<typeof reportJobAnswer>;

/** Poll interval while a job is processing (docs/states.md#states, docs/limits.md#limits). */
export const REPORT_POLL_INTERVAL_MS = 2000;
