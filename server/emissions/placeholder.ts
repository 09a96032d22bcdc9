import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { PDFObject, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { nextTurn } from '../loop/turns.ts';

/**
 * The signature's placeholder, added to a finished PDF as an incremental update (ISO
 * 32000-1 §7.5.6): a signature dictionary (/ByteRange and /Contents left to fill), its
 * invisible widget on the first page, an AcroForm naming it, and the catalog and that page
 * written again to point at them. The original bytes are never touched.
 *
 * @signpdf/placeholder-plain does the same but turns the whole document into a string to look
 * for an /AcroForm (1.3–1.7 s for the 29 MB of 10,000 títulos); this reads only the trailer,
 * the cross-reference entries and the three objects it needs. Any PDF that is not the plain
 * kind pdfkit writes (a cross-reference stream, an earlier update, a form already there,
 * a page tree of more than one level, annotations by reference) goes to placeholder-plain.
 */
export interface PlaceholderOptions {
  reason: string;
  name: string;
  location: string;
  contactInfo: string;
  signingTime: Date;
  appName: string;
  /** Bytes of CMS the /Contents holds (twice as many hex digits). */
  signatureLength: number;
}

export const BYTE_RANGE_PLACEHOLDER = '/ByteRange [0 /********** /********** /**********]';

const text = (value: string) => PDFObject.convert(new String(value) as unknown as string);
/** A PDF name from any text: bytes outside the regular characters as #xx (ISO 32000-1 §7.3.5). */
const pdfName = (value: string) =>
  `/${[...Buffer.from(value, 'utf8')]
    .map((b) =>
      b > 0x20 && b < 0x7f && !'#()<>[]{}/%'.includes(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `#${b.toString(16).padStart(2, '0')}`,
    )
    .join('')}`;

/**
 * Bytes left free after a rendered official document (renderOfficial) for its signature's
 * update: the /Contents of SIGNATURE_LENGTH (sign.ts) in hex, ~32 KiB, and ~2 KiB of objects and
 * cross-reference. The update is then written there instead of into a copy of the whole
 * document: on a 2-core machine with a slow kernel the copy of 10,000 títulos (79 MB) was most of
 * the signature's time on the API's thread, 226–234 ms, and signing there takes 47 ms
 * (2026-12-04, issue #19 goal 5); the document is never held twice.
 */
const UPDATE_ROOM = 48 * 1024;
/** The buffers made by withUpdateRoom whose room is still free: each is taken once. */
const roomy = new WeakSet<Buffer>();

/**
 * Bytes copied before the assembly below lets the API's other work run. On a 2-core machine
 * whose kernel makes each first touch of a page cost ~12 µs, 79 MB (10,000 títulos) in 64 KiB
 * chunks copied in one go held the thread 245–279 ms; by slices, 14–26 ms at most, for the same
 * ~0.28 s in all (2026-12-04, issue #19 goal 5's ~20 ms).
 */
export const ASSEMBLY_SLICE = 2 * 1024 * 1024;

/** The chunks in one buffer, with UPDATE_ROOM free after it for its signature's update. */
export async function withUpdateRoom(chunks: readonly Buffer[]): Promise<Buffer> {
  const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const whole = Buffer.allocUnsafeSlow(length + UPDATE_ROOM).subarray(0, length);
  let at = 0;
  let sinceTurn = 0;
  for (const chunk of chunks) {
    at += chunk.copy(whole, at);
    sinceTurn += chunk.length;
    if (sinceTurn >= ASSEMBLY_SLICE && at < length) {
      sinceTurn = 0;
      await nextTurn();
    }
  }
  roomy.add(whole);
  return whole;
}

/**
 * `pdf` (the first `end` bytes of `input`) and then `update`: written into the room after a
 * buffer from withUpdateRoom, the first time only (a second signature of the same rendering
 * gets a copy, so that it never writes over the first one's bytes), else a new buffer. In the
 * room the update starts at `end`, over the newlines trimmed from `input` (pdfkit ends with one
 * "%%EOF\n", and the update starts with "\n"): the rendering is the signed file's beginning
 * from then on, and emit() reads only the signed file.
 */
function appended(input: Buffer, end: number, update: Buffer): Buffer {
  const pdf = input.subarray(0, end);
  if (!roomy.delete(input) || input.buffer.byteLength - input.byteOffset - end < update.length)
    return Buffer.concat([pdf, update]);
  const whole = Buffer.from(input.buffer, input.byteOffset, end + update.length);
  update.copy(whole, end);
  return whole;
}

export function addSignaturePlaceholder(pdf: Buffer, options: PlaceholderOptions): Buffer {
  return plainPlaceholder(pdf, options) ?? libraryPlaceholder(pdf, options);
}

function libraryPlaceholder(pdf: Buffer, options: PlaceholderOptions): Buffer {
  return plainAddPlaceholder({
    pdfBuffer: pdf,
    reason: options.reason,
    contactInfo: options.contactInfo,
    name: options.name,
    location: options.location,
    signingTime: options.signingTime,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    signatureLength: options.signatureLength,
    appName: options.appName,
  });
}

/** The dictionary body of object `num` (between its outer << >>), or null when it is not a plain one. */
function dictionaryOf(pdf: Buffer, offset: number, num: number): string | null {
  const head = pdf.toString('latin1', offset, Math.min(pdf.length, offset + 32));
  const match = /^(\d+) (\d+) obj\s*<</.exec(head);
  if (!match || Number(match[1]) !== num || match[2] !== '0') return null;
  const end = pdf.indexOf('endobj', offset, 'latin1');
  if (end < 0) return null;
  const body = pdf.toString('latin1', offset + head.indexOf('<<') + 2, end);
  const close = body.lastIndexOf('>>');
  if (close < 0 || /stream\s*$/.test(body.slice(close + 2))) return null;
  return body.slice(0, close);
}

/** Where object `num` starts, from the classic cross-reference table at `xref` (20-byte entries). */
function offsetOf(pdf: Buffer, xref: number, num: number): number | null {
  let at = xref + 4; // after "xref"
  for (;;) {
    const header = /^\s*(\d+) (\d+)\s*?\r?\n/.exec(pdf.toString('latin1', at, at + 40));
    if (!header) return null;
    const [first, count] = [Number(header[1]), Number(header[2])];
    at += header[0].length;
    if (num >= first && num < first + count) {
      const entry = pdf.toString('latin1', at + (num - first) * 20, at + (num - first) * 20 + 18);
      const parsed = /^(\d{10}) (\d{5}) n$/.exec(entry);
      return parsed ? Number(parsed[1]) : null;
    }
    at += count * 20;
    if (at >= pdf.length) return null;
  }
}

function plainPlaceholder(input: Buffer, options: PlaceholderOptions): Buffer | null {
  let end = input.length;
  while (end > 0 && (input[end - 1] === 0x0a || input[end - 1] === 0x0d)) end -= 1;
  const pdf = input.subarray(0, end);
  const tailStart = Math.max(0, end - 4096);
  const tail = pdf.toString('latin1', tailStart);
  if (!tail.endsWith('%%EOF')) return null;
  const startxref = tail.lastIndexOf('startxref');
  const trailerAt = tail.lastIndexOf('trailer');
  if (startxref < 0 || trailerAt < 0 || trailerAt > startxref) return null;
  const xref = Number(/startxref\s+(\d+)/.exec(tail.slice(startxref))?.[1]);
  const trailer = tail.slice(trailerAt, startxref);
  const size = Number(/\/Size\s+(\d+)/.exec(trailer)?.[1]);
  const root = /\/Root\s+(\d+)\s+0\s+R/.exec(trailer);
  if (!Number.isFinite(xref) || !size || !root || /\/(Prev|Encrypt|XRefStm)\b/.test(trailer)) return null;
  if (pdf.toString('latin1', xref, xref + 4) !== 'xref') return null;
  const info = /\/Info\s+(\d+\s+\d+\s+R)/.exec(trailer)?.[1];
  const id = /\/ID\s*(\[[^\]]*\])/.exec(trailer)?.[1];

  const read = (num: number) => {
    const offset = offsetOf(pdf, xref, num);
    return offset === null ? null : dictionaryOf(pdf, offset, num);
  };
  const rootNum = Number(root[1]);
  const catalog = read(rootNum);
  if (!catalog || /\/AcroForm\b/.test(catalog)) return null;
  const pagesNum = Number(/\/Pages\s+(\d+)\s+0\s+R/.exec(catalog)?.[1]);
  const pages = pagesNum ? read(pagesNum) : null;
  const pageNum = Number(/\/Kids\s*\[\s*(\d+)\s+0\s+R/.exec(pages ?? '')?.[1]);
  const page = pageNum ? read(pageNum) : null;
  if (!page || !/\/Type\s*\/Page\b(?!s)/.test(page)) return null;
  const annots = /\/Annots\s*(\[[^\]]*\]|\d+\s+\d+\s+R)/.exec(page);
  if (annots && !annots[1].startsWith('[')) return null;

  const [sig, widget, form] = [size, size + 1, size + 2];
  const objects: [number, string][] = [
    [
      sig,
      [
        '<<',
        '/Type /Sig',
        '/Filter /Adobe.PPKLite',
        '/SubFilter /ETSI.CAdES.detached',
        BYTE_RANGE_PLACEHOLDER,
        `/Contents <${'0'.repeat(options.signatureLength * 2)}>`,
        `/Reason ${text(options.reason)}`,
        `/M ${PDFObject.convert(options.signingTime)}`,
        `/ContactInfo ${text(options.contactInfo)}`,
        `/Name ${text(options.name)}`,
        `/Location ${text(options.location)}`,
        `/Prop_Build << /Filter << /Name /Adobe.PPKLite >> /App << /Name ${pdfName(options.appName)} >> >>`,
        '>>',
      ].join('\n'),
    ],
    [
      widget,
      `<<\n/Type /Annot\n/Subtype /Widget\n/FT /Sig\n/Rect [0 0 0 0]\n/V ${sig} 0 R\n/T (Signature1)\n/F 4\n/P ${pageNum} 0 R\n>>`,
    ],
    [form, `<<\n/Type /AcroForm\n/SigFlags 3\n/Fields [${widget} 0 R]\n>>`],
    [rootNum, `<<${catalog}\n/AcroForm ${form} 0 R\n>>`],
    [
      pageNum,
      annots
        ? `<<${page.replace(annots[0], `/Annots ${annots[1].slice(0, -1).trimEnd()} ${widget} 0 R]`)}>>`
        : `<<${page}\n/Annots [${widget} 0 R]\n>>`,
    ],
  ];
  const parts: string[] = [];
  const offsets = new Map<number, number>();
  let at = pdf.length;
  for (const [num, body] of objects) {
    const chunk = `\n${num} 0 obj\n${body}\nendobj\n`;
    offsets.set(num, at + 1);
    parts.push(chunk);
    at += Buffer.byteLength(chunk, 'latin1');
  }
  const entries = [...offsets].sort((a, b) => a[0] - b[0]);
  parts.push(
    [
      'xref',
      '0 1',
      '0000000000 65535 f ',
      ...entries.flatMap(([num, offset]) => [`${num} 1`, `${String(offset).padStart(10, '0')} 00000 n `]),
      'trailer',
      '<<',
      `/Size ${size + 3}`,
      `/Root ${rootNum} 0 R`,
      ...(info ? [`/Info ${info}`] : []),
      ...(id ? [`/ID ${id}`] : []),
      `/Prev ${xref}`,
      '>>',
      'startxref',
      String(at),
      '%%EOF',
    ].join('\n'),
  );
  return appended(input, end, Buffer.from(parts.join(''), 'latin1'));
}
