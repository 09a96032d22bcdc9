import { file, text } from '../fields/builders.ts';
import { defineEntity } from '../fields/entity.ts';
import { HOUSEHOLD_MEMBER_FIELDS } from './household-member.ts';

/** A child of the lot's owner (docs/entities.md#entities), edited in a modal of the Filhos tab. */
export const childEntity = defineEntity({
  resource: 'children',
  label: 'Filho(a)',
  pluralLabel: 'Filhos',
  recordRepresentation: 'name',
  fields: [
    ...HOUSEHOLD_MEMBER_FIELDS,
    text('mother_name', 'Nome da mãe', { min: 3 }),
    text('father_name', 'Nome do pai', { min: 3 }),
    file('birth_certificate_file', 'Certidão de nascimento'),
    file('rg_file', 'RG'),
  ],
});
