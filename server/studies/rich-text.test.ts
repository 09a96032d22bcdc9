import { describe, expect, it } from 'vitest';
import { getDocumentProxy } from 'unpdf';
import { bilevelPng, pdfText } from '../reports/test-kit.ts';
import {
  bands,
  box,
  COLUMN,
  contentStreams,
  dark,
  fontNames,
  htmlPdf,
  ink,
  longestRun,
  pngDataUrl,
  raster,
  red,
  yellow,
} from './test-kit.ts';

/**
 * Every toolbar feature of the editors (docs/screens.md#screens Estudo Preliminar), rendered to a PDF and
 * checked twice: by its text (unpdf) and by its pixels (pdf.js raster at 1 px per point).
 */
const LONG =
  'A regularização fundiária do núcleo iniciou-se em 2019 com o levantamento planialtimétrico cadastral, seguido do cadastro social das famílias ocupantes e da análise da situação dominial das matrículas.';
const RIGHT = COLUMN.x + COLUMN.width;

async function render(html: string) {
  const pdf = await htmlPdf(html);
  return { pdf, text: (await pdfText(pdf)).text.replace(/\s+/g, ' '), px: await raster(pdf) };
}

describe('rich text → PDF', () => {
  it('bold, italic and bold italic use their own embedded faces; plain text uses none of them', async () => {
    const styled = await htmlPdf('<p><strong>negrito</strong> <em>itálico</em> <strong><em>ambos</em></strong></p>');
    expect(fontNames(styled)).toEqual(
      expect.arrayContaining(['DejaVuSerif-Bold', 'DejaVuSerif-Italic', 'DejaVuSerif-BoldItalic']),
    );
    expect((await pdfText(styled)).text.replace(/\s+/g, ' ')).toContain('negrito itálico ambos');
    const plain = await htmlPdf('<p>texto comum</p>');
    expect(fontNames(plain).filter((n) => n.startsWith('DejaVuSerif'))).toEqual(['DejaVuSerif']);
  });

  it('underline draws a line under the words and the spaces between them', async () => {
    const underlined = await render('<p><u>sublinhado em várias palavras</u></p>');
    const plain = await render('<p>sublinhado em várias palavras</p>');
    expect(underlined.text.replace(/\s+/g, ' ')).toContain('sublinhado em várias palavras');
    const inkWidth = box(plain.px, dark).right - box(plain.px, dark).left;
    expect(longestRun(underlined.px, ink)).toBeGreaterThan(inkWidth * 0.9);
    expect(longestRun(plain.px, ink)).toBeLessThan(inkWidth * 0.3);
  });

  it('yellow highlight lies behind the highlighted words only, continuous across words and across a line wrap', async () => {
    const { px, text } = await render(
      `<p style="text-align: justify">Antes <mark data-color="#ffff00" style="background-color: #ffff00">${LONG}</mark> depois.</p>`,
    );
    expect(text).toContain('iniciou-se');
    const lines = bands(px, yellow);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    // On the first full line the background runs from after "Antes" to the right margin, unbroken by spaces.
    expect(longestRun(px, yellow, lines[0].top, lines[0].bottom + 1)).toBeGreaterThan(COLUMN.width * 0.7);
    const first = box(px, yellow, lines[0].top, lines[0].bottom + 1);
    expect(first.left).toBeGreaterThan(COLUMN.x + 20);
    expect(first.right).toBeGreaterThan(RIGHT - 3);
    const plain = await render(`<p>${LONG}</p>`);
    expect(box(plain.px, yellow).count).toBe(0);
  });

  it('white highlight paints a white background behind its words (and nothing yellow)', async () => {
    const { pdf, px, text } = await render(
      '<p><mark data-color="#ffffff" style="background-color: #ffffff">fundo branco</mark> e texto</p>',
    );
    expect(text.replace(/\s+/g, ' ')).toContain('fundo branco');
    expect(contentStreams(pdf)).toMatch(/re\s+\/DeviceRGB cs\s+1 1 1 scn\s+f/);
    expect(box(px, yellow).count).toBe(0);
    const plain = await htmlPdf('<p>fundo branco e texto</p>');
    expect(contentStreams(plain)).not.toMatch(/1 1 1 scn/);
  });

  it('ordered lists are numbered 1. 2. 3. (nested lists too) and bullet lists get bullets, with the text indented', async () => {
    const { px, text } = await render(
      '<ol><li><p>Primeiro</p></li><li><p>Segundo</p><ol><li><p>Interno</p></li></ol></li><li><p>Terceiro</p></li></ol><ul><li><p>Bala</p></li></ul>',
    );
    for (const marker of ['1. Primeiro', '2. Segundo', '1. Interno', '3. Terceiro', '• Bala'])
      expect(text.replace(/\s+/g, ' ')).toContain(marker);
    const rows = bands(px, dark);
    expect(rows).toHaveLength(5);
    const left = (i: number) => box(px, dark, rows[i].top, rows[i].bottom + 1).left;
    // The nested item's marker starts right of its parent's.
    expect(left(2)).toBeGreaterThan(left(1) + 15);
    expect(left(0)).toBeGreaterThanOrEqual(COLUMN.x);
  });

  it('indent levels move the paragraph right, 24 points a level', async () => {
    const plain = await render('<p>Recuo</p>');
    const two = await render('<p data-indent="2">Recuo</p>');
    expect(two.text).toContain('Recuo');
    expect(box(two.px, dark).left - box(plain.px, dark).left).toBeGreaterThanOrEqual(46);
    expect(box(two.px, dark).left - box(plain.px, dark).left).toBeLessThanOrEqual(50);
  });

  it('images are drawn in their colour and scaled down to the column width', async () => {
    const { px } = await render(`<p>Figura:</p><img src="${pngDataUrl(960, 200, [220, 20, 20])}">`);
    const image = box(px, red);
    expect(image.left).toBeGreaterThanOrEqual(COLUMN.x - 1);
    expect(image.right).toBeLessThanOrEqual(RIGHT + 1);
    expect(image.right - image.left).toBeGreaterThan(COLUMN.width - 4);
    // Scaled with its proportions: 960×200 at 480 wide is 100 high.
    expect(image.bottom - image.top).toBeGreaterThan(96);
    expect(image.bottom - image.top).toBeLessThan(104);
    expect(image.count).toBeGreaterThan(COLUMN.width * 95);
  });

  it('centre, right and justify alignment place the ink where they say', async () => {
    const centre = box((await render('<p style="text-align: center">Texto centralizado</p>')).px, dark);
    expect(Math.abs((centre.left + centre.right) / 2 - (COLUMN.x + COLUMN.width / 2))).toBeLessThan(3);
    const right = box((await render('<p style="text-align: right">Texto à direita</p>')).px, dark);
    expect(right.right).toBeGreaterThan(RIGHT - 3);
    expect(right.right).toBeLessThanOrEqual(RIGHT + 1);
    const left = box((await render('<p>Texto à esquerda</p>')).px, dark);
    expect(left.left).toBeLessThan(COLUMN.x + 3);
    const justified = await render(`<p style="text-align: justify">${LONG} ${LONG}</p>`);
    const lines = bands(justified.px, dark);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const line of lines.slice(0, -1)) {
      const ink = box(justified.px, dark, line.top, line.bottom + 1);
      expect(ink.left).toBeLessThan(COLUMN.x + 3);
      expect(ink.right).toBeGreaterThan(RIGHT - 3);
    }
    const last = lines[lines.length - 1];
    expect(box(justified.px, dark, last.top, last.bottom + 1).right).toBeLessThan(RIGHT - 20);
    expect(justified.text).toContain('iniciou-se');
    expect(justified.text).not.toMatch(/iniciou-\s+se/);
  });

  it('a word made of differently styled pieces stays one word', async () => {
    const { pdf, text } = await render('<p style="text-align: justify"><strong>ini</strong>ciou-se ' + LONG + '</p>');
    expect(text.replace(/\s+/g, ' ')).toMatch(/ini\s?ciou-se/);
    expect(fontNames(pdf)).toContain('DejaVuSerif-Bold');
  });
});

