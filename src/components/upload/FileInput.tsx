import { useState } from 'react';
import { useInput, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { UploadedFile } from '../domain/model';
import type { DomainInputComponentProps } from '../domain/inputRegistry';
import { useDomainFormState } from '../domain/DomainFormContext';
import { uploadFieldFor } from './fileKinds';
import { MultiUploadWidget } from './MultiUploadWidget';
import { UploadWidget } from './UploadWidget';
import { filesOf, useLotFiles, type LotFilesRecord } from './useLotFiles';

const limitOf = (props: DomainInputComponentProps) => (props.field.type === 'files' ? props.field.limit : 1);

/** A lot's document inside the lot's form: saved at once (PATCH the lot, remove-file). */
const LotFileInput = (props: DomainInputComponentProps & { lot: LotFilesRecord }) => {
  const { field, label, readOnly, disabled, helperText, lot } = props;
  const { record, link, remove } = useLotFiles(lot);
  const files = filesOf(record, field);
  const common = {
    label,
    readOnly,
    disabled,
    helperText,
    field: uploadFieldFor('accept' in field ? field.accept : undefined),
  };
  return field.type === 'files' ? (
    <MultiUploadWidget
      {...common}
      value={files}
      limit={limitOf(props)}
      onUploaded={(f) => link(field, f)}
      onRemove={(f) => remove(field, f)}
    />
  ) : (
    <UploadWidget
      {...common}
      value={files[0] ?? null}
      onUploaded={(f) => link(field, f)}
      onRemove={(f) => remove(field, f)}
    />
  );
};

/**
 * Any other owner (project, block, child): the upload sets the id field (`<name>_id`, or adds
 * to `<name>_ids`); removing clears it. The record's form saves it.
 */
const FormFileInput = (props: DomainInputComponentProps) => {
  const { field, source, label, validate, readOnly, disabled, helperText } = props;
  const translate = useTranslate();
  const record = useRecordContext();
  const { getValues } = useFormContext();
  const { field: input, fieldState, isRequired } = useInput({ source, validate });
  const [known, setKnown] = useState<UploadedFile[]>(() => filesOf(record, field));
  const objectOf = (id: unknown): UploadedFile | null =>
    id == null || id === ''
      ? null
      : (known.find((f) => f.id === id) ?? { id: Number(id), url: '', originalName: `#${String(id)}` });
  const error = fieldState.invalid
    ? translate(String(fieldState.error?.message ?? ''), { _: fieldState.error?.message })
    : undefined;
  const common = {
    label,
    readOnly,
    disabled,
    required: isRequired,
    error: fieldState.invalid,
    helperText: error ?? helperText,
    field: uploadFieldFor('accept' in field ? field.accept : undefined),
  };
  const currentIds = () => ((getValues(source) as number[] | null | undefined) ?? []).filter((id) => id != null);

  if (field.type === 'files') {
    const files = currentIds()
      .map(objectOf)
      .filter((f): f is UploadedFile => !!f);
    return (
      <MultiUploadWidget
        {...common}
        value={files}
        limit={limitOf(props)}
        onUploaded={(file) => {
          setKnown((list) => [...list, file]);
          input.onChange([...currentIds(), file.id]);
        }}
        onRemove={(file) => input.onChange(currentIds().filter((id) => id !== file.id))}
      />
    );
  }
  return (
    <UploadWidget
      {...common}
      value={objectOf(input.value)}
      onUploaded={(file) => {
        setKnown((list) => [...list, file]);
        input.onChange(file.id);
      }}
      onRemove={() => input.onChange(null)}
    />
  );
};

/**
 * The upload widget as DomainInput's input for 'file' and 'files' (registered in
 * ./register.tsx). In the lot's form a document is saved at once (spec: like the status
 * dropdown); elsewhere the id field holds it until the form is saved.
 */
export const FileInput = (props: DomainInputComponentProps) => {
  const form = useDomainFormState();
  const record = useRecordContext();
  if (form?.entity.resource === 'lots' && typeof record?.id === 'number')
    return <LotFileInput {...props} lot={record as LotFilesRecord} />;
  return <FormFileInput {...props} />;
};
