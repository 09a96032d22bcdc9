import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './rich-text/sanitize.ts';
import { parseRichText } from './rich-text/parse.ts';

/** The editor's HTML subset (rich-text/subset.ts): what survives a save, and how the PDF reads it. */
describe('sanitizeHtml', () => {
  it('keeps the toolbar’s markup as tiptap writes it', () => {
    const html =
      '<p style="text-align: justify" data-indent="3"><strong>a</strong> <em>b</em> <u>c</u> <s>d</s><br>' +
      '<mark data-color="#ffffff" style="background-color: #ffffff; color: inherit">e</mark></p>' +
      '<ol><li><p style="text-align: right">um</p><ul><li><p>sub</p></li></ul></li></ol>';
    expect(sanitizeHtml(html)).toBe(
      '<p style="text-align: justify" data-indent="3"><strong>a</strong> <em>b</em> <u>c</u> <s>d</s><br>' +
        '<mark data-color="#ffffff" style="background-color: #ffffff">e</mark></p>' +
        '<ol><li><p style="text-align: right">um</p><ul><li><p>sub</p></li></ul></li></ol>',
    );
  });

  it('drops scripts, handlers, links, other colours and foreign images, keeping their text where it is text', () => {
    const html =
      '<h2 onclick="x">Título</h2><div class="x"><a href="javascript:alert(1)">link</a></div><style>p{}</style>' +
      '<span style="background-color: #ff0000">vermelho</span><img src="https://mal.example/x.png"><img src="/api/files/7/download?expires=1&amp;signature=ab">' +
      '<p data-indent="99" style="text-align: middle">x</p><svg><script>alert(1)</script></svg>&lt;b&gt;';
    expect(sanitizeHtml(html)).toBe(
      '<p>Título</p>linkvermelho<img src="/api/files/7/download?expires=1&amp;signature=ab"><p data-indent="8">x</p>&lt;b&gt;',
    );
  });

  it('normalises highlight shades to the two colours of the toolbar', () => {
    expect(sanitizeHtml('<mark data-color="#fef08a">a</mark>')).toBe(
      '<mark data-color="#ffff00" style="background-color: #ffff00">a</mark>',
    );
    expect(sanitizeHtml('<span style="background-color: rgb(255, 255, 0)">a</span>')).toBe(
      '<mark data-color="#ffff00" style="background-color: #ffff00">a</mark>',
    );
    expect(sanitizeHtml('<mark>a</mark>')).toBe('a');
  });
});

describe('parseRichText', () => {
  it('reads lists as numbered paragraphs, nested ones deeper, and keeps blank lines', () => {
    const blocks = parseRichText(
      '<ol><li><p>a</p><ol><li><p>b</p></li></ol></li><li><p>c</p></li></ol><p></p><ul><li><p>d</p></li></ul>',
    );
    expect(
      blocks.map((b) => (b.kind === 'text' ? [b.marker ?? '', b.depth, b.runs.map((r) => r.text).join('')] : b.kind)),
    ).toEqual([
      ['1.', 1, 'a'],
      ['1.', 2, 'b'],
      ['2.', 1, 'c'],
      ['', 0, ''],
      ['•', 1, 'd'],
    ]);
  });
});
