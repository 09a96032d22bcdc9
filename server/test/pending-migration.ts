import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
// The schema first: its modules import one another in a cycle that starts at index.ts.
import * as schema from '../db/schema/index.ts';

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');

// drizzle-kit's api adds an enumerable `Array.prototype.random` when loaded. The server test
// files share their worker's modules (vitest.config.ts, isolate: false), so every later file in
// that worker saw it, and pdf.js refuses to read a PDF with it ("Array.prototype contains
// unexpected enumerable property"): the same function, no longer enumerable.
const random = Object.getOwnPropertyDescriptor(Array.prototype, 'random');
if (random?.enumerable) Object.defineProperty(Array.prototype, 'random', { ...random, enumerable: false });

/** The schema as the last generated migration left it (its snapshot). */
function lastSnapshot() {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
    entries: { idx: number }[];
  };
  const last = journal.entries.at(-1)!.idx;
  const file = path.join(MIGRATIONS, `meta/${String(last).padStart(4, '0')}_snapshot.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Parameters<typeof generateMigration>[0];
}

/**
 * The SQL `npm run db:generate` would write for the app's schema plus `extra` tables: what
 * drizzle-kit finds between the last migration's snapshot and those tables (tests only).
 */
export async function pendingMigration(extra: Record<string, unknown> = {}): Promise<string[]> {
  const previous = lastSnapshot();
  return generateMigration(
    previous,
    generateDrizzleJson({ ...schema, ...extra }, previous.id, undefined, 'snake_case'),
  );
}

/** Runs on a test's throwaway database the migration a declared resource's table would get. */
export async function migrateTables(db: Db, tables: Record<string, unknown>): Promise<void> {
  for (const statement of await pendingMigration(tables)) await db.execute(sql.raw(statement));
}
