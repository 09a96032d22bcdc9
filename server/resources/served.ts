import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ResourceDef } from '../../domain/resources/define.ts';
import { RESOURCES } from '../../domain/resources/index.ts';
import { streets } from '../db/schema/blocks.ts';
import { tableName } from '../db/schema/resource-table.ts';
import * as declaredTables from '../db/schema/resources.ts';

/** A resource as the server serves it: its declaration and its table (its own, or one written by hand). */
export interface ServedResource {
  readonly resource: ResourceDef;
  readonly table: PgTable;
}

/** The tables a declared resource may be served from, by table name. */
const TABLES = new Map<string, PgTable>(
  [streets, ...(Object.values(declaredTables) as PgTable[])].map((table) => [getTableName(table), table]),
);

function served(resource: ResourceDef): ServedResource {
  const table = TABLES.get(tableName(resource));
  if (!table)
    throw new Error(`${resource.entity.resource}: no table; export resourceTable() from server/db/schema/resources.ts`);
  return { resource, table };
}

/**
 * Every resource declared in domain/resources/ served through the generic routes
 * (server/http/resources.ts), each with its table.
 */
export const SERVED_RESOURCES: readonly ServedResource[] = Object.values(RESOURCES).map(served);
