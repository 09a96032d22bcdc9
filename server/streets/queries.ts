import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { streets } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { pageOf } from '../db/paging.ts';
import { orderOf, searchWords } from '../projects/search.ts';
import { STREET_MESSAGES, type STREET_SORTS } from './schemas.ts';

export const streetColumns = {
  id: streets.id,
  name: streets.name,
  project_id: streets.project_id,
  updated_at: streets.updated_at,
  version: streets.version,
};
export type Street = { id: number; name: string; project_id: number; updated_at: Date; version: number };

export interface StreetListQuery {
  page: number;
  count: number;
  sort?: (typeof STREET_SORTS)[number];
  order: 'asc' | 'desc';
  q?: string;
}

/** A project's streets, a page of them by name (ICU order), and the total. */
export async function listStreets(
  db: Db,
  projectId: number,
  query: StreetListQuery,
): Promise<{ data: Street[]; total: number }> {
  const where = and(eq(streets.project_id, projectId), searchWords(query.q, [streets.name]));
  const { limit, offset } = pageOf(query);
  const data = await db
    .select(streetColumns)
    .from(streets)
    .where(where)
    .orderBy(...orderOf(streets[query.sort ?? 'name'], query.order, streets.id))
    .limit(limit)
    .offset(offset);
  const [{ total }] = await db.select({ total: count() }).from(streets).where(where);
  return { data, total };
}

export async function findStreet(db: Db, id: number): Promise<Street> {
  const [row] = await db.select(streetColumns).from(streets).where(eq(streets.id, id));
  if (!row) throw notFound(STREET_MESSAGES.notFound);
  return row;
}
