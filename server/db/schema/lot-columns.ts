import { sql } from 'drizzle-orm';
import { boolean, date, integer, jsonb, smallint, text } from 'drizzle-orm/pg-core';
import { DEFAULT_LOT_STATUS, DEFAULT_PROJECT_PHASE } from './choices.ts';
import { area, choices, coordinate, fileRef, money, nameText } from './helpers.ts';

/**
 * The lot's columns, grouped as the lot screen shows them (spec §3 "Lot"). Every key is the
 * spec's field name, so a row, the API payload and the `domain/` declaration share names.
 * Their checks (choices, digits-only CPF/CNPJ/CEP/NIS, lengths) come from `domain/`.
 */
const day = (name: string) => date(name, { mode: 'string' });

export const identityColumns = () => ({
  name: nameText('name').notNull(),
  status: text('status').notNull().default(DEFAULT_LOT_STATUS),
  /** Project phase, 1 or 2; a bulk action moves lots to 2. */
  project_phase: smallint('project_phase').notNull().default(DEFAULT_PROJECT_PHASE),
  n_selagem: text('n_selagem'),
  n_proposta: text('n_proposta'),
  street_address: text('street_address'),
  street_number: text('street_number'),
  street_complement: text('street_complement'),
  cep: text('cep'),
  cidade: text('cidade'),
  bairro: text('bairro'),
  uso_do_lote: text('uso_do_lote'),
  public_interest_act_number: text('public_interest_act_number'),
  public_interest_act_date: day('public_interest_act_date'),
  /** The lot's own modality, used when its project is 'mista'. */
  reurb_modality: text('reurb_modality'),
  area: area('area'),
  area_projecao_edificacao: area('area_projecao_edificacao'),
  inscricao_imobiliaria: text('inscricao_imobiliaria'),
});

export const ownerColumns = () => ({
  owner_name: nameText('owner_name'),
  nationality: text('nationality'),
  naturalidade: text('naturalidade'),
  cpf: text('cpf'),
  nis: text('nis'),
  rg: text('rg'),
  rg_uf: text('rg_uf'),
  rg_emissor: text('rg_emissor'),
  birth_date: day('birth_date'),
  data_chegada_municipio: day('data_chegada_municipio'),
  data_ocupacao_imovel: day('data_ocupacao_imovel'),
  owner_death_date: day('owner_death_date'),
  cnpj: text('cnpj'),
  email: text('email'),
  cellphone_number: text('cellphone_number'),
  phone_number: text('phone_number'),
  owner_mother_name: text('owner_mother_name'),
  owner_father_name: text('owner_father_name'),
  civil_status: text('civil_status'),
  sex: text('sex'),
  occupation: text('occupation'),
  occupation_type: text('occupation_type'),
  income: money('income'),
  escolaridade: text('escolaridade'),
  beneficios_sociais: choices('beneficios_sociais'),
  deficiencia: boolean('deficiencia').notNull().default(false),
  deficiencia_desc: text('deficiencia_desc'),
  observations: text('observations'),
  /** Free answers of the social questionnaire, keyed by question. */
  answers: jsonb('answers')
    .$type<Record<string, unknown>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
});

export const spouseColumns = () => ({
  spouse_name: text('spouse_name'),
  spouse_cpf: text('spouse_cpf'),
  spouse_rg: text('spouse_rg'),
  spouse_rg_uf: text('spouse_rg_uf'),
  spouse_rg_emissor: text('spouse_rg_emissor'),
  marriage_regime_de_bens: text('marriage_regime_de_bens'),
  marriage_date: day('marriage_date'),
  spouse_occupation: text('spouse_occupation'),
  uniao_estavel_since: day('uniao_estavel_since'),
  spouse_mother_name: text('spouse_mother_name'),
  spouse_father_name: text('spouse_father_name'),
  companion_occupation: text('companion_occupation'),
  companion_occupation_type: text('companion_occupation_type'),
  companion_income: money('companion_income'),
  companion_civil_status: text('companion_civil_status'),
  companion_sex: text('companion_sex'),
  companion_naturalidade: text('companion_naturalidade'),
  companion_nationality: text('companion_nationality'),
  companion_nis: text('companion_nis'),
  companion_escolaridade: text('companion_escolaridade'),
  companion_beneficios_sociais: choices('companion_beneficios_sociais'),
  companion_deficiencia: boolean('companion_deficiencia').notNull().default(false),
  companion_deficiencia_desc: text('companion_deficiencia_desc'),
  companion_birth_date: day('companion_birth_date'),
});

