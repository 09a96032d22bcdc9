import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import type { Config } from '../config.ts';
import type { Database } from '../db/connection.ts';
import { fileStorage } from '../files/storage.ts';
import { migrationCount, tableDigest } from './digest.ts';
import { BackupError, FORMAT, filePath, tablePath, writeManifest, type Manifest } from './manifest.ts';
import { openSession, tables } from './session.ts';

/**
 * `npm run backup -- <folder>`: every table of the app, read in one REPEATABLE READ READ ONLY
 * transaction (one consistent snapshot while the API keeps running on PostgreSQL), as JSON
 * lines; then the stored files the snapshot refers to (documents, report files), through the
 * configured store (local folder or S3); manifest.json last, with counts and SHA-256s.
 */
export interface BackupResult {
  manifest: Manifest;
  /** Files the database named that the store no longer had (deleted since). */
  missing: string[];
}

export async function backup(database: Database, config: Config, folder: string): Promise<BackupResult> {
  await mkdir(folder, { recursive: true });
  if ((await readdir(folder)).length)
    throw new BackupError(`A pasta ${folder} não está vazia: escolha uma pasta nova para a cópia.`);
  try {
    return await write(database, config, folder);
  } catch (error) {
    // No half backup left behind to be mistaken for one.
    for (const part of ['tables', 'files']) await rm(path.join(folder, part), { recursive: true, force: true });
    throw error;
  }
}

async function write(database: Database, config: Config, folder: string): Promise<BackupResult> {
  await mkdir(path.join(folder, 'tables'));
  const session = await openSession(database);
  let tableDigests: Manifest['tables'] = {};
  let refs: Array<{ key: string; mime: string }>;
  let migrations: number;
  try {
    await session.query('begin isolation level repeatable read read only');
    await session.query(`set local timezone to 'UTC'`);
    migrations = await migrationCount(session);
    if (!migrations)
      throw new BackupError(
        'Este banco não tem as tabelas do sistema (o servidor nunca foi iniciado com ele): nada a copiar.',
      );
    for (const table of await tables(session)) {
      const sink = createWriteStream(tablePath(folder, table.name), { mode: 0o600 });
      const closed = new Promise<void>((resolve, reject) => sink.on('close', resolve).on('error', reject));
      tableDigests = { ...tableDigests, [table.name]: await tableDigest(session, table, sink) };
      sink.end();
      await closed;
    }
    refs = await session.query<{ key: string; mime: string }>(
      `select storage_key as key, mime from files
       union select file_key, 'application/pdf' from report_jobs where file_key is not null order by 1`,
    );
    await session.query('commit');
  } catch (error) {
    await session.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    session.release();
  }

  const storage = fileStorage(config);
  const files: Manifest['files'] = [];
  const missing: string[] = [];
  for (const ref of refs) {
    const body = await storage.get(ref.key);
    if (!body) {
      missing.push(ref.key);
      continue;
    }
    const target = filePath(folder, ref.key);
    await mkdir(path.dirname(target), { recursive: true });
    const hash = createHash('sha256');
    let size = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        size += chunk.length;
        callback(null, chunk);
      },
    });
    await pipeline(body, measure, createWriteStream(target, { mode: 0o600 }));
    files.push({ key: ref.key, size, sha256: hash.digest('hex'), mime: ref.mime });
  }
  const manifest: Manifest = {
    format: FORMAT,
    created_at: new Date().toISOString(),
    engine: database.engine,
    migrations,
    tables: tableDigests,
    files,
  };
  await writeManifest(folder, manifest);
  return { manifest, missing };
}
