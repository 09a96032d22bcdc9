/* Paging and text search for list queries, shared by every resource's reads. */
import { sql } from 'drizzle-orm';

/** The LIMIT and OFFSET of a 1-based page of `count` rows. */
export const pageOf = ({ page, count }: { page: number; count: number }) => ({
  limit: count,
  offset: (page - 1) * count,
});

/** Escapes % and _ for a LIKE pattern of user text. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `count(*) over ()`: the list's total on each row of its page, so page and total are one query. */
export const totalOver = () => sql<number | string>`count(*) over ()`;

/**
 * The total of a page read with `totalOver`: on its rows; an empty first page has none; past
 * the last page (no row carries it) `countAll` asks, which only a client paging too far reaches.
 */
export async function totalOf(
  rows: readonly { total: number | string }[],
  offset: number,
  countAll: () => Promise<number>,
): Promise<number> {
  if (rows.length) return Number(rows[0].total);
  return offset === 0 ? 0 : countAll();
}
