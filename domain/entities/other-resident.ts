import { SOCIAL } from '../completeness/parts.ts';
import { EDITABLE_RESIDENT_TYPE, RESIDENT_TYPES } from '../enums/lot.ts';
import { choice, text } from '../fields/builders.ts';
import { defineEntity } from '../fields/entity.ts';
import { HOUSEHOLD_MEMBER_FIELDS } from './household-member.ts';

/** Another resident of the lot (docs/entities.md#entities). Only residents of type `other` are edited. */
export const otherResidentEntity = defineEntity({
  resource: 'residents',
  label: 'Morador(a)',
  pluralLabel: 'Moradores',
  recordRepresentation: 'name',
  fields: [
    ...HOUSEHOLD_MEMBER_FIELDS,
    text('relationship_owner', 'Parentesco com o(a) titular', { completeness: SOCIAL }),
    choice('resident_type', 'Tipo de morador', RESIDENT_TYPES, { readOnly: true, initial: EDITABLE_RESIDENT_TYPE }),
  ],
});
