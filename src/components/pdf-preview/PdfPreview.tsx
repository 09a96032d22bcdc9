import { useRef, useState } from 'react';
import { pdfjs } from 'react-pdf';
import { Alert, Box, Button, Card, CardContent, CardHeader, LinearProgress } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { DocumentPdf } from '../../providers/data/documents';
import { PdfControls } from './PdfControls';
import { usePdfDrawing } from './drawing';
import { usePdfBlob } from './usePdfBlob';
import { useWidth } from './useWidth';

// pdf.js parses in a worker that Vite bundles as its own file.
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

export interface PdfPreviewProps {
  projectId: number;
  document: DocumentPdf;
  /** Bump after each save: the preview fetches the PDF again. */
  version: number;
}

/**
 * The document's PDF as the server generates it, one page at a time, with a progress bar
 * while it loads, a page input with previous/next, and Imprimir.
 */
export const PdfPreview = ({ projectId, document, version }: PdfPreviewProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { Document, Page, print: printPdf } = usePdfDrawing();
  const { blob, loading, error, retry } = usePdfBlob(projectId, document, version);
  const [printing, setPrinting] = useState(false);
  const print = (pdf: Blob) => {
    setPrinting(true);
    printPdf(pdf)
      .catch((failure: Error) =>
        notify('app.pdfPreview.print_error', { type: 'error', messageArgs: { message: failure.message } }),
      )
      .finally(() => setPrinting(false));
  };
  const [broken, setBroken] = useState<string>();
  const [numPages, setNumPages] = useState(0);
  const [page, setPage] = useState(1);
  const [progress, setProgress] = useState<number>();
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  const busy = loading || printing || progress !== undefined;
  return (
    <Card variant="outlined" component="section" aria-label={translate('app.pdfPreview.title')}>
      <CardHeader
        title={translate('app.pdfPreview.title')}
        slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }}
      />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <PdfControls
          page={page}
          numPages={numPages}
          onPage={setPage}
          onPrint={blob && numPages && !printing ? () => print(blob) : undefined}
        />
        <Box sx={{ height: 4 }}>
          {busy && (
            <LinearProgress
              aria-label={translate('app.pdfPreview.loading')}
              variant={progress === undefined ? 'indeterminate' : 'determinate'}
              value={progress}
            />
          )}
        </Box>
        {(error || broken) && !loading && (
          <Alert severity="error" action={<Button onClick={retry}>{translate('app.pdfPreview.retry')}</Button>}>
            {translate('app.pdfPreview.error')} {error ?? broken}
          </Alert>
        )}
        <Box
          ref={box}
          sx={{
            bgcolor: 'grey.100',
            minHeight: 240,
            display: 'flex',
            justifyContent: 'center',
            '& canvas': { boxShadow: 2 },
          }}
        >
          {blob && (
            <Document
              file={blob}
              loading={null}
              onLoadProgress={({ loaded, total }) =>
                setProgress(total ? Math.round((100 * loaded) / total) : undefined)
              }
              onLoadSuccess={(pdf) => {
                setProgress(undefined);
                setBroken(undefined);
                setNumPages(pdf.numPages);
                setPage((current) => Math.min(current, pdf.numPages));
              }}
              onLoadError={(failure) => {
                setProgress(undefined);
                setNumPages(0);
                setBroken(failure.message);
              }}
            >
              <Page
                pageNumber={page}
                width={width ? Math.min(width, 900) : undefined}
                renderTextLayer={false}
                renderAnnotationLayer={false}
                loading={null}
              />
            </Document>
          )}
        </Box>
      </CardContent>
    </Card>
  );
};
