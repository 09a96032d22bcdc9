import { createContext, useContext, type ReactNode } from 'react';
import type { EntityDef, FormContext, Mode } from './model';

/** What every DomainInput of one form shares: the entity, the screen's context and mode. */
export interface DomainFormState {
  entity: EntityDef;
  /** projectClass, projectModality, isNew: read by `when` conditions. */
  ctx: FormContext;
  /** create: required-on-create fields required; update: not. */
  mode: Mode;
  readOnly: boolean;
}

const Context = createContext<DomainFormState | null>(null);

export const DomainFormProvider = ({ value, children }: { value: DomainFormState; children: ReactNode }) => (
  <Context.Provider value={value}>{children}</Context.Provider>
);

export const useDomainFormState = (): DomainFormState | null => useContext(Context);
