import { formatCep, formatCnpj, formatCpf, formatPis } from '@brazilian-utils/brazilian-utils';
import { labelOf, type ChoiceValue } from '../enums/choice.ts';
import type { Field } from '../fields/types.ts';
import { displayProtocol } from '../registry/protocol.ts';
import { applyMask, MASKS } from './masks.ts';
import { formatDate, formatDateTime } from './dates.ts';
import { formatDecimal, formatMoney } from './numbers.ts';

/** The display mask of a field: its own, or its type's (`#` = digit). */
export const maskOf = (field: Field): string | undefined =>
  field.mask ?? (field.type in MASKS ? MASKS[field.type as keyof typeof MASKS] : undefined);

/**
 * A stored value as the screens show it (and as masked inputs start from): CPF with its
 * mask, dates DD/MM/YYYY, money `R$ 1.234,56`, choices by label, booleans Sim/Não, the lot's
 * protocol `XXXXX-XXXXX` (as /consulta and the documents write it).
 */
export const formatValue = (field: Field, stored: unknown): string => {
  if (stored === null || stored === undefined || stored === '') return '';
  switch (field.type) {
    case 'cpf':
      return formatCpf(String(stored));
    case 'cnpj':
      return formatCnpj(String(stored));
    case 'cep':
      return formatCep(String(stored));
    case 'nis':
      return formatPis(String(stored));
    case 'cnm':
      return applyMask(MASKS.cnm, String(stored));
    case 'protocol':
      return displayProtocol(String(stored));
    case 'money':
      return typeof stored === 'number' ? formatMoney(stored) : String(stored);
    case 'decimal':
      return typeof stored === 'number' ? formatDecimal(stored) : String(stored);
    case 'date':
      return formatDate(String(stored));
    case 'datetime':
      return formatDateTime(String(stored));
    case 'boolean':
      return stored ? 'Sim' : 'Não';
    case 'choice':
      return labelOf(field.choices, stored as ChoiceValue);
    case 'multiChoice':
      return Array.isArray(stored)
        ? stored.map((v) => labelOf(field.choices, v as ChoiceValue)).join(', ')
        : String(stored);
    case 'json':
    case 'incomeRange':
      return JSON.stringify(stored);
    default:
      return String(stored);
  }
};
