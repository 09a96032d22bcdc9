import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { richTextExtensions } from './extensions';

/** The editor keeps what the PDF renders (server/studies/rich-text/subset.ts): headings, quotes and tables too. */
let editor: Editor | undefined;
afterEach(() => editor?.destroy());

describe('richTextExtensions', () => {
  it('keeps h1–h3, blockquotes and pasted tables with their cells instead of flattening them to paragraphs', () => {
    editor = new Editor({
      extensions: richTextExtensions(),
      content:
        '<h1>Diagnóstico</h1><h2 style="text-align: center">Situação jurídica</h2><h3>Matrículas</h3>' +
        '<blockquote><p>Citação</p></blockquote>' +
        '<table><tbody><tr><th><p>Quadra</p></th><th colspan="2"><p>Lotes</p></th></tr>' +
        '<tr><td><p>01</p></td><td><p>12</p></td><td><p>3</p></td></tr></tbody></table>',
    });
    const html = editor.getHTML();
    expect(html).toContain('<h1>Diagnóstico</h1>');
    expect(html).toMatch(/<h2 style="text-align: center;?">Situação jurídica<\/h2>/);
    expect(html).toContain('<h3>Matrículas</h3>');
    expect(html).toContain('<blockquote><p>Citação</p></blockquote>');
    expect(html).toMatch(/<th colspan="2"[^>]*><p>Lotes<\/p><\/th>/);
    for (const cell of ['01', '12', '3']) expect(html).toMatch(new RegExp(`<td[^>]*><p>${cell}</p></td>`));
  });
});
