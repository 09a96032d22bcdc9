import { UTM_ZONES } from '../enums/geo.ts';
import { DEFAULT_PROJECT_CLASS, PROJECT_CLASSES, REURB_MODALITIES, REURB_S } from '../enums/project.ts';
import { choice, decimal, file, integer, json, number, text } from '../fields/builders.ts';
import { defineEntity } from '../fields/entity.ts';
import { RESOURCE_NAMES } from './resource-names.ts';

/**
 * Project (docs/entities.md#entities). The form picks state and municipality together (see
 * reference-place.ts) and sends their names as `state` and `city`. A blank project, id 0,
 * is the default form record.
 */
export const projectEntity = defineEntity({
  ...RESOURCE_NAMES.projects,
  recordRepresentation: 'name',
  fields: [
    integer('id', 'ID', { readOnly: true }),
    text('name', 'Nome do projeto', {
      required: true,
      min: 3,
      views: ['list', 'show', 'create', 'edit'],
      storage: 'sortedName',
    }),
    text('city', 'Município', { views: ['list', 'show', 'create', 'edit'] }),
    text('state', 'Estado', { views: ['list', 'show', 'create', 'edit'] }),
    /** Chosen by name in the form (a global admin's choice); the groups are named in Administração. */
    integer('group_id', 'Grupo de projetos', { min: 1 }),
    /** The group's name, answered beside its id and shown instead of it (issue #18 part 7). */
    text('group_name', 'Grupo de projetos', { readOnly: true, storage: 'computed' }),
    /**
     * 'MDR' enables the improvements. The spec shows the default as the product's name
     * ('{product}'); the product is REURB Gestão and its projects are REURB projects, so a
     * plain project is 'REURB' (enums/project.ts).
     */
    choice('project_class', 'Classe do projeto', PROJECT_CLASSES, { initial: DEFAULT_PROJECT_CLASS }),
    /**
     * Printed on the CRF; a new project is Reurb-S until said otherwise. The classification act
     * recorded in the procedure sets it (Decreto 9.310/2018 art. 23, I; server/procedure/classification.ts).
     */
    choice('reurb_modality', 'Modalidade da Reurb', REURB_MODALITIES, {
      initial: REURB_S,
      helperText: 'A classificação registrada no procedimento define a modalidade (Decreto 9.310/2018, art. 23, I)',
    }),
    /** How the lots' points are typed (domain/geo/): empty for degrees, else the SIRGAS 2000 / UTM zone. */
    choice('utm_zone', 'Fuso UTM das coordenadas dos lotes', UTM_ZONES, {
      helperText: 'Vazio: coordenadas em graus decimais',
    }),
    /** The geometry check area_mismatch (domain/geo/checks.ts); empty: 5%. */
    decimal('area_tolerance_pct', 'Tolerância de área (%)', {
      min: 0.1,
      max: 100,
      helperText: 'Diferença aceita entre a área declarada e a calculada; vazio: 5%',
    }),
    file('image', 'Imagem', { accept: 'image' }),
    file('memorial_file', 'Memorial descritivo'),
    file('topographic_report', 'Levantamento topográfico'),
    file('environmental_report', 'Relatório ambiental'),
    file('urbanistic_report', 'Relatório urbanístico'),
    file('legal_report', 'Relatório jurídico'),
    file('socioeconomic_report', 'Relatório socioeconômico'),
    integer('lots_total', 'Total de lotes', { readOnly: true, storage: 'computed' }),
    integer('lots_completed', 'Lotes completos', { readOnly: true, storage: 'computed' }),
    /** 0 to 1; shown as completed/total (percent). */
    number('progress', 'Progresso', { readOnly: true, min: 0, max: 1, views: ['list', 'show'], storage: 'computed' }),
    integer('total_blocks', 'Total de quadras', { readOnly: true, storage: 'computed' }),
    json('members', 'Membros', { readOnly: true, storage: 'computed' }),
  ],
});

/** The id of the blank default project (docs/entities.md#entities). */
export const BLANK_PROJECT_ID = 0;

/**
 * The blank default project (docs/entities.md#entities: "A blank default project has id 0"): the
 * record Cadastrar Projeto starts from, every field empty but those the entity declares an
 * `initial` for (the class, REURB; the modality, Reurb-S), so the form shows and sends what the
 * server would store anyway. Its id is 0, never sent: the create body has no id.
 */
export const BLANK_PROJECT = {
  id: BLANK_PROJECT_ID,
  ...Object.fromEntries(
    projectEntity.fields.flatMap((f) => ('initial' in f && f.initial !== undefined ? [[f.name, f.initial]] : [])),
  ),
} as const as { id: typeof BLANK_PROJECT_ID } & Record<string, unknown>;

/** The create form's initial values: the blank default project without its id. */
export const blankProjectDefaults = (): Record<string, unknown> => {
  const { id: _id, ...values } = BLANK_PROJECT;
  return values;
};
