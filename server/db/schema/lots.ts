import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, serial, unique } from 'drizzle-orm/pg-core';
import { lotEntity } from '../../../domain/entities/lot/index.ts';
import { blocks } from './blocks.ts';
import { files } from './files.ts';
import { checksFromDomain, editable } from './helpers.ts';
import { LOT_FILE_FIELDS, lotColumns } from './lot-columns.ts';

/**
 * A lot (docs/entities.md#entities): its identity, owner, spouse or companion, boundary, documents and, on MDR
 * projects, improvements. `project_id` is its block's project, enforced by a composite
 * foreign key, so permission filters on `lots.project_id` can never disagree with the block.
 */
export const lots = pgTable(
  'lots',
  {
    id: serial('id').primaryKey(),
    block_id: integer('block_id').notNull(),
    project_id: integer('project_id').notNull(),
    // Every data column, as domain/entities/lot/ declares it (./domain-columns.ts).
    ...lotColumns(),
    ...editable(),
  },
  (t) => [
    foreignKey({
      name: 'lots_block_fk',
      columns: [t.block_id, t.project_id],
      foreignColumns: [blocks.id, blocks.project_id],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    ...LOT_FILE_FIELDS.map((field) =>
      foreignKey({ name: `lots_${field}_fk`, columns: [t[field]], foreignColumns: [files.id] }).onDelete('set null'),
    ),
    // Choices, digits-only CPF/CNPJ/CEP/NIS, lengths, counts >= 0: as declared in domain/.
    ...checksFromDomain('lots', lotEntity, t),
    check('lots_answers_check', sql`jsonb_typeof(${t.answers}) = 'object'`),

    // The block's lot table, sorted by name (the column's ICU collation); one lot name per block.
    unique('lots_block_name_key').on(t.block_id, t.name),
    /** The public protocol (domain/entities/lot/registry.ts) names one lot. */
    unique('lots_protocol_key').on(t.protocol),
    // Progress and completeness counts per project, and the phase filter of the reports.
    index('lots_project_status_idx').on(t.project_id, t.status),
    index('lots_project_phase_idx').on(t.project_id, t.project_phase),
    // Legitimação fundiária once per beneficiary (Lei 13.465 art. 23 §1): CPF across projects.
    index('lots_cpf_idx')
      .on(t.cpf)
      .where(sql`${t.cpf} is not null`),
    index('lots_spouse_cpf_idx')
      .on(t.spouse_cpf)
      .where(sql`${t.spouse_cpf} is not null`),
    index('lots_inscricao_idx').on(t.project_id, t.inscricao_imobiliaria),
    // Deleting a file sets its links to null: without these, each delete walked the table
    // once per file column (measured 0.6–1 s at 50,000 lots). Partial: most links are empty.
    ...LOT_FILE_FIELDS.map((field) =>
      index(`lots_${field}_idx`)
        .on(t[field])
        .where(sql`${t[field]} is not null`),
    ),
    // Case-insensitive substring search on the owner's name (report filter `name`).
    index('lots_owner_name_trgm_idx').using('gin', sql`lower(${t.owner_name}) gin_trgm_ops`),
  ],
);
