import { cnpj, cpf, file, integer, longText, text } from '../fields/builders.ts';
import { defineEntity } from '../fields/entity.ts';

/** Report settings of one project: city data and title texts (spec §3, §5). */
export const projectSettingsEntity = defineEntity({
  resource: 'project-settings',
  label: 'Configuração de Relatórios',
  pluralLabel: 'Configurações de Relatórios',
  fields: [
    integer('id', 'ID', { readOnly: true }),
    cnpj('city_cnpj', 'CNPJ da prefeitura', { required: true }),
    /** Spelt 'adress' in the spec's field name. */
    text('city_adress', 'Endereço da prefeitura', { required: true, min: 3 }),
    text('city_mayor_name', 'Nome do(a) prefeito(a)', { required: true, min: 3 }),
    file('city_logo', 'Brasão ou logotipo do município', { accept: 'image' }),
    text('city_mayor_rg', 'RG do(a) prefeito(a)', { required: true, min: 3, max: 50 }),
    cpf('city_mayor_cpf', 'CPF do(a) prefeito(a)', { required: true }),
    text('city_admin_process', 'Processo administrativo', { required: true, min: 3 }),
    longText('titulo_description', 'Descrição do título', { required: true, min: 3 }),
    longText('titulo_header_description', 'Cabeçalho do título'),
    longText('titulo_additional_info', 'Informações adicionais do título'),
    /** The CRF's 'responsável pelas obras e serviços' (Lei 13.465/2017 arts. 33, 35 VIII); the Município when empty. */
    longText('works_responsible', 'Responsável pelas obras e serviços (CRF)'),
  ],
});