export const coordinateColumns = () => ({
  coord_p1_x: coordinate('coord_p1_x'),
  coord_p1_y: coordinate('coord_p1_y'),
  coord_p2_x: coordinate('coord_p2_x'),
  coord_p2_y: coordinate('coord_p2_y'),
  coord_p3_x: coordinate('coord_p3_x'),
  coord_p3_y: coordinate('coord_p3_y'),
  coord_p4_x: coordinate('coord_p4_x'),
  coord_p4_y: coordinate('coord_p4_y'),
});

/**
 * One file per document (spec: "each a file id plus a file object"). The multi-file fields
 * (other_documents_files, mdr_other_documents_files) are rows of lot_other_documents.
 */
export const LOT_FILE_FIELDS = [
  'rg_file_id',
  'rg_back_file_id',
  'cpf_file_id',
  'comp_residencia_file_id',
  'birth_divorce_cert_file_id',
  'marriage_cert_file_id',
  'comp_renda_file_id',
  'declaracao_prefeitura_file_id',
  'declaracao_adesao_financiamento_regfund_file_id',
  'declaracao_posse_file_id',
  'declaracao_renda_file_id',
  'declaracao_uniao_estavel_file_id',
  'averbacao_divorcio_file_id',
  'averbacao_obito_file_id',
  'cadastro_unico_file_id',
  'spouse_cpf_file_id',
  'spouse_rg_file_id',
  'spouse_rg_back_file_id',
  'companion_comp_renda_file_id',
  'companion_birth_divorce_cert_file_id',
] as const;
export type LotFileField = (typeof LOT_FILE_FIELDS)[number];

export const documentColumns = () =>
  Object.fromEntries(LOT_FILE_FIELDS.map((field) => [field, fileRef(field)])) as Record<
    LotFileField,
    ReturnType<typeof fileRef>
  >;

/** Improvements (benfeitorias), filled only on MDR projects. */
export const improvementColumns = () => ({
  mdr_estabilidade_estrutura: text('mdr_estabilidade_estrutura'),
  mdr_necessidade_reconstrucao: text('mdr_necessidade_reconstrucao'),
  mdr_n_comodos: integer('mdr_n_comodos'),
  mdr_n_pavimentos: integer('mdr_n_pavimentos'),
  /** Labelled "number of bedrooms" on screen. */
  mdr_n_moradores_por_comodo: integer('mdr_n_moradores_por_comodo'),
  mdr_n_banheiros: integer('mdr_n_banheiros'),
  mdr_banheiros_condicoes: text('mdr_banheiros_condicoes'),
  mdr_material_paredes_externas: choices('mdr_material_paredes_externas'),
  mdr_paredes_externas_condicoes: text('mdr_paredes_externas_condicoes'),
  mdr_cobertura: text('mdr_cobertura'),
  mdr_cobertura_condicoes: text('mdr_cobertura_condicoes'),
  mdr_piso: text('mdr_piso'),
  mdr_piso_condicoes: text('mdr_piso_condicoes'),
  mdr_instalacoes_eletricas: choices('mdr_instalacoes_eletricas'),
  mdr_instalacoes_eletricas_condicoes: text('mdr_instalacoes_eletricas_condicoes'),
  mdr_instalacoes_hidrossanitarias: choices('mdr_instalacoes_hidrossanitarias'),
  mdr_instalacoes_hidrossanitarias_condicoes: text('mdr_instalacoes_hidrossanitarias_condicoes'),
  mdr_esgotamento_sanitario: choices('mdr_esgotamento_sanitario'),
  mdr_esgotamento_sanitario_condicoes: text('mdr_esgotamento_sanitario_condicoes'),
});
