import { describe, expect, it } from 'vitest';
import { ENTITIES } from './index.ts';
import { TECHNICAL_REPORT_SECTIONS } from './technical-report.ts';
import { CUSTOM_REPORT_ATTRIBUTES } from './custom-report.ts';
import type { EntityDef } from '../fields/types.ts';

/** Field names of docs/entities.md#entities, transcribed (file fields by their object name). */
const SPEC_FIELDS: Record<string, string> = {
  projects: `id name state city group_id lots_total lots_completed progress total_blocks members image project_class
    memorial_file topographic_report environmental_report urbanistic_report legal_report socioeconomic_report`,
  'project-settings': `id city_cnpj city_adress city_mayor_name city_logo city_mayor_rg city_mayor_cpf city_admin_process
    titulo_description titulo_header_description titulo_additional_info`,
  blocks: 'id name project_id streets streets_ids image lots_total lots_completed progress updated_at',
  streets: 'id name project_id updated_at',
  lots: `id name block_id project_id status updated_at assigned_users n_selagem n_proposta street_address street_number
    street_complement cep cidade bairro uso_do_lote area area_projecao_edificacao inscricao_imobiliaria
    owner_name nationality naturalidade cpf nis rg rg_uf rg_emissor birth_date data_chegada_municipio data_ocupacao_imovel
    cnpj email cellphone_number phone_number owner_mother_name owner_father_name civil_status sex occupation
    occupation_type income escolaridade beneficios_sociais deficiencia deficiencia_desc observations answers
    spouse_name spouse_cpf spouse_rg spouse_rg_uf spouse_rg_emissor marriage_regime_de_bens marriage_date
    uniao_estavel_since spouse_mother_name spouse_father_name companion_occupation companion_occupation_type
    companion_income companion_civil_status companion_sex companion_naturalidade companion_nationality companion_nis
    companion_escolaridade companion_beneficios_sociais companion_deficiencia companion_deficiencia_desc
    companion_birth_date coord_p1_x coord_p1_y coord_p2_x coord_p2_y coord_p3_x coord_p3_y coord_p4_x coord_p4_y
    rg_file rg_back_file cpf_file comp_residencia_file birth_divorce_cert_file marriage_cert_file comp_renda_file
    declaracao_prefeitura_file declaracao_adesao_financiamento_regfund_file declaracao_posse_file declaracao_renda_file
    declaracao_uniao_estavel_file averbacao_divorcio_file averbacao_obito_file cadastro_unico_file spouse_cpf_file
    spouse_rg_file spouse_rg_back_file companion_comp_renda_file companion_birth_divorce_cert_file other_documents_files
    mdr_estabilidade_estrutura mdr_necessidade_reconstrucao mdr_n_comodos mdr_n_pavimentos mdr_n_moradores_por_comodo
    mdr_n_banheiros mdr_banheiros_condicoes mdr_material_paredes_externas mdr_paredes_externas_condicoes mdr_cobertura
    mdr_cobertura_condicoes mdr_piso mdr_piso_condicoes mdr_instalacoes_eletricas mdr_instalacoes_eletricas_condicoes
    mdr_instalacoes_hidrossanitarias mdr_instalacoes_hidrossanitarias_condicoes mdr_esgotamento_sanitario
    mdr_esgotamento_sanitario_condicoes mdr_other_documents_files`,
  children: `id name cpf rg birth_date mother_name father_name sex resident deficiencia deficiencia_desc escolaridade
    income nis occupation occupation_type beneficios_sociais birth_certificate_file rg_file`,
  residents: `id name cpf rg birth_date sex escolaridade income relationship_owner beneficios_sociais deficiencia
    deficiencia_desc nis occupation occupation_type resident_type resident`,
  users: 'id sub name email password role last_activity_at projects_roles worked_lots_by_day',
  members: 'sub name email project_role last_activity_on_project_at',
  files: 'id url originalName',
  addresses: `formatted_address street_number route sublocality_level_1 administrative_area_level_1
    administrative_area_level_2 country postal_code`,
  'report-filters': `name cpf inscricao_imobiliaria lot_area_below include_incomplete include_observations
    completed_at_from completed_at_to only_not_emitted invert selectedIncome project_phase`,
  'relatorio-preliminar': 'diagnostico_ambiental diagnostico_juridico diagnostico_social',
  'relatorio-tecnico-state': 'customized answers',
};

const names = (entity: EntityDef) => entity.fields.map((f) => f.name);
const entities = ENTITIES as Record<string, EntityDef>;

describe('entities of docs/entities.md#entities', () => {
  it.each(Object.entries(SPEC_FIELDS))('%s declares every spec field', (resource, list) => {
    const declared = names(entities[resource]);
    expect(list.split(/\s+/).filter((n) => n && !declared.includes(n))).toEqual([]);
  });

  it('declares no field twice, and labels every field', () => {
    for (const entity of Object.values(entities)) {
      expect(new Set(names(entity)).size, entity.resource).toBe(entity.fields.length);
      expect(entity.fields.filter((f) => !f.label).map((f) => f.name)).toEqual([]);
      const sections = new Set((entity.sections ?? []).map((s) => s.key));
      expect(entity.fields.filter((f) => f.section && !sections.has(f.section)).map((f) => f.name)).toEqual([]);
    }
  });

  it('the technical report has the 20 paragraph sections in order', () => {
    expect(TECHNICAL_REPORT_SECTIONS.map((s) => s.id)).toEqual(
      `introducao apresentacao diagnostico_ambiental modalidade_regularizacao_fundiaria diagnostico_juridico
      relatorio_urbanistico situacao_urbanistica uso_ocupacao_solo gabarito equipamentos_uso_publico
      infraestrutura_existente acessibilidade sistema_viario sistema_transporte_publico_coletivo
      sistema_abastecimento_agua sistema_esgotamento_sanitario sistema_drenagem coleta_residuos_solidos
      rede_energia_iluminacao conclusoes_finais`.split(/\s+/),
    );
  });

  it('labels every custom report attribute from the lot', () => {
    // The spec's 29, then the fields declared with the `report` view (a married spouse's profession).
    expect(CUSTOM_REPORT_ATTRIBUTES).toHaveLength(30);
    expect(CUSTOM_REPORT_ATTRIBUTES.at(-1)).toEqual({ id: 'spouse_occupation', name: 'Profissão do(a) cônjuge' });
    expect(CUSTOM_REPORT_ATTRIBUTES.filter((a) => a.id === a.name)).toEqual([]);
  });

  it('labels mdr_n_moradores_por_comodo as the number of bedrooms', () => {
    expect(entities.lots.fields.find((f) => f.name === 'mdr_n_moradores_por_comodo')?.label).toBe(
      'Número de dormitórios',
    );
  });
});
