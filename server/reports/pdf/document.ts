import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { withNumericLayout } from './numeric-layout.ts';

/**
 * The PDF document every generator writes: A4, fonts embedded, pages streamed.
 *
 * Fonts: DejaVu Sans Condensed (and DejaVu Serif for the titles) from the `dejavu-fonts-ttf`
 * package: Unicode TrueType with every Portuguese accent and the no-break spaces Intl puts in
 * money (`R$ 1.234,56`). Licence: Bitstream Vera licence with DejaVu's changes in the public
 * domain (the package's LICENSE) — free to embed and redistribute. pdfkit embeds only the
 * glyphs a document uses.
 *
 * Streaming (docs/architecture.md#reports-and-jobs): `bufferPages: false`, so each page is written out
 * when the next starts; the generators yield at every page break and reset pdfkit's per-word
 * layout cache every RESET_EVERY pages (it otherwise grows with every distinct word).
 */
const fontDir = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');

const FONT_FILES = {
  Sans: 'DejaVuSansCondensed.ttf',
  'Sans-Bold': 'DejaVuSansCondensed-Bold.ttf',
  'Sans-Italic': 'DejaVuSansCondensed-Oblique.ttf',
  Serif: 'DejaVuSerif.ttf',
  'Serif-Bold': 'DejaVuSerif-Bold.ttf',
  'Serif-Italic': 'DejaVuSerif-Italic.ttf',
} as const;
export type FontName = keyof typeof FONT_FILES;

let fontBytes: Map<FontName, Buffer> | undefined;
/** The font files, read once per process. */
function fonts(): Map<FontName, Buffer> {
  fontBytes ??= new Map(
    (Object.keys(FONT_FILES) as FontName[]).map((name) => [name, readFileSync(path.join(fontDir, FONT_FILES[name]))]),
  );
  return fontBytes;
}

export const A4 = { width: 595.28, height: 841.89 };

export interface DocumentOptions {
  title: string;
  layout?: 'portrait' | 'landscape';
  /**
   * An official document (CRF, título): authored by the Município (`author`, "Município de
   * Campinas"), no product name anywhere in it, and written as PDF/A-2b (ISO 19005-2, level B:
   * the archival form registry offices keep) — pdfkit declares the conformance in the XMP
   * metadata and adds the sRGB output intent; the fonts are embedded as in every document.
   */
  official?: { author: string };
  /**
   * Numbers laid out without fontkit's shaper (./numeric-layout.ts; the same glyphs and
   * positions). Off only for the bench's bare pdfkit, the ceiling the reports are measured against.
   */
  numericLayout?: boolean;
}

/** A new streaming document (no page yet: the flow adds them). */
export function newDocument({
  title,
  layout = 'portrait',
  official,
  numericLayout = true,
}: DocumentOptions): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    layout,
    margin: 0,
    bufferPages: false,
    autoFirstPage: false,
    compress: true,
    lang: 'pt-BR',
    displayTitle: true,
    ...(official
      ? {
          subset: 'PDF/A-2b' as const,
          pdfVersion: '1.7' as const,
          info: { Title: title, Author: official.author, Creator: official.author, Producer: 'pdfkit' },
        }
      : {
          info: { Title: title, Author: 'REURB Gestão', Creator: 'REURB Gestão', Producer: 'REURB Gestão (pdfkit)' },
        }),
  });
  for (const [name, bytes] of fonts()) doc.registerFont(name, bytes);
  if (numericLayout) withNumericLayout(doc);
  doc.font('Sans');
  return doc;
}

type LayoutCache = Record<string, unknown>;
type WithCaches = { _fontFamilies?: Record<string, { layoutCache?: LayoutCache }> };
/** Each font's cache as it was at the previous reset. */
const previous = new WeakMap<object, LayoutCache>();

/**
 * Bounds pdfkit's per-word layout cache of every font the document loaded. Emptying it outright
 * made every page after a reset lay out again, with fontkit (the slowest step of text), the
 * words every page prints — the clauses, the headings, the letterhead: 44% of a títulos PDF's
 * layouts. A word laid out both since the previous reset and in the stretch before it is kept;
 * the others (names, numbers, coordinates: printed once) go. The cache so holds at most two
 * stretches' words, as flat as before, and the kept runs are the same objects, so nothing drawn
 * changes.
 */
export function resetLayoutCache(doc: PDFKit.PDFDocument): void {
  const families = (doc as unknown as WithCaches)._fontFamilies ?? {};
  // A font is listed under its registered name and its PostScript name: once each.
  for (const font of new Set(Object.values(families))) {
    const current = font.layoutCache;
    if (!current) continue;
    const before = previous.get(font);
    const kept = Object.create(null) as LayoutCache;
    if (before) for (const word in current) if (word in before) kept[word] = current[word];
    previous.set(font, current);
    font.layoutCache = kept;
  }
}
