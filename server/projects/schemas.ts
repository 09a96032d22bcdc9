import { z } from 'zod';
import { projectEntity } from '../../domain/entities/project.ts';
import { fileObjectSchema } from '../../domain/api/file-object.ts';
import { listQuery } from '../../domain/api/list.ts';
import { memberSchema } from '../members/schemas.ts';
import { entityBody } from './body.ts';
import { PROJECT_SORTS } from './queries.ts';

/** `GET /projects/list`: page, count=250 (docs/limits.md#limits), sort, q over name, city and state. */
export const projectListQuery = listQuery(250, PROJECT_SORTS);

/** Bodies of POST /projects/create and PATCH /projects/{id}, from domain's project entity. */
export const projectCreateBody = entityBody(projectEntity, 'create');
export const projectUpdateBody = entityBody(projectEntity, 'update');

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
