/** The map page's address: `/projects/{id}/map`, optionally one block and a lot in focus. */
export const mapPath = (projectId: number, options: { blockId?: number | null; lotId?: number | null } = {}) => {
  const query = new URLSearchParams();
  if (options.blockId) query.set('block_id', String(options.blockId));
  if (options.lotId) query.set('lot', String(options.lotId));
  const text = query.toString();
  return `/projects/${projectId}/map${text ? `?${text}` : ''}`;
};
