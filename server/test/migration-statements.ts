import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../db/migrate.ts';

/**
 * A migration's statements as drizzle runs them (split at its breakpoints, trimmed): the data
 * migration tests run their migration's data statements again over rows written the old way.
 */
export function migrationStatements(file: string): string[] {
  return readFileSync(path.join(migrationsFolder, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim());
}
