import { describe, expect, it } from 'vitest';
import { newDocument, resetLayoutCache } from './document.ts';

/**
 * pdfkit's per-word layout cache stays bounded (the reports stream any number of pages) but
 * keeps the words every stretch of pages prints, so they are not laid out again by fontkit.
 */
type Cached = { _fontFamilies: Record<string, { layoutCache?: Record<string, unknown> }> };
const cacheOf = (doc: PDFKit.PDFDocument) => (doc as unknown as Cached)._fontFamilies;

describe('resetLayoutCache', () => {
  it('keeps the words of consecutive stretches and drops those printed once', () => {
    const doc = newDocument({ title: 'cache' });
    const stretch = (n: number) => {
      doc.addPage();
      doc.font('Serif').fontSize(10);
      // pdfkit's own measure fills its cache (the reports' writers keep their own runs besides).
      doc.widthOfString(`Cláusula constante nº${n}`);
    };
    stretch(1);
    resetLayoutCache(doc);
    stretch(2);
    resetLayoutCache(doc);
    const serif = Object.values(cacheOf(doc)).find((font) => font.layoutCache && 'Cláusula ' in font.layoutCache)!;
    expect(Object.keys(serif.layoutCache!).sort()).toEqual(['Cláusula ', 'constante ']);
    stretch(3);
    resetLayoutCache(doc);
    // Kept runs are pdfkit's own (the same laid-out glyphs); the numbers are gone.
    expect(Object.keys(serif.layoutCache!).sort()).toEqual(['Cláusula ', 'constante ']);
    for (let n = 4; n < 300; n++) {
      stretch(n);
      resetLayoutCache(doc);
    }
    expect(Object.keys(serif.layoutCache!).length).toBe(2);
    doc.end();
  });
});
