import { InputAdornment } from '@mui/material';
import { TextInput } from 'react-admin';
import { maskOf, toImaskPattern } from '../model';
import type { Field } from '../model';
import type { DomainInputComponentProps } from '../inputRegistry';
import { IMaskAdapter, type IMaskSlotProps } from './IMaskAdapter';
import {
  NUMBER_MASKS,
  formatDateText,
  formatDigits,
  formatMasked,
  parseDateText,
  parseDigits,
  parseMasked,
  type NumberKind,
} from './convert';

/** Landlines have 8 digits after the area code, mobiles 9; imask picks the one that fits. */
const PHONE_MASKS = [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }];

const maskedSlots = (htmlInput: IMaskSlotProps & Record<string, unknown>, adornment?: string) => ({
  input: {
    inputComponent: IMaskAdapter as never,
    ...(adornment ? { startAdornment: <InputAdornment position="start">{adornment}</InputAdornment> } : {}),
  },
  htmlInput,
});

const conversions = (field: Field) => {
  const mask = maskOf(field) ?? '';
  switch (field.type) {
    case 'phone':
      return { imask: { mask: PHONE_MASKS }, format: formatMasked, parse: parseMasked, inputMode: 'tel' };
    case 'date':
      return {
        imask: { mask: toImaskPattern(mask) },
        format: formatDateText,
        parse: parseDateText,
        inputMode: 'numeric',
        placeholder: 'DD/MM/AAAA',
      };
    default:
      return {
        imask: { mask: toImaskPattern(mask) },
        format: formatDigits(mask),
        parse: parseDigits,
        inputMode: 'numeric',
      };
  }
};

/**
 * CPF, CNPJ, CEP, NIS, phone and typed dates: the domain mask while typing; digits stored for
 * documents, the masked phone, and YYYY-MM-DD for a valid date (what is typed otherwise, so
 * the validator answers 'Data inválida').
 */
export const MaskedInput = ({ field, ...props }: DomainInputComponentProps) => {
  const { imask, format, parse, inputMode, placeholder } = conversions(field);
  return (
    <TextInput {...props} format={format} parse={parse} slotProps={maskedSlots({ imask, inputMode, placeholder })} />
  );
};

const kindOf = (field: Field): NumberKind =>
  field.type === 'money' ? 'money' : field.type === 'decimal' || field.type === 'number' ? 'decimal' : 'integer';

/**
 * Integer inputs (digits only); the form holds a number or null. Money and decimals use
 * DecimalInput, which reads '12.5' as twelve and a half where imask's mask made it 125.
 */
export const NumberMaskInput = ({ field, ...props }: DomainInputComponentProps) => {
  const kind = kindOf(field);
  const nonNegative = kind === 'money' || (field.min !== undefined && field.min >= 0);
  const imask = { mask: Number, ...NUMBER_MASKS[kind], ...(nonNegative ? { min: 0 } : {}) };
  return (
    <TextInput
      {...props}
      slotProps={maskedSlots(
        { imask, numeric: true, inputMode: kind === 'integer' ? 'numeric' : 'decimal' },
        kind === 'money' ? 'R$' : undefined,
      )}
    />
  );
};
