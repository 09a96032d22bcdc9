import { useEffect, type ReactNode } from 'react';
import { PdfDrawingProvider, type PdfDrawing } from './drawing';

interface FakeDocumentProps {
  file: Blob;
  children?: ReactNode;
  onLoadSuccess?: (pdf: { numPages: number }) => void;
  onLoadError?: (error: Error) => void;
  onLoadProgress?: (progress: { loaded: number; total: number }) => void;
}

const Document = ({ file, children, onLoadSuccess, onLoadError, onLoadProgress }: FakeDocumentProps) => {
  useEffect(() => {
    let live = true;
    // jsdom's Blob has no text(): read it as pdf.js would get it, through a FileReader.
    const reader = new FileReader();
    reader.onload = () => {
      const text = String(reader.result);
      if (!live) return;
      onLoadProgress?.({ loaded: text.length, total: text.length });
      if (!text.startsWith('%PDF-')) onLoadError?.(new Error('Invalid PDF structure.'));
      else onLoadSuccess?.({ numPages: text.match(/\/Type \/Page\b(?!s)/g)?.length ?? 0 });
    };
    reader.readAsText(file);
    return () => {
      live = false;
    };
    // Once per file, as react-pdf loads a document once per `file`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file]);
  return <div data-testid="pdf-document">{children}</div>;
};

const Page = ({ pageNumber }: { pageNumber: number }) => <canvas data-testid="pdf-page" data-page={pageNumber} />;

/**
 * react-pdf's drawing for jsdom tests, given through PdfDrawingProvider. pdf.js needs a worker,
 * canvas and DOMMatrix, which jsdom lacks, so only the drawing is replaced: the Document still
 * receives the Blob the preview fetched through the dataProvider, reads its bytes, checks they
 * are a PDF and counts its pages; a Page is a canvas naming its page number. Controls, fetching
 * and refreshing stay real. `print` stands for the print dialog (the journeys print for real).
 */
export const fakePdfDrawing = (print: PdfDrawing['print'] = async () => undefined): PdfDrawing => ({
  Document: Document as unknown as PdfDrawing['Document'],
  Page: Page as unknown as PdfDrawing['Page'],
  print,
});

/** The fake drawing around a whole app (renderAdmin's `wrapper`), printing nothing. */
export const WithFakePdfDrawing = ({ children }: { children: ReactNode }) => (
  <PdfDrawingProvider drawing={fakePdfDrawing()}>{children}</PdfDrawingProvider>
);
