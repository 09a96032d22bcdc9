import { eq } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { files, projectSettings } from '../db/schema/index.ts';
import { fileStorage } from '../files/storage.ts';
import { oversized } from './pdf/picture-limit.ts';

/** Project settings (docs/entities.md#entities) as the official documents use them; null fields when unsaved. */
export type ReportSettings = typeof projectSettings.$inferSelect;

export async function reportSettings(db: Db, projectId: number): Promise<ReportSettings | null> {
  const [row] = await db.select().from(projectSettings).where(eq(projectSettings.project_id, projectId));
  return row ?? null;
}

/** Images pdfkit can draw. */
const DRAWABLE = new Set(['image/png', 'image/jpeg']);
const MAX_LOGO = 5 * 1024 * 1024;

async function bytesOf(stream: Readable): Promise<Buffer | null> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > MAX_LOGO) {
      stream.destroy();
      return null;
    }
    parts.push(chunk as Buffer);
  }
  return Buffer.concat(parts);
}

/** The city logo's bytes (PNG or JPEG), or null when there is none or it cannot be drawn. */
export async function cityLogo(db: Db, config: Config, settings: ReportSettings | null): Promise<Buffer | null> {
  if (!settings?.city_logo_id) return null;
  const [file] = await db.select().from(files).where(eq(files.id, settings.city_logo_id));
  if (!file || !DRAWABLE.has(file.mime)) return null;
  try {
    const stream = await fileStorage(config).get(file.storage_key);
    const bytes = stream ? await bytesOf(stream) : null;
    // A coat of arms too large to draw is left out as an unreadable one is: the header shows the name alone.
    return bytes && oversized(bytes) ? null : bytes;
  } catch {
    return null;
  }
}
