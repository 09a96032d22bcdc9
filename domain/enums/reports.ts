import { sameLabel, type ValueOf } from './choice.ts';

/** Group report job statuses (spec §3 "Report job status", §4). */
export const REPORT_JOB_STATUSES = sameLabel(['starting', 'processing', 'completed', 'failed', 'error']);
export type ReportJobStatus = ValueOf<typeof REPORT_JOB_STATUSES>;

/** Kinds of question in the technical report's form definition (spec §3). */
export const TECHNICAL_QUESTION_TYPES = sameLabel(['text', 'key-value', 'calculated']);
export type TechnicalQuestionType = ValueOf<typeof TECHNICAL_QUESTION_TYPES>;
