import { boolean, date, index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { projectSettingsEntity } from '../../../domain/entities/project-settings.ts';
import { projectEntity } from '../../../domain/entities/project.ts';
import { files } from './files.ts';
import { domainColumns, fileLinks } from './domain-columns.ts';
import { checksFromDomain, editable, money } from './helpers.ts';

const fileLink = (name: string) => integer(name).references((): AnyPgColumn => files.id, { onDelete: 'set null' });

/**
 * A regularisation project. Its lot counts are kept in project_counts by the database's
 * triggers (project-counts.ts), its blocks counted when read, its progress computed from them.
 * Names sort with the ICU collation.
 */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    /**
     * Name, state and municipality (the names the combined selection sends), the group whose
     * projects share the group reports, the class ('MDR' enables the improvements) and the Reurb
     * modality printed on the CRF, and the project's documents: as domain/entities/project.ts
     * declares them.
     */
    ...domainColumns(projectEntity),
    ...editable(),
  },
  (t) => [
    ...checksFromDomain('projects', projectEntity, t),
    ...fileLinks('projects', projectEntity, t, files.id),
    index('projects_group_idx').on(t.group_id),
    index('projects_name_idx').on(t.name),
  ],
);

/** The report settings of a project (docs/entities.md#entities "Project settings"), one row per project. */
export const projectSettings = pgTable(
  'project_settings',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id')
      .notNull()
      .unique('project_settings_project_key')
      .references(() => projects.id, { onDelete: 'cascade' }),
    city_cnpj: text('city_cnpj'),
    city_adress: text('city_adress'),
    city_mayor_name: text('city_mayor_name'),
    city_mayor_sex: text('city_mayor_sex'),
    city_logo_id: fileLink('city_logo_id'),
    city_mayor_rg: text('city_mayor_rg'),
    city_mayor_cpf: text('city_mayor_cpf'),
    city_admin_process: text('city_admin_process'),
    titulo_description: text('titulo_description'),
    titulo_header_description: text('titulo_header_description'),
    titulo_additional_info: text('titulo_additional_info'),
    works_responsible: text('works_responsible'),
    works_schedule: text('works_schedule'),
    infrastructure_complete: boolean('infrastructure_complete'),
    commitment_signed_on: date('commitment_signed_on', { mode: 'string' }),
    origin_registration: text('origin_registration'),
    origin_registry_office: text('origin_registry_office'),
    origin_owner_name: text('origin_owner_name'),
    /** Public, private or both: the legitimação de posse is not for public land (Dec. art. 18, § 2º). */
    land_ownership: text('land_ownership'),
    professional_name: text('professional_name'),
    professional_title: text('professional_title'),
    professional_registration: text('professional_registration'),
    professional_art_rrt: text('professional_art_rrt'),
    professional_public_servant: boolean('professional_public_servant'),
    /** The legal settings of domain/legal/ (cut-off date evidence, Reurb-S income cap). */
    nucleo_existence_date: date('nucleo_existence_date', { mode: 'string' }),
    nucleo_existence_evidence: text('nucleo_existence_evidence'),
    /** The technical study of the risk and its measures in place (Dec. art. 36; the rule 'area-de-risco'). */
    risk_study: text('risk_study'),
    risk_measures_done_on: date('risk_measures_done_on', { mode: 'string' }),
    /** The Município's finding that the núcleo is consolidated (Dec. art. 3º, III; legitimação fundiária, art. 16). */
    nucleo_consolidated: boolean('nucleo_consolidated'),
    income_cap_minimum_wages: numeric('income_cap_minimum_wages', { precision: 4, scale: 2, mode: 'number' }),
    minimum_wage_value: money('minimum_wage_value'),
    ...editable(),
  },
  // Required on the form (docs/validation.md#validation); null until first saved, then checked as declared.
  // reurb_modality is the project's column (one source of truth), checked on projects.
  (t) => checksFromDomain('project_settings', projectSettingsEntity, t, ['reurb_modality']),
);
