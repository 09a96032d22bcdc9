/**
 * Prints a PDF from its object URL: the browser's PDF viewer in a hidden frame prints it with
 * the page's own print dialog. Where the frame cannot print (no viewer, blocked), the PDF
 * opens in a new tab, where the viewer has its own print button.
 */
export function printPdf(url: string) {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.title = 'print';
  Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0' });
  frame.onload = () => {
    try {
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
    } catch {
      window.open(url, '_blank', 'noopener');
    }
    // Long enough for the print dialog to have read the document.
    setTimeout(() => frame.remove(), 60_000);
  };
  frame.src = url;
  document.body.appendChild(frame);
}
