import { z } from 'zod';
import { fileObjectSchema } from './file-object.ts';
import { memberSchema } from './members.ts';

/**
 * The answers of the projects routes, shared by the server (its response schemas), the SPA
 * (its types, `import type` only) and the mock API's contract test.
 */

const id = z.number().int();
const fileObject = fileObjectSchema.nullable();

/** A project in the list: its fields and counts (progress 0..1). */
export const projectListItemSchema = z.object({
  id,
  name: z.string(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  group_id: id.nullable(),
  /** The group's name (Administração › Grupos de projetos); null outside any group. */
  group_name: z.string().nullable(),
  project_class: z.string(),
  reurb_modality: z.string(),
  utm_zone: z.string().nullable(),
  area_tolerance_pct: z.number().nullable(),
  image_id: id.nullable(),
  lots_total: id,
  lots_completed: id,
  progress: z.number(),
  total_blocks: id,
  updated_at: z.date(),
  /** Sent back in If-Match when saving (server/history/version.ts). */
  version: id,
});

/** One project: the list's fields, each file id with its file object, and the members. */
export const projectSchema = projectListItemSchema.extend({
  memorial_file_id: id.nullable(),
  topographic_report_id: id.nullable(),
  environmental_report_id: id.nullable(),
  urbanistic_report_id: id.nullable(),
  legal_report_id: id.nullable(),
  socioeconomic_report_id: id.nullable(),
  image: fileObject,
  memorial_file: fileObject,
  topographic_report: fileObject,
  environmental_report: fileObject,
  urbanistic_report: fileObject,
  legal_report: fileObject,
  socioeconomic_report: fileObject,
  members: z.array(memberSchema),
});
