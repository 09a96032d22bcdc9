import { describe, expect, it } from 'vitest';
import { pdfText } from '../reports/test-kit.ts';
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
