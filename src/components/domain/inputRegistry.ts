import type { ComponentType, ReactNode } from 'react';
import type { Validator } from 'react-admin';
import type { Field, FieldType } from './model';

/** What DomainInput hands the component it picks for a field's type. */
export interface DomainInputComponentProps {
  field: Field;
  source: string;
  label: ReactNode;
  validate: Validator;
  readOnly?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  /** Anything else given to DomainInput goes through (e.g. `filter` of a reference, `sx`). */
  [extra: string]: unknown;
}

export type DomainInputComponent = ComponentType<DomainInputComponentProps>;

const overrides = new Map<FieldType, DomainInputComponent>();

/**
 * Replaces the input of one field type everywhere (e.g. the upload widget for 'file' and
 * 'files'). Call it once at module load of the component that provides it.
 */
export const registerDomainInput = (type: FieldType, component: DomainInputComponent): void => {
  overrides.set(type, component);
};

/** For tests: back to the built-in inputs. */
export const resetDomainInputs = (): void => overrides.clear();

export const registeredInput = (type: FieldType): DomainInputComponent | undefined => overrides.get(type);
