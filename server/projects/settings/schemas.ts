import { z } from 'zod';
import { projectSettingsEntity } from '../../../domain/entities/project-settings.ts';
import { storageKey, writableFields } from '../../../domain/fields/entity.ts';
import { fileObjectSchema } from '../../../domain/api/file-object.ts';
import { entityBody } from '../body.ts';

/** `PATCH /projects/{id}/settings`: the domain's settings entity; read-only keys sent back are dropped. */
export const settingsBody = entityBody(projectSettingsEntity, 'update');

/** The keys a client may write (city_logo travels as city_logo_id). */
export const SETTINGS_KEYS = writableFields(projectSettingsEntity).map(storageKey);
/** Keys answered and written here but stored on the project itself (one source of truth). */
export const PROJECT_KEYS = ['reurb_modality'] as const;
/** The keys stored in project_settings. */
export const STORED_KEYS = SETTINGS_KEYS.filter((key) => !(PROJECT_KEYS as readonly string[]).includes(key));

const text = z.string().nullable();

/** The settings as GET and PATCH answer them: null fields until first saved, the logo's file object. */
export const settingsSchema = z.object({
  id: z.number().int().nullable(),
  city_cnpj: text,
  city_adress: text,
  city_mayor_name: text,
  city_logo_id: z.number().int().nullable(),
  city_logo: fileObjectSchema.nullable(),
  city_mayor_rg: text,
  city_mayor_cpf: text,
  city_admin_process: text,
  titulo_description: text,
  titulo_header_description: text,
  titulo_additional_info: text,
  works_responsible: text,
  /** The project's modality: S, E or mista (stored on the project). */
  reurb_modality: z.string(),
  nucleo_existence_date: text,
  nucleo_existence_evidence: text,
  income_cap_minimum_wages: z.number().nullable(),
  minimum_wage_value: z.number().nullable(),
  updated_at: z.date().nullable(),
  /** Sent back in If-Match when saving; null before the first save. */
  version: z.number().int().nullable(),
});