describe('structure as typed → PDF (headings, quotes, lists, table cells)', () => {
  /** Each text item of page 1 with its position (points from the top-left) and size. */
  async function items(pdf: Buffer) {
    const doc = await getDocumentProxy(new Uint8Array(pdf));
    const page = await doc.getPage(1);
    const height = page.getViewport({ scale: 1 }).height;
    const content = await page.getTextContent();
    return content.items
      .filter((i) => 'str' in i && i.str.trim())
      .map((i) => {
        const t = (i as { transform: number[]; str: string }).transform;
        return { str: (i as { str: string }).str.trim(), x: t[4], y: height - t[5], size: Math.hypot(t[0], t[1]) };
      });
  }

  it('keeps every element: heading sizes, centring, quote indents and rules, bullets, one text per cell in its column', async () => {
    const pdf = await htmlPdf(
      '<h1>Diagnóstico</h1><h2 style="text-align: center">Situação jurídica</h2><h3>Matrículas</h3>' +
        '<p>Corpo</p><blockquote><p>Citação</p><blockquote><p>Dentro</p></blockquote></blockquote>' +
        '<ul><li><p>Item</p></li></ul>' +
        '<table><tbody><tr><th><p>Quadra</p></th><th colspan="2"><p>Lotes</p></th></tr>' +
        '<tr><td><p>01</p></td><td><p>12</p></td><td><p>3</p></td></tr></tbody></table><p>Depois</p>',
    );
    const all = await items(pdf);
    const at = (s: string) => {
      const found = all.find((i) => i.str === s);
      if (!found) throw new Error(`${s} not in the PDF: ${all.map((i) => i.str).join(' | ')}`);
      return found;
    };
    // Every element's text is there, each on its own.
    for (const s of ['Diagnóstico', 'Situação jurídica', 'Matrículas', 'Corpo', 'Citação', 'Dentro', '• Item']) at(s);
    // Headings: sizes by level, above the body's, in order down the page; h2 centred.
    expect(at('Diagnóstico').size).toBeGreaterThan(at('Situação jurídica').size);
    expect(at('Situação jurídica').size).toBeGreaterThan(at('Matrículas').size);
    expect(at('Matrículas').size).toBeGreaterThan(at('Corpo').size);
    expect(at('Diagnóstico').y).toBeLessThan(at('Situação jurídica').y);
    const h2 = at('Situação jurídica');
    expect(h2.x).toBeGreaterThan(COLUMN.x + 100);
    // Quotes are set in by level; a rule marks them on the left.
    expect(at('Citação').x - at('Corpo').x).toBeCloseTo(18, 0);
    expect(at('Dentro').x - at('Corpo').x).toBeCloseTo(36, 0);
    const px = await raster(pdf);
    const quoteTop = Math.floor(at('Citação').y - 10);
    const rule = box(px, ink, quoteTop, quoteTop + 12);
    expect(rule.left).toBeLessThan(COLUMN.x + 8);
    // The list item: its bullet, then its text, set in from the body.
    expect(at('• Item').x).toBeGreaterThan(at('Corpo').x);
    // Table: one text per cell; columns line up; the spanning header starts at column 2.
    for (const s of ['Quadra', 'Lotes', '01', '12', '3']) at(s);
    expect(at('01').x).toBeCloseTo(at('Quadra').x, 0);
    expect(at('Lotes').x).toBeCloseTo(at('12').x, 0);
    expect(at('12').y).toBeCloseTo(at('3').y, 0);
    expect(at('3').x).toBeGreaterThan(at('12').x + 100);
    expect(at('01').y).toBeGreaterThan(at('Quadra').y);
    expect(at('Depois').y).toBeGreaterThan(at('01').y);
  });
});

describe('pictures too large to draw', () => {
  it('a picture over 50 megapixels is left out with a note saying why; the others are drawn', async () => {
    const huge = `data:image/png;base64,${bilevelPng(8000, 8000).toString('base64')}`;
    const pdf = await htmlPdf(
      `<p>Antes</p><p><img src="${huge}" alt="Planta"></p><p><img src="${pngDataUrl(40, 20, [200, 30, 30])}" alt="Foto"></p>`,
    );
    const text = (await pdfText(pdf)).text.replace(/\s+/g, ' ');
    expect(text).toContain('[Imagem não incluída: 8.000 × 8.000 pixels; o limite é de 50 megapixels por imagem]');
    // Only the small picture is embedded.
    expect(pdf.toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(1);
  });
});
