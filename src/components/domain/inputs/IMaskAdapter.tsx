import { forwardRef, type ComponentType, type InputHTMLAttributes } from 'react';
import { IMaskInput } from 'react-imask';
import { numberFromUnmasked } from './convert';

/** What a TextField's `slotProps.htmlInput` passes to the adapter besides the usual input props. */
export interface IMaskSlotProps {
  /** imask options (`mask`, `scale`, `radix`...). */
  imask: Record<string, unknown>;
  /** The form holds a number: the field's value is imask's typed value, '' when empty. */
  numeric?: boolean;
}

type AdapterProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> &
  IMaskSlotProps & {
    onChange: (event: { target: { name?: string; value: unknown } }) => void;
    value?: unknown;
  };

// react-imask's props are one large union per mask kind; the adapter passes them through as given.
const Masked = IMaskInput as unknown as ComponentType<Record<string, unknown>>;

/**
 * MUI's `inputComponent` slot backed by react-imask: the TextField stays a react-admin input
 * (label, asterisk, helper and error text), imask owns what is typed.
 */
export const IMaskAdapter = forwardRef<HTMLInputElement, AdapterProps>(function IMaskAdapter(
  { onChange, imask, numeric, value, ...other },
  ref,
) {
  return (
    <Masked
      {...other}
      {...imask}
      value={numeric ? (value == null ? '' : value) : String(value ?? '')}
      unmask={numeric ? 'typed' : false}
      inputRef={ref}
      onAccept={(accepted: unknown, mask: { unmaskedValue: string }, event?: Event) => {
        // Only what the user typed: imask also accepts the value the form hands it, while
        // mounting (react-admin's handlers are not ready yet) and on every re-render.
        if (!event) return;
        onChange({
          target: { name: other.name, value: numeric ? (numberFromUnmasked(mask.unmaskedValue) ?? '') : accepted },
        });
      }}
    />
  );
});
