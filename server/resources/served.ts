import type { ServedResource } from './table.ts';

/**
 * The declared resources the API serves through the generic routes (server/http/resources.ts):
 * each one's declaration (domain/resources/) beside its table (server/db/schema/resources.ts,
 * or one written by hand).
 */
export const SERVED_RESOURCES: readonly ServedResource[] = [];
