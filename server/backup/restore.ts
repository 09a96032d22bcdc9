import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import type { Config } from '../config.ts';
import type { Database } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { fileStorage } from '../files/storage.ts';
import { migrationCount, tableDigest } from './digest.ts';
import { BackupError, filePath, readManifest, tablePath, type Manifest } from './manifest.ts';
import { ident, openSession, tables, type Session, type TableInfo } from './session.ts';

/**
 * `npm run restore -- <folder>`: a backup into an EMPTY instance (never over data). Migrates,
 * refuses when any table has rows or the schema is at another migration, then loads every
 * table in one transaction (foreign keys dropped and re-created, so they are checked once at
 * the end; user triggers off so nothing is recorded twice), moves sequences past the ids,
 * recomputes each table's digest against the manifest, and puts the files back, checking
 * each one's SHA-256.
 */
const BATCH = 500;

async function* lines(file: string) {
  const reader = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const line of reader) if (line) yield line;
}

async function load(session: Session, folder: string, table: TableInfo): Promise<void> {
  const columns = table.columns.map(ident).join(', ');
  const insert = `insert into public.${ident(table.name)} (${columns}) overriding system value
    select ${columns} from jsonb_populate_recordset(null::public.${ident(table.name)}, $1::jsonb)`;
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length) await session.query(insert, [`[${batch.join(',')}]`]);
    batch = [];
  };
  for await (const line of lines(tablePath(folder, table.name))) {
    batch.push(line);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
}

async function assertEmpty(session: Session, config: Config, list: TableInfo[], manifest: Manifest): Promise<void> {
  for (const table of list) {
    const [row] = await session.query<{ any: boolean }>(
      `select exists(select 1 from public.${ident(table.name)}) as any`,
    );
    if (row.any)
      throw new BackupError(
        `O banco de destino não está vazio (a tabela ${table.name} tem dados). A restauração só é feita num banco novo e vazio.`,
      );
  }
  if (config.files.storage === 'local') {
    const entries = await readdir(config.files.dir).catch(() => [] as string[]);
    if (entries.length)
      throw new BackupError(
        `A pasta de arquivos ${config.files.dir} não está vazia. A restauração só é feita num armazenamento vazio.`,
      );
  } else {
    const storage = fileStorage(config);
    for (const file of manifest.files) {
      if (await storage.exists(file.key))
        throw new BackupError(
          `O armazenamento de arquivos já tem o objeto ${file.key}. A restauração só é feita num armazenamento vazio.`,
        );
    }
  }
}

async function loadAll(session: Session, folder: string, list: TableInfo[]): Promise<void> {
  const fks = await session.query<{ tbl: string; name: string; def: string }>(
    `select c.relname as tbl, k.conname as name, pg_get_constraintdef(k.oid) as def
       from pg_constraint k join pg_class c on c.oid = k.conrelid
      where k.contype = 'f' and k.connamespace = 'public'::regnamespace order by 1, 2`,
  );
  for (const fk of fks) await session.query(`alter table public.${ident(fk.tbl)} drop constraint ${ident(fk.name)}`);
  for (const table of list) await session.query(`alter table public.${ident(table.name)} disable trigger user`);
  for (const table of list) await load(session, folder, table);
  for (const table of list) await session.query(`alter table public.${ident(table.name)} enable trigger user`);
  for (const fk of fks)
    await session.query(`alter table public.${ident(fk.tbl)} add constraint ${ident(fk.name)} ${fk.def}`);
  const sequences = await session.query<{ tbl: string; col: string; seq: string }>(
    `select c.relname as tbl, a.attname as col, pg_get_serial_sequence(format('public.%I', c.relname), a.attname) as seq
       from pg_class c join pg_namespace n on n.oid = c.relnamespace join pg_attribute a on a.attrelid = c.oid
      where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
        and pg_get_serial_sequence(format('public.%I', c.relname), a.attname) is not null`,
  );
  for (const s of sequences) {
    await session.query(
      `select setval($1, coalesce((select max(${ident(s.col)}) from public.${ident(s.tbl)}), 1), (select max(${ident(s.col)}) from public.${ident(s.tbl)}) is not null)`,
      [s.seq],
    );
  }
}

export interface RestoreResult {
  tables: number;
  rows: number;
  files: number;
}

export async function restore(database: Database, config: Config, folder: string): Promise<RestoreResult> {
  const manifest = await readManifest(folder);
  await migrate(database);
  const session = await openSession(database);
  let rows = 0;
  try {
    const migrations = await migrationCount(session);
    if (migrations !== manifest.migrations) {
      throw new BackupError(
        `A cópia é de um banco com ${manifest.migrations} migrações; este tem ${migrations}. Use a versão do sistema que fez a cópia.`,
      );
    }
    const list = await tables(session);
    const names = list.map((t) => t.name).sort();
    const expected = Object.keys(manifest.tables).sort();
    if (names.join() !== expected.join())
      throw new BackupError(
        `As tabelas da cópia (${expected.join(', ')}) não são as deste banco (${names.join(', ')}).`,
      );
    await assertEmpty(session, config, list, manifest);

    await session.query('begin');
    try {
      await session.query(`set local timezone to 'UTC'`);
      await loadAll(session, folder, list);
      for (const table of list) {
        const digest = await tableDigest(session, table);
        const want = manifest.tables[table.name];
        if (digest.rows !== want.rows || digest.sha256 !== want.sha256) {
          throw new BackupError(
            `A tabela ${table.name} não confere com a cópia (${digest.rows} de ${want.rows} linhas, soma de verificação diferente).`,
          );
        }
        rows += digest.rows;
      }
      await session.query('commit');
    } catch (error) {
      await session.query('rollback').catch(() => undefined);
      throw error;
    }
  } finally {
    session.release();
  }

  const storage = fileStorage(config);
  for (const file of manifest.files) {
    const source = filePath(folder, file.key);
    const hash = createHash('sha256');
    for await (const chunk of createReadStream(source)) hash.update(chunk as Buffer);
    if (hash.digest('hex') !== file.sha256)
      throw new BackupError(`O arquivo ${file.key} da cópia está corrompido (soma de verificação diferente).`);
    await storage.put(file.key, createReadStream(source), { mime: file.mime, size: file.size, sha256: file.sha256 });
  }
  return { tables: Object.keys(manifest.tables).length, rows, files: manifest.files.length };
}
