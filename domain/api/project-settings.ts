import { z } from 'zod';
import { projectSettingsEntity } from '../entities/project-settings.ts';
import { entityAnswerShape } from './record-answer.ts';

/**
 * The answer of a project's report settings (`GET/PATCH /projects/{id}/settings`), shared by
 * the server (its response schema), the SPA (its type, `import type` only) and the mock API's
 * contract test.
 *
 * Every field of the settings' declaration (domain/entities/project-settings.ts), so a field
 * declared there is answered too. Until 2026-12-06 the keys were listed here by hand and nine
 * declared fields were missing: the server stored them (PATCH takes the declaration) but its
 * answer left them out, so the CRF's cronograma, the título's matrícula de origem and the
 * studies' responsável técnico could be saved and never read back.
 */
export const settingsSchema = z.object({
  ...entityAnswerShape(projectSettingsEntity),
  /** Null until the settings are first saved. */
  id: z.number().int().nullable(),
  /** The project's modality: S, E or mista (stored on the project, never null). */
  reurb_modality: z.string(),
  updated_at: z.date().nullable(),
  /** Sent back in If-Match when saving; null before the first save. */
  version: z.number().int().nullable(),
});
