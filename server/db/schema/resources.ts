/**
 * The tables of the resources declared in domain/resources/ whose table comes from the
 * declaration (server/db/schema/resource-table.ts): one line each, e.g.
 * `export const equipamentosPublicos = resourceTable(equipmentResource);`, then
 * `npm run db:generate`. The streets' table is written by hand (blocks.ts): block_streets
 * points at its unique (id, project_id).
 */
export {};
