/* Paging and text search for list queries, shared by every resource's reads. */
/** The LIMIT and OFFSET of a 1-based page of `count` rows. */
export const pageOf = ({ page, count }: { page: number; count: number }) => ({
  limit: count,
  offset: (page - 1) * count,
});

/** Escapes % and _ for a LIKE pattern of user text. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
