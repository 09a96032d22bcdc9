import { mkdtempSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Database } from '../db/connection.ts';
import { fileStorage } from '../files/storage.ts';
import { pdfBytes, pngBytes } from '../files/samples.ts';
import { postUpload } from '../files/test-kit.ts';
import { seedDemoData } from '../seed/demo-data.ts';
import { bearer, testApp, testConfig } from '../test/app.ts';
import { createFixtures, PERSONA_EMAILS, type Fixtures } from '../test/fixtures.ts';
import { throwawayDatabase } from '../test/database.ts';
import { backup } from './backup.ts';
import { BackupError } from './manifest.ts';
import { restore } from './restore.ts';
import { windowCounter } from '../security/window-counter.ts';
import { openSession, tables } from './session.ts';

/** Every table's rows, in full, as the same canonical text on either engine. */
async function everyRow(database: Database): Promise<Record<string, string[]>> {
  const session = await openSession(database);
  try {
    await session.query('begin');
    await session.query(`set local timezone to 'UTC'`);
    const out: Record<string, string[]> = {};
    for (const t of await tables(session)) {
      const rows = await session.query<{ j: string }>(`select to_jsonb(t)::text as j from public."${t.name}" t`);
      out[t.name] = rows.map((r) => r.j).sort();
    }
    await session.query('commit');
    return out;
  } finally {
    session.release();
  }
}

/** An empty, never migrated instance: of the engine under test, or PostgreSQL at `url`. */
async function emptyInstance(
  url = process.env.TEST_ENGINE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined,
): Promise<Database> {
  if (!url) return connect({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'reurb-restore-')) });
  const name = `reurb_restore_${randomBytes(5).toString('hex')}`;
  return throwawayDatabase(url, name, { poolSize: 2 });
}

describe('backup and restore round trip', () => {
  let source: Awaited<ReturnType<typeof testApp>>;
  let f: Fixtures;
  let target: Database;
  const targetConfig = testConfig();
  const folder = path.join(mkdtempSync(path.join(os.tmpdir(), 'reurb-backup-')), 'copia');
  const uploaded: Buffer[] = [pngBytes(5, 4, [10, 120, 200]), pdfBytes('Certidão de Inês')];

  beforeAll(async () => {
    source = await testApp();
    f = await createFixtures(source.database.db);
    await seedDemoData(source.database.db, { projects: 1, lots: 30 });
    const token = await source.tokenFor(PERSONA_EMAILS.member);
    for (const [i, content] of uploaded.entries()) {
      const res = await postUpload(source.app, bearer(token), [
        { name: 'file', filename: i ? 'certidão.pdf' : 'planta.png', content },
      ]);
      expect(res.statusCode).toBe(200);
    }
    target = await emptyInstance();
  }, 60_000);
  afterAll(async () => {
    await target?.close();
    await source?.close();
  });

  it('copies every table and file into an empty instance, where the app then works', async () => {
    // Rate-limit counters are short-lived state: counted in the source, never copied.
    await windowCounter(source.database.db, 'backup-test', 60_000).hit('127.0.0.1');
    let started = performance.now();
    const { manifest, missing } = await backup(source.database, source.config, folder);
    expect(manifest.tables.rate_limit_counters).toBeUndefined();
    const backupMs = performance.now() - started;
    expect(missing).toEqual([]);
    expect(manifest.tables.lots.rows).toBeGreaterThanOrEqual(32);
    expect(manifest.tables.children.rows).toBeGreaterThan(0);
    expect(manifest.files).toHaveLength(2);

    started = performance.now();
    const result = await restore(target, targetConfig, folder);
    const restoreMs = performance.now() - started;
    console.log(
      `backup ${backupMs.toFixed(0)} ms, restore ${restoreMs.toFixed(0)} ms: ${result.tables} tabelas, ${result.rows} linhas, ${result.files} arquivos`,
    );

    expect(await everyRow(target)).toEqual(await everyRow(source.database));
    const from = fileStorage(source.config);
    const to = fileStorage(targetConfig);
    for (const file of manifest.files) {
      const restored = await buffer((await to.get(file.key))!);
      expect(restored.equals(await buffer((await from.get(file.key))!))).toBe(true);
    }
    expect(manifest.files.map((x) => x.size).sort()).toEqual(uploaded.map((b) => b.length).sort());

    // The restored instance serves the API: the same accounts sign in, ids continue after the copied ones.
    const app = await testApp({ database: target, config: targetConfig });
    const token = await app.tokenFor(PERSONA_EMAILS.member);
    const lot = await app.app.inject({ method: 'GET', url: `/api/lots/${f.lotA}`, headers: bearer(token) });
    expect(lot.statusCode).toBe(200);
    const created = await postUpload(app.app, bearer(token), [
      { name: 'file', filename: 'nova.png', content: pngBytes() },
    ]);
    expect(created.statusCode).toBe(200);
    await app.app.close();
  }, 60_000);

  // The dump is plain JSON lines, so a backup of the embedded engine restores into PostgreSQL (when one is configured).
  if (process.env.TEST_ENGINE !== 'postgres' && process.env.TEST_DATABASE_URL) {
    it('restores a PGlite backup into PostgreSQL, row for row', async () => {
      const postgres = await emptyInstance(process.env.TEST_DATABASE_URL);
      try {
        await restore(postgres, testConfig(), folder);
        expect(await everyRow(postgres)).toEqual(await everyRow(source.database));
      } finally {
        await postgres.close();
      }
    }, 60_000);
  }

  it('refuses to restore over data', async () => {
    await expect(restore(target, targetConfig, folder)).rejects.toThrow(BackupError);
    await expect(restore(target, targetConfig, folder)).rejects.toThrow(/não está vazio/);
  });

  it('refuses a folder that already holds something as a backup target', async () => {
    await expect(backup(source.database, source.config, folder)).rejects.toThrow(/não está vazia/);
  });
});
