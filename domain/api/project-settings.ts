import { z } from 'zod';
import { fileObjectSchema } from './file-object.ts';

/**
 * The answer of a project's report settings (`GET/PATCH /projects/{id}/settings`), shared by
 * the server (its response schema), the SPA (its type, `import type` only) and the mock API's
 * contract test.
 */

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
