import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { ENTITIES } from '../../domain/entities/index.ts';
import { storageKey, writableFields } from '../../domain/fields/entity.ts';
import type { EntityDef } from '../../domain/fields/types.ts';
import {
  blocks,
  children,
  lots,
  preliminaryStudies,
  projectSettings,
  projects,
  residents,
  streets,
  technicalReports,
} from './schema/index.ts';

/**
 * Column names are the spec's field names: every field a client may send is a column of its
 * table, under the same key and name, except the few kept elsewhere (listed with where).
 */
const TABLES: [EntityDef, PgTable, Record<string, string>][] = [
  [ENTITIES.projects, projects, {}],
  // The Reurb modality is the project's own (projects.reurb_modality), answered with the settings.
  [ENTITIES['project-settings'], projectSettings, { reurb_modality: 'projects' }],
  [ENTITIES.blocks, blocks, { streets_ids: 'block_streets' }],
  [ENTITIES.streets, streets, {}],
  [
    ENTITIES.lots,
    lots,
    { other_documents_files_ids: 'lot_other_documents', mdr_other_documents_files_ids: 'lot_other_documents' },
  ],
  [ENTITIES.children, children, {}],
  [ENTITIES.residents, residents, {}],
  [ENTITIES['relatorio-preliminar'], preliminaryStudies, {}],
  [ENTITIES['relatorio-tecnico-state'], technicalReports, {}],
];

describe('schema and domain', () => {
  it.each(TABLES.map(([entity, table, elsewhere]) => [entity.resource, table, elsewhere, entity] as const))(
    '%s: every writable field is a column of the same name',
    (_name, table, elsewhere, entity) => {
      const columns = getTableColumns(table);
      const missing = writableFields(entity as EntityDef)
        .map(storageKey)
        .filter((key) => !(key in elsewhere))
        .filter((key) => columns[key]?.name !== key);
      expect(missing).toEqual([]);
    },
  );
});
