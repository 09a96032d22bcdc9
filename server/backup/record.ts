import { desc } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { backupRuns } from '../db/schema/index.ts';
import type { Manifest } from './manifest.ts';

/** Notes a finished backup (after its manifest was written), for the system status. */
export async function recordBackup(database: Database, manifest: Manifest, folder: string): Promise<void> {
  await database.db.insert(backupRuns).values({
    created_at: new Date(manifest.created_at),
    engine: manifest.engine,
    folder,
    tables: Object.keys(manifest.tables).length,
    rows: Object.values(manifest.tables).reduce((sum, t) => sum + t.rows, 0),
    files: manifest.files.length,
  });
}

/** The latest recorded backup, or null when none was ever recorded. */
export async function lastBackup(database: Database) {
  const [row] = await database.db.select().from(backupRuns).orderBy(desc(backupRuns.created_at)).limit(1);
  return row ?? null;
}
