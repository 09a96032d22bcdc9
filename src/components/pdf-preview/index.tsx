import { lazy, Suspense } from 'react';
import { Skeleton } from '@mui/material';
import type { PdfPreviewProps } from './PdfPreview';

export type { PdfPreviewProps };

// pdf.js (react-pdf) loads with the first preview shown, not with the page.
const Preview = lazy(() => import('./PdfPreview').then((m) => ({ default: m.PdfPreview })));

/** The PDF preview, loaded on first use. */
export const LazyPdfPreview = (props: PdfPreviewProps) => (
  <Suspense fallback={<Skeleton variant="rounded" height={480} />}>
    <Preview {...props} />
  </Suspense>
);
