import { BooleanInput, CheckboxGroupInput, SelectInput } from 'react-admin';
import type { Field } from '../model';
import type { DomainInputComponentProps } from '../inputRegistry';

const choicesOf = (field: Field) => (field.type === 'choice' || field.type === 'multiChoice' ? [...field.choices] : []);

/** One of the field's enumeration (labels are already pt-BR: not translated again). */
export const ChoiceInput = ({ field, ...props }: DomainInputComponentProps) => (
  <SelectInput {...props} choices={choicesOf(field)} translateChoice={false} />
);

/** Several of the enumeration, as a checkbox group ('Selecione pelo menos uma opção' when required). */
export const MultiChoiceInput = ({ field, ...props }: DomainInputComponentProps) => (
  <CheckboxGroupInput {...props} choices={choicesOf(field)} translateChoice={false} row />
);

export const BooleanDomainInput = ({ field: _field, ...props }: DomainInputComponentProps) => (
  <BooleanInput {...props} />
);
