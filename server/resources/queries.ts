import { and, count, eq, getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { parentKey, searchKeys } from '../../domain/resources/define.ts';
import type { Db } from '../db/connection.ts';
import { pageOf } from '../db/paging.ts';
import { blocks } from '../db/schema/blocks.ts';
import { notFound } from '../errors.ts';
import { orderOf, searchWords } from '../projects/search.ts';
import { storedFields } from '../../domain/api/resource-answer.ts';
import { sortsOf } from './schemas.ts';
import type { ServedResource } from './served.ts';

export type ResourceRecord = Record<string, unknown> & { id: number };

export interface ResourceListQuery {
  page: number;
  count: number;
  sort?: string;
  order: 'asc' | 'desc';
  q?: string;
  [parent: string]: unknown;
}

/** The table's columns by name. */
export const columnsOf = ({ table }: ServedResource) => getTableColumns(table) as Record<string, AnyPgColumn>;

/** What a record's answer selects: id, parent (and for a block's record its project), fields, stamp, version. */
function answerColumns(served: ServedResource): Record<string, AnyPgColumn> {
  const columns = columnsOf(served);
  const key = parentKey(served.resource);
  return {
    id: columns.id!,
    [key]: columns[key]!,
    ...(key === 'block_id' ? { project_id: blocks.project_id } : {}),
    ...Object.fromEntries(storedFields(served.resource).map((f) => [f.name, columns[f.name]!])),
    updated_at: columns.updated_at!,
    version: columns.version!,
  };
}

/** The select of records, joined to their block when the block is the parent. */
function selectRecords(db: Db, served: ServedResource) {
  const query = db.select(answerColumns(served)).from(served.table);
  return parentKey(served.resource) === 'block_id'
    ? query.innerJoin(blocks, eq(blocks.id, columnsOf(served).block_id!))
    : query;
}

/** A parent's records, a page of them in the asked order (the first sort key by default), and the total. */
export async function listRecords(
  db: Db,
  served: ServedResource,
  parentId: number,
  query: ResourceListQuery,
): Promise<{ data: ResourceRecord[]; total: number }> {
  const columns = columnsOf(served);
  const where = and(
    eq(columns[parentKey(served.resource)]!, parentId),
    searchWords(
      query.q,
      searchKeys(served.resource).map((key) => columns[key]!),
    ),
  );
  const sort = columns[query.sort ?? sortsOf(served.resource)[0]]!;
  const { limit, offset } = pageOf(query);
  const data = await selectRecords(db, served)
    .where(where)
    .orderBy(...orderOf(sort, query.order, columns.id!))
    .limit(limit)
    .offset(offset);
  const [{ total }] = await db.select({ total: count() }).from(served.table).where(where);
  return { data: data as ResourceRecord[], total: Number(total) };
}

/** One record as its routes answer it; 404 with the declared message when there is none. */
export async function findRecord(db: Db, served: ServedResource, id: number): Promise<ResourceRecord> {
  const [row] = await selectRecords(db, served).where(eq(columnsOf(served).id!, id));
  if (!row) throw notFound(served.resource.notFound);
  return row as ResourceRecord;
}

/** The project of a record (through its block when the block is the parent), null when there is none. */
export async function projectOfRecord(db: Db, served: ServedResource, id: number): Promise<number | null> {
  const columns = columnsOf(served);
  const project = parentKey(served.resource) === 'block_id' ? blocks.project_id : columns.project_id!;
  const query = db.select({ project }).from(served.table);
  const joined =
    parentKey(served.resource) === 'block_id' ? query.innerJoin(blocks, eq(blocks.id, columns.block_id!)) : query;
  const [row] = await joined.where(eq(columns.id!, id));
  return (row?.project as number | undefined) ?? null;
}
