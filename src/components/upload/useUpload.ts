import { useCallback, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { UploadedFile } from '../domain/model';
import type { AppDataProvider, UploadField } from '../../providers/dataProvider';
import { errorDetail, isEditableImage, jpegName } from './fileKinds';
import { fileToJpeg } from './imageTools';

/** The upload widget's states (docs/states.md#states): initial, saving, success, failed. */
export type UploadStatus = 'initial' | 'saving' | 'success' | 'failed';

export interface UploadState {
  status: UploadStatus;
  /** The name the file is sent under. */
  name?: string;
  /** The server's reason, in the failed state (docs/errors.md#errors). */
  detail?: string;
  uploaded?: UploadedFile;
}

/** A chosen file, and its edited JPEG when the image editor made one. */
export interface Chosen {
  file: File;
  jpeg?: Blob | null;
}

/** What is sent: images as JPEG (edited, or converted as they are), HEIC and PDF untouched. */
export async function prepare({ file, jpeg }: Chosen): Promise<{ blob: Blob; name: string }> {
  if (jpeg) return { blob: jpeg, name: jpegName(file.name) };
  if (jpeg === undefined && isEditableImage(file)) {
    try {
      return { blob: await fileToJpeg(file), name: jpegName(file.name) };
    } catch {
      // A picture the browser cannot decode goes as it is; the server checks its content.
    }
  }
  return { blob: file, name: file.name };
}

/**
 * One upload through the dataProvider (POST /files/create), then `onUploaded` (e.g. link it
 * to the lot). A retry sends the same file again, or only links it when the upload went
 * through and the link failed. `reset` returns to initial and forgets the file.
 */
export function useUpload(field: UploadField, onUploaded: (file: UploadedFile) => Promise<unknown> | unknown) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [state, setState] = useState<UploadState>({ status: 'initial' });
  const chosen = useRef<Chosen | null>(null);
  const uploaded = useRef<UploadedFile | null>(null);
  const run = useRef(0);

  const send = useCallback(async () => {
    const current = chosen.current;
    if (!current) return;
    const id = ++run.current;
    setState({ status: 'saving', name: current.file.name });
    let name = current.file.name;
    try {
      if (!uploaded.current) {
        const prepared = await prepare(current);
        name = prepared.name;
        uploaded.current = await dataProvider.uploadFile(prepared.blob, prepared.name, field);
      }
      await onUploaded(uploaded.current);
      if (id === run.current)
        setState({ status: 'success', name: uploaded.current.originalName, uploaded: uploaded.current });
    } catch (error) {
      if (id === run.current) setState({ status: 'failed', name, detail: errorDetail(error) });
    }
  }, [dataProvider, field, onUploaded]);

  const start = useCallback(
    (next: Chosen) => {
      chosen.current = next;
      uploaded.current = null;
      return send();
    },
    [send],
  );

  const reset = useCallback(() => {
    run.current++;
    chosen.current = null;
    uploaded.current = null;
    setState({ status: 'initial' });
  }, []);

  return { state, start, retry: send, reset };
}
