import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { storageKey, type Field, type UploadedFile } from '../domain/model';
import type { AppDataProvider } from '../../providers/dataProvider';

export type LotFilesRecord = { id: number } & Record<string, unknown>;

const idsOf = (value: unknown): number[] => (Array.isArray(value) ? (value as number[]) : []);

/**
 * A lot's documents, saved at once like the status dropdown: an upload is linked with
 * `PATCH /lots/{id}` (`<name>_id`, or `<name>_ids` for a list), a removal deletes the file
 * (`PATCH /lots/{id}/remove-file`). Each is announced. The calls run one after another, so
 * several files added together all end up in the list. When the lot's form is around, its
 * values follow silently, so saving the form later keeps the new documents.
 */
export function useLotFiles(lot: LotFilesRecord) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const form = useFormContext() as ReturnType<typeof useFormContext> | null;
  const [record, setRecord] = useState<LotFilesRecord>(lot);
  const [given, setGiven] = useState(lot);
  const latest = useRef(lot);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  // A newer lot from the screen (e.g. reloaded after the review) replaces what the tab kept.
  if (given !== lot) {
    setGiven(lot);
    setRecord(lot);
  }
  useEffect(() => {
    latest.current = lot;
  }, [lot]);

  const keep = useCallback(
    (next: LotFilesRecord, field: Field) => {
      latest.current = next;
      setRecord(next);
      if (form && form.getValues('id') === next.id) {
        for (const key of [storageKey(field), field.name]) form.setValue(key, next[key], { shouldDirty: false });
      }
    },
    [form],
  );

  const serial = useCallback(<T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.current.then(task, task);
    queue.current = run.catch(() => undefined);
    return run;
  }, []);

  const link = useCallback(
    (field: Field, file: UploadedFile) =>
      serial(async () => {
        const key = storageKey(field);
        const value = field.type === 'files' ? [...idsOf(latest.current[key]), file.id] : file.id;
        try {
          const { data } = await dataProvider.update('lots', {
            id: lot.id,
            data: { [key]: value },
            previousData: latest.current,
          });
          keep(data as LotFilesRecord, field);
          notify('app.documents.saved', { type: 'success' });
        } catch (error) {
          notify('app.documents.save_error', { type: 'error' });
          throw error;
        }
      }),
    [dataProvider, keep, lot.id, notify, serial],
  );

  const remove = useCallback(
    (field: Field, file: UploadedFile) =>
      serial(async () => {
        try {
          await dataProvider.removeLotFile(lot.id, file.id);
        } catch (error) {
          notify('app.documents.remove_error', { type: 'error' });
          throw error;
        }
        const current = latest.current;
        const key = storageKey(field);
        const next =
          field.type === 'files'
            ? {
                ...current,
                [key]: idsOf(current[key]).filter((id) => id !== file.id),
                [field.name]: filesOf(current, field).filter((f) => f.id !== file.id),
              }
            : { ...current, [key]: null, [field.name]: null };
        keep(next, field);
        notify('app.documents.removed', { type: 'success' });
      }),
    [dataProvider, keep, lot.id, notify, serial],
  );

  return { record, link, remove };
}

/** The file objects a record holds for a field (a list for 'files'). */
export function filesOf(record: Record<string, unknown> | undefined, field: Field): UploadedFile[] {
  const value = record?.[field.name];
  return (Array.isArray(value) ? value : value ? [value] : []).filter(
    (f): f is UploadedFile => !!f && typeof f === 'object' && 'id' in f,
  );
}
