import type { ReportJobStatus } from '../enums/reports.ts';

/** A group report job as GET /project-groups/report-status/{id} answers it (spec §3, §4). */
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

/** Poll interval while a job is processing (spec §4, §9). */
export const REPORT_POLL_INTERVAL_MS = 2000;
