import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Style } from './parse.ts';

/**
 * The body font of the rich-text documents: DejaVu Serif (as the reports' paragraphs), with
 * the bold, italic and bold-italic faces. newDocument() registers Serif, Serif-Bold and
 * Serif-Italic; the bold-italic face comes from the same package and is registered here.
 */
const fontDir = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
let boldItalic: Buffer | undefined;

export const BOLD_ITALIC = 'Serif-BoldItalic';

export function registerRichFonts(doc: PDFKit.PDFDocument): void {
  boldItalic ??= readFileSync(path.join(fontDir, 'DejaVuSerif-BoldItalic.ttf'));
  doc.registerFont(BOLD_ITALIC, boldItalic);
}

export function fontOf(style: Pick<Style, 'bold' | 'italic'>): string {
  if (style.bold && style.italic) return BOLD_ITALIC;
  if (style.bold) return 'Serif-Bold';
  if (style.italic) return 'Serif-Italic';
  return 'Serif';
}

type WithFont = { _font?: { ascender: number; descender: number } };

/** Ascender and descender of the current font at `size`, in points (descender positive). */
export function verticalMetrics(doc: PDFKit.PDFDocument, size: number): { ascent: number; descent: number } {
  const font = (doc as unknown as WithFont)._font;
  return {
    ascent: ((font?.ascender ?? 930) / 1000) * size,
    descent: (Math.abs(font?.descender ?? -236) / 1000) * size,
  };
}
