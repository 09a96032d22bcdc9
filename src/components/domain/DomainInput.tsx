import { PasswordInput, TextInput } from 'react-admin';
import { createElement, type ReactNode } from 'react';
import { storageKey, type EntityDef, type Field, type FieldType, type FormContext, type Mode } from './model';
import { useDomainFormState } from './DomainFormContext';
import { resolveField, useDomainValidator, useFieldVisible } from './hooks';
import { registeredInput, type DomainInputComponent, type DomainInputComponentProps } from './inputRegistry';
import { BooleanDomainInput, ChoiceInput, MultiChoiceInput } from './inputs/ChoiceInputs';
import { DecimalInput } from './inputs/DecimalInput';
import { FileLinksInput } from './inputs/FileLinksInput';
import { MaskedInput, NumberMaskInput } from './inputs/MaskedInputs';
import { ReferenceDomainInput } from './inputs/ReferenceDomainInput';

const PlainText = ({ field: _field, ...props }: DomainInputComponentProps) => <TextInput {...props} />;
const LongText = ({ field: _field, ...props }: DomainInputComponentProps) => (
  <TextInput {...props} multiline minRows={3} />
);
const Email = ({ field: _field, ...props }: DomainInputComponentProps) => <TextInput {...props} type="email" />;
const Password = ({ field: _field, ...props }: DomainInputComponentProps) => <PasswordInput {...props} />;
const DateTime = ({ field: _field, ...props }: DomainInputComponentProps) => (
  <TextInput {...props} type="datetime-local" />
);
const Nothing = () => null;

/** The built-in input of each field type (see `registerDomainInput` to replace one). */
export const DEFAULT_INPUTS: Record<FieldType, DomainInputComponent> = {
  text: PlainText,
  longText: LongText,
  richText: LongText,
  password: Password,
  email: Email,
  cpf: MaskedInput,
  cnpj: MaskedInput,
  cep: MaskedInput,
  nis: MaskedInput,
  cnm: MaskedInput,
  protocol: PlainText,
  phone: MaskedInput,
  date: MaskedInput,
  datetime: DateTime,
  money: DecimalInput,
  decimal: DecimalInput,
  integer: NumberMaskInput,
  number: DecimalInput,
  boolean: BooleanDomainInput,
  choice: ChoiceInput,
  multiChoice: MultiChoiceInput,
  reference: ReferenceDomainInput,
  file: FileLinksInput,
  files: FileLinksInput,
  incomeRange: Nothing,
  json: Nothing,
};

/** The switch: the input component for a field (a registered one first). */
export const inputComponentFor = (field: Field): DomainInputComponent =>
  registeredInput(field.type) ?? DEFAULT_INPUTS[field.type];

export interface DomainInputProps {
  /** A field name (or storage key) of the entity, or the field declaration itself. */
  field: string | Field;
  /** Defaults to the DomainForm's entity. */
  entity?: EntityDef;
  /** Defaults to the field's storage key (`<name>_id` for a file). */
  source?: string;
  label?: ReactNode;
  /** Merged over the DomainForm's context (projectClass, projectModality, isNew). */
  ctx?: FormContext;
  mode?: Mode;
  readOnly?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  /** Passed to the underlying input (e.g. `filter` for a reference, `sx`, `fullWidth`). */
  [extra: string]: unknown;
}

/**
 * One react-admin input for one domain field: its type's input with the domain mask, label,
 * required asterisk and the domain's Portuguese messages. Renders nothing while the field's
 * `when` (or its section's) does not hold on the live form values.
 */
export const DomainInput = ({
  field: fieldOrName,
  entity: entityProp,
  source,
  label,
  ctx,
  mode,
  readOnly,
  ...rest
}: DomainInputProps) => {
  const form = useDomainFormState();
  const entity = entityProp ?? form?.entity;
  if (!entity) throw new Error('DomainInput needs an entity (prop or DomainForm)');
  const field = resolveField(entity, fieldOrName);
  const context = { ...form?.ctx, ...ctx };
  const finalMode = mode ?? form?.mode ?? 'create';
  const visible = useFieldVisible(entity, field, context);
  const validate = useDomainValidator(entity, field, context, finalMode);
  if (!visible) return null;
  return createElement(inputComponentFor(field), {
    fullWidth: true,
    ...rest,
    field,
    source: source ?? storageKey(field),
    label: label ?? field.label,
    validate,
    readOnly: readOnly ?? form?.readOnly,
    helperText: rest.helperText ?? field.helperText,
  });
};
