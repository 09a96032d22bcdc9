import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { BlobAnswer } from '../../providers/httpClient';
import { dispositionName } from '../../providers/data/reports';
import { errorMessage, saveFile } from '../../pages/reports/saveFile';

/**
 * Downloads a PDF the API generates (letters, edital) and saves it under the server's name;
 * the server's message (e.g. "Nenhum notificado marcado para edital") is shown when refused.
 * `busy` names the download in progress, so its button can wait.
 */
export function usePdfDownload() {
  const notify = useNotify();
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (key: string, fallbackName: string, fetchPdf: () => Promise<BlobAnswer>) => {
    setBusy(key);
    try {
      const { blob, headers } = await fetchPdf();
      saveFile(blob, dispositionName(headers.get('content-disposition')) ?? fallbackName);
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(null);
    }
  };
  return { busy, download };
}
