import { and, eq, sql } from 'drizzle-orm';
import { atVersion, nextVersion, staleRecord } from '../../history/version.ts';
import { projectSettingsEntity } from '../../../domain/entities/project-settings.ts';
import { REURB_S } from '../../../domain/enums/project.ts';
import { storageKey, writableFields } from '../../../domain/fields/entity.ts';
import type { EntityValues } from '../../../domain/fields/values.ts';
import { isRequired, requiredMessage } from '../../../domain/validation/check-field.ts';
import { MESSAGES } from '../../../domain/validation/messages.ts';
import type { CurrentUser } from '../../accounts/current-user.ts';
import type { Db } from '../../db/connection.ts';
import { projectSettings, projects } from '../../db/schema/index.ts';
import { withFileObjects, type FileContext } from '../../files/file-objects.ts';
import { linkFiles } from '../../files/link.ts';
import { HttpError } from '../../errors.ts';
import type { z } from 'zod';
import { PROJECT_KEYS, SETTINGS_KEYS, STORED_KEYS } from './schemas.ts';
import type { settingsSchema } from '../../../domain/api/project-settings.ts';

export type SettingsValues = EntityValues<typeof projectSettingsEntity>;
type Row = typeof projectSettings.$inferSelect;
/** The answer before its logo's file object is added. */
type SettingsAnswer = Omit<z.infer<typeof settingsSchema>, 'city_logo'>;

const REQUIRED = writableFields(projectSettingsEntity).filter((f) => isRequired(f, 'create'));

/** The Reurb-S income cap is in minimum wages: the wage in force must be stored with it, and the other way round. */
const INCOME_PAIR = ['income_cap_minimum_wages', 'minimum_wage_value'] as const;
const INCOME_PAIR_MESSAGE = 'Informe o teto em salários mínimos e o valor do salário mínimo vigente juntos.';

const EMPTY = {
  id: null,
  ...Object.fromEntries(SETTINGS_KEYS.map((key) => [key, null])),
  updated_at: null,
  version: null,
} as SettingsAnswer;

function pick(row: Row | Record<string, unknown>): SettingsAnswer {
  const values = row as Record<string, unknown>;
  return {
    id: (values.id as number | null) ?? null,
    ...Object.fromEntries(SETTINGS_KEYS.map((key) => [key, values[key] ?? null])),
    updated_at: (values.updated_at as Date | null) ?? null,
    version: (values.version as number | null) ?? null,
  } as SettingsAnswer;
}

/** `GET /projects/{id}/settings`: the saved settings, or every field null before the first save; the project's modality. */
export async function projectSettingsDetail(ctx: FileContext, projectId: number) {
  const [row] = await ctx.db.select().from(projectSettings).where(eq(projectSettings.project_id, projectId));
  const [project] = await ctx.db
    .select({ reurb_modality: projects.reurb_modality })
    .from(projects)
    .where(eq(projects.id, projectId));
  const values = { ...(row ? pick(row) : EMPTY), reurb_modality: project?.reurb_modality ?? null } as SettingsAnswer;
  return withFileObjects(ctx, values, ['city_logo_id']);
}

/**
 * `PATCH /projects/{id}/settings` (project admin, checked by the caller): only the fields sent
 * change, and after the change every required field (docs/validation.md#validation) must hold a value.
 */
export async function saveProjectSettings(
  db: Db,
  user: CurrentUser,
  projectId: number,
  values: SettingsValues,
  version?: number,
): Promise<void> {
  const given = (keys: readonly string[]) =>
    Object.fromEntries(
      keys
        .filter((key) => (values as Record<string, unknown>)[key] !== undefined)
        .map((key) => [key, (values as Record<string, unknown>)[key]]),
    );
  const sent = given(STORED_KEYS);
  const onProject = given(PROJECT_KEYS);
  await db.transaction(async (tx) => {
    if (Object.keys(onProject).length) {
      // Stored once, on the project; null means the default (Reurb-S), as on the project form.
      const modality = onProject.reurb_modality ?? REURB_S;
      await tx
        .update(projects)
        .set({
          reurb_modality: modality as string,
          updated_at: sql`now()`,
          updated_by: user.id,
          version: nextVersion(projects.version),
        })
        .where(eq(projects.id, projectId));
    }
    if (!Object.keys(sent).length) return;
    const [current] = await tx
      .select()
      .from(projectSettings)
      .where(eq(projectSettings.project_id, projectId))
      .for('update');
    // A version means the client saw saved settings: gone or moved on, it is stale.
    if (!current && version !== undefined) throw staleRecord();
    const merged = { ...(current ?? {}), ...sent } as Record<string, unknown>;
    const errors = Object.fromEntries(
      REQUIRED.filter((f) => merged[storageKey(f)] == null).map((f) => [storageKey(f), requiredMessage(f)]),
    );
    const pair = INCOME_PAIR.filter((key) => merged[key] == null);
    if (pair.length === 1) for (const key of pair) errors[key] = INCOME_PAIR_MESSAGE;
    if (Object.keys(errors).length) throw new HttpError(400, MESSAGES.invalidRequest, errors);
    if (sent.city_logo_id != null) await linkFiles(tx, user, projectId, { city_logo_id: sent.city_logo_id as number });
    const stamp = { updated_at: sql`now()`, updated_by: user.id, version: nextVersion(projectSettings.version) };
    if (current) {
      const updated = await tx
        .update(projectSettings)
        .set({ ...sent, ...stamp })
        .where(and(eq(projectSettings.id, current.id), atVersion(projectSettings.version, version)))
        .returning({ id: projectSettings.id });
      if (!updated.length) throw staleRecord();
    } else
      await tx
        .insert(projectSettings)
        .values({ ...sent, project_id: projectId, created_by: user.id, updated_by: user.id });
  });
}
