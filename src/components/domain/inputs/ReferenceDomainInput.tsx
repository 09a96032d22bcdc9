import { AutocompleteArrayInput, AutocompleteInput, ReferenceArrayInput, ReferenceInput } from 'react-admin';
import type { DomainInputComponentProps } from '../inputRegistry';

/** How many records a reference input offers at once (streets of a project: docs/limits.md#limits, 250). */
export const REFERENCE_PAGE_SIZE = 250;

/**
 * A reference (or a list of them, `references(...)` in domain/). `filter` narrows the choices,
 * e.g. `{ project_id }`; records are shown by `optionText` (default their `name`).
 */
export const ReferenceDomainInput = ({ field, source, filter, optionText, ...props }: DomainInputComponentProps) => {
  if (field.type !== 'reference') return null;
  const shared = {
    source,
    reference: field.reference,
    filter: (filter ?? {}) as Record<string, unknown>,
    perPage: REFERENCE_PAGE_SIZE,
  };
  const text = (optionText as string | undefined) ?? 'name';
  return field.multiple ? (
    <ReferenceArrayInput {...shared}>
      <AutocompleteArrayInput {...props} optionText={text} />
    </ReferenceArrayInput>
  ) : (
    <ReferenceInput {...shared}>
      <AutocompleteInput {...props} optionText={text} />
    </ReferenceInput>
  );
};
