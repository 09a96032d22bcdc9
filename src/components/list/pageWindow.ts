/** Tables show 20 rows a page, with a pager of up to 5 page numbers (docs/screens.md#screens, docs/limits.md#limits). */
export const ROWS_PER_PAGE = 20;
export const PAGER_SIZE = 5;

/** The page numbers the pager shows: up to `size` around `page` (1-based), within 1..pages. */
export function pageWindow(page: number, pages: number, size: number = PAGER_SIZE): number[] {
  if (pages < 1) return [];
  const count = Math.min(size, pages);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), pages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}
