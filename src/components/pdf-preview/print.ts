import { pdfjs } from 'react-pdf';

/** Print resolution: pdf.js scale 2 is 144 dpi, sharp on paper and light enough for 50 pages. */
const PRINT_SCALE = 2;
const ROOT_ID = 'pdf-print-root';

/** Only the pages on paper, one per sheet, while the print dialog is open. */
const PRINT_CSS = `@media screen { #${ROOT_ID} { display: none; } }
@media print {
  body > *:not(#${ROOT_ID}) { display: none !important; }
  #${ROOT_ID} img { display: block; width: 100%; break-after: page; }
  @page { margin: 0; }
}`;

async function pageImages(blob: Blob): Promise<string[]> {
  const task = pdfjs.getDocument({ data: new Uint8Array(await blob.arrayBuffer()) });
  try {
    const pdf = await task.promise;
    const urls: string[] = [];
    for (let n = 1; n <= pdf.numPages; n += 1) {
      const page = await pdf.getPage(n);
      const viewport = page.getViewport({ scale: PRINT_SCALE });
      const canvas = document.createElement('canvas');
      canvas.width = Math.ceil(viewport.width);
      canvas.height = Math.ceil(viewport.height);
      await page.render({ canvas, viewport }).promise;
      const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
      if (png) urls.push(URL.createObjectURL(png));
    }
    return urls;
  } finally {
    void task.destroy();
  }
}

/**
 * Prints the PDF through the page's own print dialog: pdf.js draws every page as an image
 * into a print-only block. No frame and no browser PDF plug-in, which the app's
 * Content-Security-Policy (frame-src, object-src 'none') would refuse for a blob: URL.
 */
export async function printPdf(blob: Blob): Promise<void> {
  const urls = await pageImages(blob);
  const root = document.createElement('div');
  root.id = ROOT_ID;
  const style = document.createElement('style');
  style.textContent = PRINT_CSS;
  root.append(style);
  await Promise.all(
    urls.map(
      (url) =>
        new Promise<void>((resolve) => {
          const img = document.createElement('img');
          img.onload = img.onerror = () => resolve();
          img.src = url;
          img.alt = '';
          root.append(img);
        }),
    ),
  );
  document.getElementById(ROOT_ID)?.remove();
  document.body.append(root);
  const cleanUp = () => {
    root.remove();
    urls.forEach((url) => URL.revokeObjectURL(url));
  };
  window.addEventListener('afterprint', cleanUp, { once: true });
  window.print();
}
