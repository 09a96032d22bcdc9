import { sameLabel, type ValueOf } from './choice.ts';

/** A group job's statuses while it still runs (the others are final: completed, failed, error). */
const RUNNING = ['starting', 'processing'] as const;

/** Group report job statuses (docs/entities.md#entities "Report job status", docs/states.md#states). */
export const REPORT_JOB_STATUSES = sameLabel([...RUNNING, 'completed', 'failed', 'error']);
export type ReportJobStatus = ValueOf<typeof REPORT_JOB_STATUSES>;
export const RUNNING_JOB_STATUSES: readonly ReportJobStatus[] = RUNNING;

/** Kinds of question in the technical report's form definition (docs/entities.md#entities). */
export const TECHNICAL_QUESTION_TYPES = sameLabel(['text', 'key-value', 'calculated']);
export type TechnicalQuestionType = ValueOf<typeof TECHNICAL_QUESTION_TYPES>;
