export { DomainInput, DEFAULT_INPUTS, inputComponentFor, type DomainInputProps } from './DomainInput';
export {
  registerDomainInput,
  resetDomainInputs,
  type DomainInputComponent,
  type DomainInputComponentProps,
} from './inputRegistry';
export { DomainField, DomainValue, domainValue, type DomainFieldProps } from './DomainField';
export { DomainShowLayout } from './DomainShowLayout';
export { EMPTY_CELL, domainColumns, type DomainColumnsOptions } from './domainColumns';
export { DomainForm, domainTransform, type DomainFormProps } from './DomainForm';
export { SavedIsPristine } from './SavedIsPristine';
export { DomainEdit, type DomainEditProps } from './DomainEdit';
export { DomainSection, DomainSections, FieldGrid, editableFields } from './DomainSections';
export { DomainTabs } from './DomainTabs';
export { DomainToolbar } from './DomainToolbar';
export { DomainFormProvider, useDomainFormState, type DomainFormState } from './DomainFormContext';
export {
  domainValidator,
  modeOf,
  resolveField,
  useCondition,
  useConditions,
  useDomainValidator,
  useFieldVisible,
} from './hooks';
export { IMaskAdapter } from './inputs/IMaskAdapter';
export * from './inputs/convert';
