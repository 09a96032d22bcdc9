import { index, integer, pgTable, serial, unique, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { parentKey, type ResourceDef } from '../../../domain/resources/define.ts';
import { blocks } from './blocks.ts';
import { domainColumns, fileLinks } from './domain-columns.ts';
import { files } from './files.ts';
import { checksFromDomain, editable } from './helpers.ts';
import { projects } from './projects.ts';

/** The table of a declared resource: its name, `-` written `_` ("equipamentos-publicos" → "equipamentos_publicos"). */
export const tableName = (resource: ResourceDef): string => resource.entity.resource.replaceAll('-', '_');

/**
 * A declared resource's table, from its declaration alone: an id, the parent link (deleted
 * with its project or block), the entity's columns and CHECKs through the FieldType → column
 * map (server/db/schema/domain-columns.ts), the stamps and version, the declared unique field
 * within the parent. Export it from server/db/schema/resources.ts and `npm run db:generate`
 * writes its migration.
 */
export function resourceTable(resource: ResourceDef) {
  const name = tableName(resource);
  const key = parentKey(resource);
  const parent = key === 'project_id' ? projects : blocks;
  return pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      [key]: integer(key)
        .notNull()
        .references((): AnyPgColumn => parent.id, { onDelete: 'cascade' }),
      ...domainColumns(resource.entity),
      ...editable(),
    },
    (t) => {
      const columns = t as unknown as Record<string, AnyPgColumn>;
      return [
        ...checksFromDomain(name, resource.entity, t),
        ...fileLinks(name, resource.entity, columns, files.id),
        index(`${name}_${key}_idx`).on(columns[key]!),
        ...(resource.unique
          ? [unique(`${name}_${key}_${resource.unique.field}_key`).on(columns[key]!, columns[resource.unique.field]!)]
          : []),
      ];
    },
  );
}
