import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * What a backup folder holds, written last (a folder without it is an unfinished backup):
 * each table's row count and the SHA-256 of its rows as dumped, each stored file's size and
 * SHA-256, and the migrations the schema was at.
 */
export const FORMAT = 'reurb-backup/1';

export interface Manifest {
  format: typeof FORMAT;
  created_at: string;
  engine: 'pglite' | 'postgres';
  /** Number of migrations applied: a restore needs the same schema. */
  migrations: number;
  tables: Record<string, { rows: number; sha256: string }>;
  files: Array<{ key: string; size: number; sha256: string; mime: string }>;
}

export const manifestPath = (folder: string) => path.join(folder, 'manifest.json');
export const tablePath = (folder: string, table: string) => path.join(folder, 'tables', `${table}.jsonl`);
export const filePath = (folder: string, key: string) => path.join(folder, 'files', key.slice(0, 2), key);

export async function writeManifest(folder: string, manifest: Manifest): Promise<void> {
  await writeFile(manifestPath(folder), `${JSON.stringify(manifest, null, 2)}\n`);
}

export class BackupError extends Error {}

export async function readManifest(folder: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(manifestPath(folder), 'utf8');
  } catch {
    throw new BackupError(`${folder} não é uma cópia de segurança completa (falta manifest.json).`);
  }
  const manifest = JSON.parse(text) as Manifest;
  if (manifest.format !== FORMAT) throw new BackupError(`Formato de cópia desconhecido: ${String(manifest.format)}`);
  return manifest;
}
