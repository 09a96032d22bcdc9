import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  ReferenceArrayInput,
  ReferenceInput,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import type { DomainInputComponentProps } from '../inputRegistry';

/** How many records a reference input offers at once (streets of a project: docs/limits.md#limits, 250). */
export const REFERENCE_PAGE_SIZE = 250;

/**
 * Files `chosen` (the records the form's own record already carries for a list of references, such
 * as a block's `streets`, `{ id, name }`) as react-admin's getMany answer for the ids the form
 * starts with, so that their chips are drawn with the form. Without it they came one request per
 * record later and, wrapping at 390 px, pushed what is under the input 32 px down (a layout shift
 * of 0.14 at `/blocks/{id}/edit`). Filed as already stale: getMany still asks the API when the
 * input mounts and its answer takes their place, and until then react-admin files nothing of
 * them as a record of its own (useGetManyAggregate waits for the fetch to end).
 */
function useChosenRecords(reference: string, source: string, chosen: RaRecord[] | undefined): void {
  const queryClient = useQueryClient();
  const { getValues } = useFormContext();
  // Before the input's first render, once: its query must find them when it starts.
  useState(() => {
    const ids = getValues(source) as Identifier[] | undefined;
    if (!chosen || !Array.isArray(ids) || !ids.length) return;
    const byId = new Map(chosen.map((record) => [String(record.id), record]));
    const records = ids.map((id) => byId.get(String(id)));
    if (records.some((record) => record === undefined)) return;
    const key = [reference, 'getMany', { ids: ids.map(String), meta: undefined }];
    if (queryClient.getQueryData(key) === undefined) queryClient.setQueryData(key, records, { updatedAt: 0 });
  });
}

/**
 * A reference (or a list of them, `references(...)` in domain/). `filter` narrows the choices,
 * e.g. `{ project_id }`; records are shown by `optionText` (default their `name`). `chosen`, for a
 * list: the chosen records as the form's record carries them, drawn at once (useChosenRecords).
 */
export const ReferenceDomainInput = ({
  field,
  source,
  filter,
  optionText,
  chosen,
  ...props
}: DomainInputComponentProps) => {
  if (field.type !== 'reference') return null;
  const shared = {
    source,
    reference: field.reference,
    filter: (filter ?? {}) as Record<string, unknown>,
    perPage: REFERENCE_PAGE_SIZE,
  };
  const text = (optionText as string | undefined) ?? 'name';
  return field.multiple ? (
    <ReferenceArrayDomainInput {...shared} chosen={chosen as RaRecord[] | undefined}>
      <AutocompleteArrayInput {...props} optionText={text} />
    </ReferenceArrayDomainInput>
  ) : (
    <ReferenceInput {...shared}>
      <AutocompleteInput {...props} optionText={text} />
    </ReferenceInput>
  );
};

const ReferenceArrayDomainInput = ({
  chosen,
  ...props
}: Parameters<typeof ReferenceArrayInput>[0] & { chosen: RaRecord[] | undefined }) => {
  useChosenRecords(props.reference, props.source, chosen);
  return <ReferenceArrayInput {...props} />;
};
