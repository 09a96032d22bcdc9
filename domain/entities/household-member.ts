import { SOCIAL } from '../completeness/parts.ts';
import { BENEFICIOS_SOCIAIS, ESCOLARIDADES, OCCUPATION_TYPES, SEXES } from '../enums/person.ts';
import {
  boolean,
  choice,
  cpf,
  date,
  integer,
  longText,
  money,
  multiChoice,
  nis,
  reference,
  text,
} from '../fields/builders.ts';
import { whenTrue } from './conditions.ts';

/** What a child and another resident of a lot both carry (docs/entities.md#entities). */
export const HOUSEHOLD_MEMBER_FIELDS = [
  integer('id', 'ID', { readOnly: true }),
  reference('lot_id', 'Lote', 'lots', { readOnly: true }),
  text('name', 'Nome', {
    required: true,
    min: 3,
    views: ['list', 'show', 'create', 'edit'],
    completeness: SOCIAL,
    storage: 'sortedName',
  }),
  cpf('cpf', 'CPF'),
  text('rg', 'RG', { max: 50 }),
  date('birth_date', 'Data de nascimento', { past: true, completeness: SOCIAL, short: 'Nascimento' }),
  choice('sex', 'Sexo', SEXES),
  choice('escolaridade', 'Escolaridade', ESCOLARIDADES),
  money('income', 'Renda mensal', { min: 0, short: 'Renda' }),
  nis('nis', 'NIS'),
  text('occupation', 'Profissão', { short: 'Ocupação' }),
  choice('occupation_type', 'Situação ocupacional', OCCUPATION_TYPES),
  multiChoice('beneficios_sociais', 'Benefícios sociais', BENEFICIOS_SOCIAIS, { short: 'Benefícios' }),
  boolean('deficiencia', 'Pessoa com deficiência', { short: 'Defic.' }),
  longText('deficiencia_desc', 'Descrição da deficiência', { when: whenTrue('deficiencia'), completeness: SOCIAL }),
  /** Lives on the lot. */
  boolean('resident', 'Reside no lote', { initial: true, short: 'Mora' }),
] as const;
