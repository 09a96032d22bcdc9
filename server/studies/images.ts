import { and, eq, inArray } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { files } from '../db/schema/index.ts';
import { fileStorage } from '../files/storage.ts';
import { allBlocks, type RichBlock } from './rich-text/parse.ts';
import { OWN_FILE, STUDY_IMAGE_TYPES } from '../../domain/api/study-images.ts';

/**
 * The bytes of images that point at our own file route (/api/files/{id}/download…). Only
 * PNG/JPEG files of the same project are drawn, so a document can never pull another
 * project's upload into its PDF; anything else is left out of the document.
 */
const MAX_IMAGE = 8 * 1024 * 1024;

async function bytesOf(stream: Readable): Promise<Buffer | null> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > MAX_IMAGE) {
      stream.destroy();
      return null;
    }
    parts.push(chunk as Buffer);
  }
  return Buffer.concat(parts);
}

export async function loadOwnImages(
  db: Db,
  config: Config,
  projectId: number,
  parsed: readonly (readonly RichBlock[])[],
): Promise<Map<string, Buffer>> {
  const wanted = new Map<string, number>();
  for (const block of allBlocks(parsed.flat())) {
    const id = block.kind === 'image' ? OWN_FILE.exec(block.src)?.[1] : undefined;
    if (id) wanted.set((block as { src: string }).src, Number(id));
  }
  const loaded = new Map<string, Buffer>();
  if (!wanted.size) return loaded;
  const rows = await db
    .select()
    .from(files)
    .where(
      and(
        inArray(files.id, [...new Set(wanted.values())]),
        eq(files.project_id, projectId),
        inArray(files.mime, [...STUDY_IMAGE_TYPES]),
      ),
    );
  const storage = fileStorage(config);
  for (const [src, id] of wanted) {
    const file = rows.find((r) => r.id === id);
    if (!file) continue;
    try {
      const stream = await storage.get(file.storage_key);
      const bytes = stream ? await bytesOf(stream) : null;
      if (bytes) loaded.set(src, bytes);
    } catch {
      // missing bytes in the store: the image is left out
    }
  }
  return loaded;
}
