import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { DownloadedFile } from '../../providers/data/reports';
import { errorMessage, saveFile } from './saveFile';

/** A título or CRF refused (422): each lot and its blocking rules (article cited); no lot: an empty selection. */
export interface EmissionRefusal {
  message: string;
  lots: Array<{
    lot_id: number;
    lot_name: string;
    /** Absent in answers of servers before it was added. */
    block_name?: string;
    rules: Array<{ id: string; article: string; message: string }>;
  }>;
}

const refusalOf = (error: unknown): EmissionRefusal | null => {
  const { status, body } = (error ?? {}) as { status?: number; body?: Partial<EmissionRefusal> };
  return status === 422 && body && typeof body.message === 'string' && Array.isArray(body.lots)
    ? (body as EmissionRefusal)
    : null;
};

/**
 * Runs one download at a time per key (the button that started it shows a spinner), saves the
 * file under the server's name, and tells the user in Portuguese when it fails. A título or
 * CRF refused by the legal gate is handed to `onRefused` (the checklist dialog) instead.
 */
export function useReportDownload(onRefused: (refusal: EmissionRefusal) => void) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [running, setRunning] = useState<ReadonlySet<string>>(new Set());
  const mark = (key: string, on: boolean) =>
    setRunning((now) => {
      const next = new Set(now);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const run = async (key: string, fallbackName: string, fetch: (dp: AppDataProvider) => Promise<DownloadedFile>) => {
    mark(key, true);
    try {
      const file = await fetch(dataProvider);
      saveFile(file.blob, file.fileName ?? fallbackName);
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) onRefused(refusal);
      else notify(translate('app.reports.download_failed', { message: errorMessage(error) }), { type: 'error' });
    } finally {
      mark(key, false);
    }
  };
  return { run, isRunning: (key: string) => running.has(key) };
}
