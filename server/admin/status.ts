import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { rowsOf, toCount } from '../db/rows.ts';
import { lastBackup } from '../backup/record.ts';
import { GROUP_REPORT_QUEUE } from '../jobs/queue.ts';

/**
 * Administração › Estado do sistema (issue #18 part 6): what a global admin checks before
 * calling for help: the database (engine and server version), the report queue (pg-boss's own
 * table, read directly so the status answers even from a process that runs no worker), the last
 * recorded backup (scripts/backup.ts), the app's version and how long this process has run.
 */
export interface SystemStatus {
  database: { engine: 'pglite' | 'postgres'; label: string; version: string | null };
  queue: {
    installed: boolean;
    queued: number;
    active: number;
    failed: number;
    /** Seconds the oldest job still waiting has waited; null when none waits. */
    oldest_queued_seconds: number | null;
  };
  last_backup: { created_at: Date; engine: string; folder: string; tables: number; rows: number; files: number } | null;
  app: { version: string; commit: string | null; started_at: Date; uptime_seconds: number };
}

const STARTED_AT = new Date();
const ENGINE_LABELS = { pglite: 'PGlite (embutido)', postgres: 'PostgreSQL' } as const;

/** package.json's version, read once; "desconhecida" rather than a failure (a trimmed deploy). */
const APP_VERSION = (() => {
  try {
    const file = new URL('../../package.json', import.meta.url);
    return String((JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version ?? 'desconhecida');
  } catch {
    return 'desconhecida';
  }
})();

/**
 * The commit the build came from: APP_COMMIT (set by the build or the deploy), else the
 * checkout's HEAD when the app runs from one; null otherwise, never an error.
 */
export function appCommit(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string | null {
  const given = env.APP_COMMIT?.trim();
  if (given && /^[0-9a-f]{7,40}$/i.test(given)) return given.toLowerCase();
  try {
    let gitDir = path.join(cwd, '.git');
    const dotGit = readFileSync(gitDir, 'utf8');
    // A worktree's .git is a file naming its folder.
    gitDir = path.resolve(cwd, dotGit.replace(/^gitdir:\s*/, '').trim());
    return headOf(gitDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EISDIR') return headOf(path.join(cwd, '.git'));
    return null;
  }
}

function headOf(gitDir: string): string | null {
  try {
    const head = readFileSync(path.join(gitDir, 'HEAD'), 'utf8').trim();
    if (!head.startsWith('ref: ')) return /^[0-9a-f]{40}$/.test(head) ? head : null;
    const ref = head.slice(5);
    let common = gitDir;
    try {
      common = path.resolve(gitDir, readFileSync(path.join(gitDir, 'commondir'), 'utf8').trim());
    } catch {
      // not a worktree
    }
    for (const dir of [gitDir, common]) {
      try {
        return readFileSync(path.join(dir, ref), 'utf8').trim();
      } catch {
        // try the next, then packed-refs
      }
    }
    const packed = readFileSync(path.join(common, 'packed-refs'), 'utf8');
    return (
      packed
        .split('\n')
        .find((line) => line.endsWith(` ${ref}`))
        ?.slice(0, 40) ?? null
    );
  } catch {
    return null;
  }
}

const COMMIT = appCommit();

async function queueStatus(database: Database): Promise<SystemStatus['queue']> {
  const { db } = database;
  const [{ installed }] = rowsOf<{ installed: boolean }>(
    await db.execute(sql`select to_regclass('pgboss.job') is not null as installed`),
  );
  if (!installed) return { installed: false, queued: 0, active: 0, failed: 0, oldest_queued_seconds: null };
  const [row] = rowsOf<{ queued: unknown; active: unknown; failed: unknown; oldest: unknown }>(
    await db.execute(sql`
      select
        count(*) filter (where state in ('created', 'retry')) as queued,
        count(*) filter (where state = 'active') as active,
        count(*) filter (where state = 'failed') as failed,
        extract(epoch from now() - min(created_on) filter (where state in ('created', 'retry')))::float8 as oldest
      from pgboss.job where name = ${GROUP_REPORT_QUEUE}`),
  );
  return {
    installed: true,
    queued: toCount(row.queued),
    active: toCount(row.active),
    failed: toCount(row.failed),
    oldest_queued_seconds: row.oldest == null ? null : Math.max(0, Math.round(Number(row.oldest))),
  };
}

export async function systemStatus(database: Database, now = new Date()): Promise<SystemStatus> {
  const [{ version }] = rowsOf<{ version: string }>(await database.db.execute(sql`select version() as version`));
  const backup = await lastBackup(database);
  return {
    database: {
      engine: database.engine,
      label: ENGINE_LABELS[database.engine],
      version: version?.match(/PostgreSQL [\d.]+/)?.[0] ?? version ?? null,
    },
    queue: await queueStatus(database),
    last_backup: backup && {
      created_at: backup.created_at,
      engine: backup.engine,
      folder: backup.folder,
      tables: backup.tables,
      rows: backup.rows,
      files: backup.files,
    },
    app: {
      version: APP_VERSION,
      commit: COMMIT,
      started_at: STARTED_AT,
      uptime_seconds: Math.max(0, Math.round((now.getTime() - STARTED_AT.getTime()) / 1000)),
    },
  };
}
