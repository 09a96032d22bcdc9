import { createContext, useContext, type ReactNode } from 'react';
import { Document, Page } from 'react-pdf';
import { printPdf } from './print';

/**
 * What draws and prints a PDF in the preview: pdf.js, through react-pdf, and the print dialog.
 * The fetching, the controls and the states around it are PdfPreview's own.
 */
export interface PdfDrawing {
  Document: typeof Document;
  Page: typeof Page;
  print: (pdf: Blob) => Promise<void>;
}

const Context = createContext<PdfDrawing>({ Document, Page, print: printPdf });

/**
 * Gives the previews below another drawing: jsdom has neither pdf.js's worker nor a canvas,
 * so the component tests draw with fakePdfDrawing (fakePdfDrawing.tsx) and the journeys in
 * Chromium with pdf.js.
 */
export const PdfDrawingProvider = ({ drawing, children }: { drawing: PdfDrawing; children: ReactNode }) => (
  <Context.Provider value={drawing}>{children}</Context.Provider>
);

export const usePdfDrawing = () => useContext(Context);
