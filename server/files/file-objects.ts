import { inArray } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { files } from '../db/schema/index.ts';
import { nowSeconds, signature, signingKey } from './signing.ts';

/**
 * The nested file object every record answers beside a file id (docs/entities.md#entities "Uploaded file"):
 * `{id, url, originalName}`, where `url` is a short-lived signed download link.
 *
 * Use from any feature, with the route's deps (or `{ db: tx, config }` inside a transaction):
 *
 *   const image = await fileObject(deps, project.image_id);            // FileObject | null
 *   const byId = await fileObjects(deps, [a.rg_file_id, b.rg_file_id]); // Map<id, FileObject>
 *   const child = await withFileObjects(deps, row, ['rg_file_id']);     // row + rg_file
 *   const rows2 = await attachFileObjects(deps, rows, ['rg_file_id']);  // one query for a list
 *
 * Only mint links in routes that have checked the record's project: the signature is the
 * whole authorisation of the download.
 */
export interface FileContext {
  db: Db;
  config: Config;
}

export interface FileObject {
  id: number;
  url: string;
  originalName: string;
}

export type FileRow = typeof files.$inferSelect;

/** The route of a download, relative to /api. */
export const downloadRoute = '/files/:id/download';

/** A signed link to one file, valid for config.files.urlTtlSeconds. */
export async function signedUrl(ctx: FileContext, fileId: number): Promise<string> {
  const expires = nowSeconds() + ctx.config.files.urlTtlSeconds;
  const sig = signature(await signingKey(ctx.db), fileId, expires);
  return `${ctx.config.publicUrl}/api/files/${fileId}/download?expires=${expires}&signature=${sig}`;
}

type Named = Pick<FileRow, 'id' | 'original_name'>;

async function toObject(ctx: FileContext, row: Named): Promise<FileObject> {
  return { id: row.id, url: await signedUrl(ctx, row.id), originalName: row.original_name };
}

/** One file object from a files row or an id; null when the id is null or the file is gone. */
export async function fileObject(
  ctx: FileContext,
  file: Named | number | null | undefined,
): Promise<FileObject | null> {
  if (file == null) return null;
  if (typeof file !== 'number') return toObject(ctx, file);
  return (await fileObjects(ctx, [file])).get(file) ?? null;
}

/** File objects of many ids in one query, by id (missing and null ids are left out). */
export async function fileObjects(
  ctx: FileContext,
  ids: Iterable<number | null | undefined>,
): Promise<Map<number, FileObject>> {
  const wanted = [...new Set([...ids].filter((id): id is number => typeof id === 'number'))];
  const found = new Map<number, FileObject>();
  if (!wanted.length) return found;
  const rows = await ctx.db
    .select({ id: files.id, original_name: files.original_name })
    .from(files)
    .where(inArray(files.id, wanted));
  for (const row of rows) found.set(row.id, await toObject(ctx, row));
  return found;
}

/** `rg_file_id` → `rg_file`: where a file id's object goes in an answer (domain's storageKey). */
export const objectKey = (idKey: string): string => idKey.replace(/_id$/, '');

type WithObjects<T, K extends string> = T & { [P in K as P extends `${infer B}_id` ? B : never]: FileObject | null };

/** Rows with the file object of each listed id column added beside it (one query in all). */
export async function attachFileObjects<T extends Record<string, unknown>, const K extends keyof T & string>(
  ctx: FileContext,
  rows: readonly T[],
  idKeys: readonly K[],
): Promise<WithObjects<T, K>[]> {
  const byId = await fileObjects(
    ctx,
    rows.flatMap((row) => idKeys.map((key) => row[key] as number | null | undefined)),
  );
  return rows.map((row) => {
    const extra = Object.fromEntries(idKeys.map((key) => [objectKey(key), byId.get(row[key] as number) ?? null]));
    return { ...row, ...extra } as WithObjects<T, K>;
  });
}

/** One row with the file object of each listed id column added beside it. */
export async function withFileObjects<T extends Record<string, unknown>, const K extends keyof T & string>(
  ctx: FileContext,
  row: T,
  idKeys: readonly K[],
): Promise<WithObjects<T, K>> {
  const [withObjects] = await attachFileObjects(ctx, [row], idKeys);
  return withObjects;
}
