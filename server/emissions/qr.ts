import QRCode from 'qrcode';
import type { DocumentStamp } from '../reports/pdf/stamp.ts';

/**
 * A QR code (the `qrcode` package's encoder) as PDF path operators: each row's runs of dark
 * modules as one rectangle, with the quiet zone of 2 modules. The mask pattern is fixed: the
 * code stays valid and readable, and choosing the "best" of eight (scoring each) cost four
 * times as much per título.
 */
export function qrPath(text: string): DocumentStamp['qr'] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M', maskPattern: 2 });
  const size = modules.size;
  const quiet = 2;
  const parts: string[] = [];
  for (let row = 0; row < size; row++) {
    let start = -1;
    for (let col = 0; col <= size; col++) {
      const dark = col < size && modules.get(row, col);
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        parts.push(`${start + quiet} ${row + quiet} ${col - start} 1 re`);
        start = -1;
      }
    }
  }
  return { path: parts.join(' '), modules: size + 2 * quiet };
}
