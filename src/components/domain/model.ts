/**
 * domain/ as the browser uses it: everything domain/index.ts exports except the zod request
 * schemas (createSchema, updateSchema, the action schemas, zod error mapping), which only the
 * server and the mock API need. Their module-level zod calls cannot be tree-shaken, so
 * importing domain/index.ts would put zod (~60 KB gzip) in the bundle: import from here.
 */
export * from '../../../domain/roles.ts';
export * from '../../../domain/enums/choice.ts';
export * from '../../../domain/enums/shared-values.ts';
export * from '../../../domain/enums/lot-status.ts';
export * from '../../../domain/enums/civil-status.ts';
export * from '../../../domain/enums/person.ts';
export * from '../../../domain/enums/lot.ts';
export * from '../../../domain/enums/improvements.ts';
export * from '../../../domain/enums/project.ts';
export * from '../../../domain/enums/reports.ts';
export * from '../../../domain/enums/index.ts';
export * from '../../../domain/enums/lot-work.ts';
export type * from '../../../domain/fields/types.ts';
export type * from '../../../domain/fields/values.ts';
export * from '../../../domain/fields/condition.ts';
export * from '../../../domain/fields/builders.ts';
export * from '../../../domain/fields/entity.ts';
export * from '../../../domain/fields/labels.ts';
export * from '../../../domain/validation/messages.ts';
export * from '../../../domain/validation/masks.ts';
export * from '../../../domain/validation/outcome.ts';
export * from '../../../domain/validation/dates.ts';
export * from '../../../domain/validation/numbers.ts';
export * from '../../../domain/validation/documents.ts';
export * from '../../../domain/validation/income-range.ts';
export * from '../../../domain/validation/parse-value.ts';
export * from '../../../domain/validation/check-field.ts';
export * from '../../../domain/validation/record.ts';
export * from '../../../domain/validation/validators.ts';
export * from '../../../domain/validation/removal.ts';
export * from '../../../domain/validation/format-value.ts';
export * from '../../../domain/completeness/parts.ts';
export * from '../../../domain/completeness/missing-fields.ts';
export * from '../../../domain/completeness/review-lot.ts';
export * from '../../../domain/entities/conditions.ts';
export * from '../../../domain/entities/index.ts';
export * from '../../../domain/entities/lot/index.ts';
export * from '../../../domain/entities/project.ts';
export * from '../../../domain/entities/user.ts';
export * from '../../../domain/entities/uploaded-file.ts';
export * from '../../../domain/entities/report-job.ts';
export * from '../../../domain/entities/technical-report.ts';
export * from '../../../domain/entities/custom-report.ts';
export * from '../../../domain/entities/household-member.ts';
export type * from '../../../domain/entities/reference-place.ts';
export * from '../../../domain/api/lot-workbench-columns.ts';
export * from '../../../domain/api/study-images.ts';
export * from '../../../domain/resources/define.ts';
export * from '../../../domain/resources/index.ts';
