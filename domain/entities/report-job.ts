import type { ReportJobStatus } from '../enums/reports.ts';

/** A group report job as GET /project-groups/report-status/{id} answers it (docs/entities.md#entities, docs/states.md#states). */
export interface ReportJob {
  job_id: string;
  status: ReportJobStatus;
  /** 0 to 100. */
  progress: number;
  message?: string | null;
  file_name?: string | null;
  download_url?: string | null;
  error?: string | null;
}

/** Poll interval while a job is processing (docs/states.md#states, docs/limits.md#limits). */
export const REPORT_POLL_INTERVAL_MS = 2000;
