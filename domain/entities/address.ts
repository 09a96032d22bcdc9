import { MESSAGES } from '../validation/messages.ts';
import { cep, text } from '../fields/builders.ts';
import { defineEntity } from '../fields/entity.ts';

/**
 * An address chosen from the maps service's Brazilian suggestions (docs/entities.md#entities, docs/validation.md#validation). Without a
 * chosen place, formatted_address is empty and gets MESSAGES.addressRequired.
 */
export const addressEntity = defineEntity({
  resource: 'addresses',
  label: 'Endereço',
  pluralLabel: 'Endereços',
  recordRepresentation: 'formatted_address',
  fields: [
    text('formatted_address', 'Endereço', { required: true, requiredMessage: MESSAGES.addressRequired }),
    text('route', 'Logradouro', { required: true }),
    text('street_number', 'Número', { required: true }),
    text('sublocality_level_1', 'Bairro', { required: true }),
    text('administrative_area_level_2', 'Cidade', { required: true }),
    text('administrative_area_level_1', 'Estado', { required: true }),
    text('country', 'País'),
    cep('postal_code', 'CEP', { required: true }),
  ],
});
