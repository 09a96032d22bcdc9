import { CIVIL_STATUSES } from '../../enums/civil-status.ts';
import { BENEFICIOS_SOCIAIS, ESCOLARIDADES, OCCUPATION_TYPES, SEXES } from '../../enums/person.ts';
import { UF_CHOICES } from '../../enums/uf.ts';
import {
  boolean,
  choice,
  cnpj,
  cpf,
  date,
  email,
  inSection,
  json,
  longText,
  money,
  multiChoice,
  nis,
  phone,
  text,
} from '../../fields/builders.ts';
import { SOCIAL } from '../../completeness/parts.ts';
import { whenTrue } from '../conditions.ts';

/** The owner's name and CPF are in the lot list row too (searched there). */
const LISTED = ['list', 'show', 'create', 'edit'] as const;

/** Lot, "Proprietário(a)" (docs/entities.md#entities). `completeness` marks what the review needs. */
export const LOT_OWNER = inSection('owner', [
  text('owner_name', 'Nome do(a) proprietário(a)', {
    min: 3,
    completeness: SOCIAL,
    storage: 'sortedName',
    views: LISTED,
  }),
  text('nationality', 'Nacionalidade', { completeness: SOCIAL }),
  text('naturalidade', 'Naturalidade'),
  /** Listed (its start is searched), never a sort: the list is not an index of CPFs. */
  cpf('cpf', 'CPF', { completeness: SOCIAL, views: LISTED, sortable: false }),
  nis('nis', 'NIS'),
  text('rg', 'RG', { max: 50, completeness: SOCIAL }),
  choice('rg_uf', 'UF do RG', UF_CHOICES),
  text('rg_emissor', 'Órgão emissor do RG', { max: 50 }),
  date('birth_date', 'Data de nascimento', { past: true, completeness: SOCIAL }),
  date('data_chegada_municipio', 'Data de chegada ao município', { past: true }),
  date('data_ocupacao_imovel', 'Data de ocupação do imóvel', { past: true }),
  /** A deceased holder cannot receive a título: the heirs' succession comes first (a warning of domain/legal/). */
  date('owner_death_date', 'Data de óbito do(a) titular', { past: true }),
  cnpj('cnpj', 'CNPJ'),
  email('email', 'E-mail', { max: 50 }),
  phone('cellphone_number', 'Celular', { max: 50 }),
  phone('phone_number', 'Telefone', { max: 50 }),
  text('owner_mother_name', 'Nome da mãe', { min: 3, completeness: SOCIAL }),
  text('owner_father_name', 'Nome do pai', { min: 3 }),
  choice('civil_status', 'Estado civil', CIVIL_STATUSES, { completeness: SOCIAL }),
  choice('sex', 'Sexo', SEXES, { completeness: SOCIAL }),
  text('occupation', 'Profissão'),
  choice('occupation_type', 'Situação ocupacional', OCCUPATION_TYPES, { completeness: SOCIAL }),
  money('income', 'Renda mensal', { min: 0, completeness: SOCIAL }),
  choice('escolaridade', 'Escolaridade', ESCOLARIDADES, { completeness: SOCIAL }),
  multiChoice('beneficios_sociais', 'Benefícios sociais', BENEFICIOS_SOCIAIS),
  boolean('deficiencia', 'Pessoa com deficiência'),
  longText('deficiencia_desc', 'Descrição da deficiência', { when: whenTrue('deficiencia'), completeness: SOCIAL }),
  longText('observations', 'Observações'),
  /** Answers to the technical questionnaire, keyed by question prop. */
  json('answers', 'Respostas'),
]);
