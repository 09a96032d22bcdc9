import { date, index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { projectSettingsEntity } from '../../../domain/entities/project-settings.ts';
import { projectEntity } from '../../../domain/entities/project.ts';
import { files } from './files.ts';
import { DEFAULT_PROJECT_CLASS, REURB_S } from './choices.ts';
import { checksFromDomain, editable, money, nameText } from './helpers.ts';

const fileLink = (name: string) => integer(name).references((): AnyPgColumn => files.id, { onDelete: 'set null' });

/**
 * A regularisation project. Its counts (lots_total, lots_completed, progress, total_blocks)
 * are computed from lots and blocks, not stored. Names sort with the ICU collation.
 */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    name: nameText('name').notNull(),
    /** State and municipality names, as the combined selection sends them. */
    state: text('state'),
    city: text('city'),
    /** Projects of one group share the group reports ("todas as etapas"). */
    group_id: integer('group_id'),
    /**
     * 'MDR' enables the improvements. The spec shows the default as the product's name
     * ('{product}'); the product is REURB Gestão and its projects are REURB projects, so a
     * plain project is 'REURB' (domain/enums/project.ts).
     */
    project_class: text('project_class').notNull().default(DEFAULT_PROJECT_CLASS),
    /** Reurb-S or Reurb-E (Lei 13.465/2017 art. 13), printed on the CRF. */
    reurb_modality: text('reurb_modality').notNull().default(REURB_S),
    /** The lots' points in SIRGAS 2000 / UTM of this zone; null: decimal degrees (domain/geo/). */
    utm_zone: text('utm_zone'),
    /** Declared vs computed lot area, in percent; null: the default 5% (domain/geo/checks.ts). */
    area_tolerance_pct: numeric('area_tolerance_pct', { precision: 5, scale: 2, mode: 'number' }),
    image_id: fileLink('image_id'),
    memorial_file_id: fileLink('memorial_file_id'),
    topographic_report_id: fileLink('topographic_report_id'),
    environmental_report_id: fileLink('environmental_report_id'),
    urbanistic_report_id: fileLink('urbanistic_report_id'),
    legal_report_id: fileLink('legal_report_id'),
    socioeconomic_report_id: fileLink('socioeconomic_report_id'),
    ...editable(),
  },
  (t) => [
    ...checksFromDomain('projects', projectEntity, t, ['progress']),
    index('projects_group_idx').on(t.group_id),
    index('projects_name_idx').on(t.name),
  ],
);

/** The report settings of a project (spec §3 "Project settings"), one row per project. */
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
    city_logo_id: fileLink('city_logo_id'),
    city_mayor_rg: text('city_mayor_rg'),
    city_mayor_cpf: text('city_mayor_cpf'),
    city_admin_process: text('city_admin_process'),
    titulo_description: text('titulo_description'),
    titulo_header_description: text('titulo_header_description'),
    titulo_additional_info: text('titulo_additional_info'),
    works_responsible: text('works_responsible'),
    /** The legal settings of domain/legal/ (cut-off date evidence, Reurb-S income cap). */
    nucleo_existence_date: date('nucleo_existence_date', { mode: 'string' }),
    nucleo_existence_evidence: text('nucleo_existence_evidence'),
    income_cap_minimum_wages: numeric('income_cap_minimum_wages', { precision: 4, scale: 2, mode: 'number' }),
    minimum_wage_value: money('minimum_wage_value'),
    ...editable(),
  },
  // Required on the form (spec §5); null until first saved, then checked as declared.
  // reurb_modality is the project's column (one source of truth), checked on projects.
  (t) => checksFromDomain('project_settings', projectSettingsEntity, t, ['reurb_modality']),
);
