import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { DownloadedFile } from '../../providers/data/reports';
import { errorMessage, saveFile } from './saveFile';

/** The CRF's 422 answer: the lots whose occupants lack fields the certificate needs. */
export interface CrfMissing {
  message: string;
  total: number;
  lots: Array<{ lot_id: number; lot_name: string; block_name: string; missing: string[] }>;
}

const crfMissingOf = (error: unknown): CrfMissing | null => {
  const { status, body } = (error ?? {}) as { status?: number; body?: Partial<CrfMissing> };
  return status === 422 && body && Array.isArray(body.lots) ? (body as CrfMissing) : null;
};

/**
 * Runs one download at a time per key (the button that started it shows a spinner), saves the
 * file under the server's name, and tells the user in Portuguese when it fails. A CRF refused
 * for missing data is handed to `onCrfMissing` (the dialog) instead.
 */
export function useReportDownload(onCrfMissing: (missing: CrfMissing) => void) {
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
      const missing = crfMissingOf(error);
      if (missing) onCrfMissing(missing);
      else notify(translate('app.reports.download_failed', { message: errorMessage(error) }), { type: 'error' });
    } finally {
      mark(key, false);
    }
  };
  return { run, isRunning: (key: string) => running.has(key) };
}
