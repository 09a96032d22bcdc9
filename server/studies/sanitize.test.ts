import { describe, expect, it } from 'vitest';
import { sanitizeHtml, sanitizeParsed } from './rich-text/sanitize.ts';
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
      '<h2>Título</h2>linkvermelho<img src="/api/files/7/download"><p data-indent="8">x</p>&lt;b&gt;',
    );
  });

  it('keeps our own file route without the signed link’s query, which expires', () => {
    expect(sanitizeHtml('<img src="/api/files/12/download?expires=99&amp;signature=x-y_z" alt="planta">')).toBe(
      '<img src="/api/files/12/download" alt="planta">',
    );
    expect(sanitizeHtml('<img src="/api/files/12/download#vista">')).toBe('<img src="/api/files/12/download">');
    expect(sanitizeHtml('<img src="/api/files/12/download/../../x">')).toBe('');
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

describe('sanitizeHtml with pictures as data URLs', () => {
  // A photo's base64 is set aside before the parse (sanitize.ts): the output must be the
  // parser's own, whatever the markup around it.
  const photo = `${'iVBORw0KGgoAAAANSUhEUgAA'.repeat(40)}\n${'AAAA/+9='.repeat(10)}`;
  const png = `data:image/png;base64,${photo}`;
  const jpeg = `data:image/jpeg;base64,${photo.slice(0, 200)}`;
  const cases: Record<string, string> = {
    'as the editor writes it': `<p>Foto:</p><img src="${png}" alt="vista"><p>fim</p>`,
    'a JPEG, twice, with spaces after': `<img src="${jpeg}  \n"><p>x</p><img alt="b" src="${jpeg}">`,
    'beside our own file': `<img src="/api/files/3/download"><img src="${png}">`,
    'its source quoted in another picture’s alt': `<img alt=' src="${jpeg}   "' src="${png}">`,
    'after a data-src': `<img data-src="${jpeg}" src="${png}">`,
    'in a comment and a dropped tag': `<!-- <img src="${png}"> --><textarea><img src="${jpeg}"></textarea><p>a</p>`,
    'in a script, and as text': `<script>x='<img src="${png}">'</script><p>&lt;img src="${jpeg}"&gt;</p>`,
    'other spellings, parsed as they are': `<img src='${jpeg}'><IMG SRC="${jpeg}"><img src=" ${jpeg}"><img src="${jpeg}&#10;">`,
    'a source cut short': `<p>a</p><img src="${png}`,
  };
  for (const [what, html] of Object.entries(cases))
    it(`gives the parser's own output: ${what}`, () => {
      expect(sanitizeHtml(html)).toBe(sanitizeParsed(html));
    });

  it('keeps the picture whole, and a stand-in never reaches the text', () => {
    const out = sanitizeHtml(cases['as the editor writes it']!);
    expect(out).toBe(`<p>Foto:</p><img src="${png}" alt="vista"><p>fim</p>`);
    expect(sanitizeHtml(`<img src="${jpeg}"><img src="${png}">`)).toBe(`<img src="${jpeg}"><img src="${png}">`);
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

describe('structure as typed: headings, quotes, lists and tables', () => {
  const typed =
    '<h1>Diagnóstico</h1><h2 style="text-align: center">Situação jurídica</h2><h3>Matrículas</h3><h5>Nota</h5>' +
    '<blockquote><p>Citação do laudo</p><blockquote><p>dentro</p></blockquote></blockquote>' +
    '<ul><li><p>item</p></li></ul>' +
    '<table style="min-width: 75px"><colgroup><col style="min-width: 25px"></colgroup><tbody>' +
    '<tr><th colspan="1" rowspan="1"><p>Quadra</p></th><th colspan="2" rowspan="1"><p>Lotes</p></th></tr>' +
    '<tr><td colspan="1" rowspan="1"><p>01</p></td><td><p><strong>12</strong></p></td><td onclick="x()"><p>3</p></td></tr>' +
    '</tbody></table>';

  it('keeps h1–h3 (deeper headings as h3), blockquotes and tables with their cells and colspan', () => {
    expect(sanitizeHtml(typed)).toBe(
      '<h1>Diagnóstico</h1><h2 style="text-align: center">Situação jurídica</h2><h3>Matrículas</h3><h3>Nota</h3>' +
        '<blockquote><p>Citação do laudo</p><blockquote><p>dentro</p></blockquote></blockquote>' +
        '<ul><li><p>item</p></li></ul>' +
        '<table><tbody><tr><th><p>Quadra</p></th><th colspan="2"><p>Lotes</p></th></tr>' +
        '<tr><td><p>01</p></td><td><p><strong>12</strong></p></td><td><p>3</p></td></tr></tbody></table>',
    );
  });

  it('parses headings with their level, quotes with their depth, and each cell on its own', () => {
    const blocks = parseRichText(sanitizeHtml(typed));
    const text = (b: (typeof blocks)[number]) => (b.kind === 'text' ? b.runs.map((r) => r.text).join('') : b.kind);
    expect(blocks.map((b) => [text(b), b.kind === 'text' ? (b.heading ?? 0) : 0, b.quote])).toEqual([
      ['Diagnóstico', 1, 0],
      ['Situação jurídica', 2, 0],
      ['Matrículas', 3, 0],
      ['Nota', 3, 0],
      ['Citação do laudo', 0, 1],
      ['dentro', 0, 2],
      ['item', 0, 0],
      ['table', 0, 0],
    ]);
    const table = blocks[7];
    if (table.kind !== 'table') throw new Error('not a table');
    expect(table.rows.map((row) => row.map((c) => [c.header, c.colspan, c.blocks.map(text).join('|')]))).toEqual([
      [
        [true, 1, 'Quadra'],
        [true, 2, 'Lotes'],
      ],
      [
        [false, 1, '01'],
        [false, 1, '12'],
        [false, 1, '3'],
      ],
    ]);
  });
});
