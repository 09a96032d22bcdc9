import QRCode, { type QRCodeSegment } from 'qrcode';
import type { DocumentStamp } from '../reports/pdf/stamp.ts';

/** The characters QR's alphanumeric mode holds (ISO/IEC 18004, table 5). */
const ALPHANUMERIC = /^[0-9A-Z $%*+\-./:]+$/;
/** The encoder's options for every stamp: level M, the mask fixed (qrPath). */
export const QR_OPTIONS = { errorCorrectionLevel: 'M', maskPattern: 2 } as const;

/** Each address prefix's segments as the encoder's search cut it (one prefix a configured PUBLIC_URL). */
const prefixSegments = new Map<string, QRCodeSegment[]>();

function segmentsOfPrefix(prefix: string): QRCodeSegment[] {
  let segments = prefixSegments.get(prefix);
  if (!segments) {
    segments = QRCode.create(prefix, QR_OPTIONS).segments.map((s): QRCodeSegment => {
      if (s.mode.id === 'Byte') return { mode: 'byte', data: s.data as Uint8Array };
      if (s.mode.id === 'Numeric') return { mode: 'numeric', data: String(s.data) };
      if (s.mode.id === 'Alphanumeric') return { mode: 'alphanumeric', data: String(s.data) };
      return { data: String(s.data) };
    });
    if (prefixSegments.size > 100) prefixSegments.clear();
    prefixSegments.set(prefix, segments);
  }
  return segments;
}

/**
 * How a verification address is put into the code. `qrcode` weighs every way of cutting a text
 * into segments (bytes, alphanumeric, numeric: a shortest path over a graph of them), ~0.1 ms an
 * address, on the API's thread, for every título of an emission (issue #19). An address is one
 * prefix (the configured PUBLIC_URL and /verificar) and, from its last '/', the code in
 * upper-case base32 (code.ts), which the alphanumeric mode holds at 5.5 bits a character: the
 * prefix is cut by that search once and kept, and the '/' and the code follow it as one
 * alphanumeric segment (joined to the prefix's last one when that is alphanumeric too), at a
 * quarter of the cost. That is the search's own cut, module for module, for all but about one
 * code in 3,000 (a long run of digits, which the search puts in the numeric mode), and never a
 * larger code (qr.test.ts). A text of any other shape goes to the search as before.
 */
export function qrSegments(text: string): string | QRCodeSegment[] {
  const cut = text.lastIndexOf('/');
  const tail = text.slice(cut);
  if (cut <= 0 || !ALPHANUMERIC.test(tail)) return text;
  const prefix = segmentsOfPrefix(text.slice(0, cut));
  const last = prefix.at(-1);
  if (last?.mode === 'alphanumeric') return [...prefix.slice(0, -1), { mode: 'alphanumeric', data: last.data + tail }];
  return [...prefix, { mode: 'alphanumeric', data: tail }];
}

/**
 * A QR code (the `qrcode` package's encoder) as PDF path operators: each row's runs of dark
 * modules as one rectangle, with the quiet zone of 2 modules. The mask pattern is fixed: the
 * code stays valid and readable, and choosing the "best" of eight (scoring each) cost four
 * times as much per título.
 */
export function qrPath(text: string): DocumentStamp['qr'] {
  const { modules } = QRCode.create(qrSegments(text), QR_OPTIONS);
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
