import { projectSettingsEntity } from '../../../domain/entities/project-settings.ts';
import { storageKey, writableFields } from '../../../domain/fields/entity.ts';
import { entityBody } from '../body.ts';

/** `PATCH /projects/{id}/settings`: the domain's settings entity; read-only keys sent back are dropped. */
export const settingsBody = entityBody(projectSettingsEntity, 'update');

/** The keys a client may write (city_logo travels as city_logo_id). */
export const SETTINGS_KEYS = writableFields(projectSettingsEntity).map(storageKey);
/** Keys answered and written here but stored on the project itself (one source of truth). */
export const PROJECT_KEYS = ['reurb_modality'] as const;
/** The keys stored in project_settings. */
export const STORED_KEYS = SETTINGS_KEYS.filter((key) => !(PROJECT_KEYS as readonly string[]).includes(key));
