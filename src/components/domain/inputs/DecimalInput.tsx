import { useState } from 'react';
import { InputAdornment } from '@mui/material';
import { TextInput } from 'react-admin';
import { formatDecimal, readDecimal, type DecimalKind } from '../model';
import type { DomainInputComponentProps } from '../inputRegistry';

const MONEY_TEXT = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** How a stored number reads in the box: `1.234,5` (decimal) or `1.234,50` (money, after the R$). */
export const showDecimal = (value: number, kind: DecimalKind): string =>
  kind === 'money' ? MONEY_TEXT.format(value) : formatDecimal(value);

/** What the form holds for what is typed: a number, null when empty, or the text itself when
 * it cannot be read (the field's validator then gives the domain's message, e.g. ambiguity). */
export const storeDecimal = (typed: string, kind: DecimalKind): number | string | null => {
  if (typed.trim() === '') return null;
  const read = readDecimal(typed, kind);
  return read.ok ? read.value : typed;
};

/**
 * The one input of every money, area and other decimal field (issue #18). Free text, read by
 * the domain's `readDecimal` — the same rule the server applies: `12,5` and `12.5` are twelve
 * and a half, `1.234,56` has a thousands dot, `12.5,3` and (for areas) `1.234` are refused
 * with a message. No mask rewrites the keys as they are typed (imask turned `12.5` into 125).
 * While typing, the box keeps the text as typed; a stored number is shown in pt-BR form.
 */
export const DecimalInput = ({ field, ...props }: DomainInputComponentProps) => {
  const kind: DecimalKind = field.type === 'money' ? 'money' : 'decimal';
  // The text as typed while the box is being edited (null otherwise): a form value that does
  // not change ('12.5' → '12.50') would not re-render the box, and React would put back '12.5'.
  const [typed, setTyped] = useState<string | null>(null);
  const format = (stored: unknown): string => {
    if (typed !== null) return typed;
    if (stored == null || stored === '') return '';
    return typeof stored === 'number' ? showDecimal(stored, kind) : String(stored);
  };
  const parse = (text: string): number | string | null => {
    setTyped(text);
    return storeDecimal(text, kind);
  };
  return (
    <TextInput
      {...props}
      format={format}
      parse={parse}
      onBlur={() => setTyped(null)}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        ...(kind === 'money'
          ? { input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> } }
          : {}),
      }}
    />
  );
};
