import { DATA_IMAGE, OWN_FILE, imageSourceOk, ownFileSource } from '../../../domain/api/study-images.ts';

/**
 * The HTML subset the rich-text editors emit and the PDF renders (Estudo Preliminar and the
 * customised Relatório Técnico). The front end uses tiptap 3: StarterKit, TextAlign,
 * Highlight (multicolor), Image, and an indent extension. What is kept on save:
 *
 * - Blocks: `<p>`, `<h1>`–`<h3>` (`<h4>`–`<h6>` become `<h3>`), `<blockquote>`, `<ol>`, `<ul>`,
 *   `<li>` (tiptap writes `<li><p>…</p></li>`), `<img>`, and tables as tiptap's Table writes
 *   them: `<table><tbody><tr><th|td colspan>…</td></tr></tbody></table>` (`<thead>`/`<tfoot>`
 *   rows join the body in order; colgroup and widths are dropped, the PDF shares the width
 *   evenly). Other containers (div, a, code…) are unwrapped, keeping their text; script,
 *   style, iframe, object, svg… are dropped with their content.
 * - Inline: `<strong>`/`<b>`, `<em>`/`<i>`, `<u>`, `<s>`, `<br>`, and `<mark>`/`<span>` with a
 *   white or yellow background (`style="background-color: #ffff00"` and/or
 *   `data-color="#ffff00"` as Highlight writes them; any other colour is dropped).
 * - On `<p>`, `<h1>`–`<h3>` and `<li>`: `style="text-align: left|center|right|justify"` (TextAlign) and
 *   `data-indent="N"` with N from 1 to 8 (the indent extension; each level is INDENT_STEP
 *   points in the PDF).
 * - `<img src>`: only `data:image/png;base64,…`, `data:image/jpeg;base64,…` or our own file
 *   route `/api/files/{id}/download`, kept without the query of the signed link a read gives
 *   (./own-images.ts); `alt` kept. No other attribute survives anywhere
 *   (no on* handlers, no class, no href).
 */
export type Align = 'left' | 'center' | 'right' | 'justify';
export type Highlight = 'yellow' | 'white';

export const MAX_INDENT = 8;
export const INDENT_STEP = 24;

/** Largest section accepted (characters of HTML, images included as base64). */
export const MAX_SECTION_CHARS = 5 * 1024 * 1024;

/**
 * Largest text of a section: its HTML without the images' sources. Measured: the editor's
 * justified paragraphs, bold, lists take ~3,400 characters of HTML per PDF page, so a whole
 * 40-page Estudo Preliminar is ~135,000 characters; one section may hold ~120 pages. Past
 * that the cap is about the server, not the study: layout costs time per character.
 */
export const MAX_SECTION_TEXT_CHARS = 400_000;

const IMG_OPENING = /<img\b/gi;
/**
 * Characters of a section that are not image data (each `<img …>` counts as five). Each tag's
 * end is found with indexOf, not read by a regular expression a character at a time: a pasted
 * photo's tag is ~2.8 MB, and every save of a study counts its sections on the API's thread.
 */
export function textChars(html: string): number {
  let chars = html.length;
  IMG_OPENING.lastIndex = 0;
  for (let open = IMG_OPENING.exec(html); open; open = IMG_OPENING.exec(html)) {
    const close = html.indexOf('>', open.index);
    if (close < 0) break;
    chars -= close + 1 - open.index - '<img>'.length;
    IMG_OPENING.lastIndex = close + 1;
  }
  return chars;
}

export const BLOCK_TAGS = new Set(['p', 'ol', 'ul', 'li', 'blockquote']);
export const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** A heading's level as kept: 1 to 3 (deeper headings print as level 3). */
export const headingLevel = (tag: string): 1 | 2 | 3 => Math.min(3, Number(tag.slice(1))) as 1 | 2 | 3;
export const TABLE_SECTIONS = new Set(['thead', 'tbody', 'tfoot']);
export const CELL_TAGS = new Set(['td', 'th']);
/** Widest a cell may span (a table of the editor has a handful of columns). */
export const MAX_COLSPAN = 20;
export function colspanOf(value: string | undefined): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? Math.max(1, Math.min(MAX_COLSPAN, n)) : 1;
}
export const INLINE_TAGS: Record<string, 'bold' | 'italic' | 'underline' | 'strike' | 'mark'> = {
  strong: 'bold',
  b: 'bold',
  em: 'italic',
  i: 'italic',
  u: 'underline',
  s: 'strike',
  strike: 'strike',
  del: 'strike',
  mark: 'mark',
  span: 'mark',
};
/** Dropped with everything inside them. */
export const DROPPED_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
  'head',
  'title',
  'textarea',
  'select',
  'option',
  'button',
  'input',
  'form',
  'link',
  'meta',
  'video',
  'audio',
  'canvas',
]);

const ALIGNS = new Set<Align>(['left', 'center', 'right', 'justify']);

/** One declaration of an inline style attribute ("text-align", "background-color"…). */
export function styleValue(style: string | undefined, property: string): string | undefined {
  if (!style) return undefined;
  for (const part of style.split(';')) {
    const at = part.indexOf(':');
    if (at > 0 && part.slice(0, at).trim().toLowerCase() === property)
      return part
        .slice(at + 1)
        .trim()
        .toLowerCase();
  }
  return undefined;
}

export function alignOf(style: string | undefined): Align | undefined {
  const value = styleValue(style, 'text-align');
  return value && ALIGNS.has(value as Align) ? (value as Align) : undefined;
}

export function indentOf(value: string | undefined): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? Math.max(0, Math.min(MAX_INDENT, n)) : 0;
}

const NAMED: Record<string, Highlight> = { yellow: 'yellow', white: 'white' };

function rgbOf(color: string): [number, number, number] | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(color);
  if (hex) {
    const h = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
    return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
  }
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/.exec(color);
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : null;
}

/** White or yellow from a CSS colour (shades of either count: #fef08a is yellow); else none. */
export function highlightOf(color: string | undefined): Highlight | undefined {
  if (!color) return undefined;
  const c = color.trim().toLowerCase();
  if (NAMED[c]) return NAMED[c];
  const rgb = rgbOf(c);
  if (!rgb) return undefined;
  const [r, g, b] = rgb;
  if (r >= 240 && g >= 240 && b >= 240) return 'white';
  if (r >= 200 && g >= 190 && b <= 170) return 'yellow';
  return undefined;
}

export const HIGHLIGHT_HEX: Record<Highlight, string> = { yellow: '#ffff00', white: '#ffffff' };

// Image sources the renderer can draw: PNG/JPEG data URLs, or our own file route.
export { DATA_IMAGE, OWN_FILE, imageSourceOk, ownFileSource };

/**
 * The source a section keeps: a data URL as sent; our own file route without its query (the
 * signed link a read gave the editor), so the stored text never holds a link that expires.
 */
export function keptImageSource(src: string): string {
  const own = OWN_FILE.exec(src);
  return own ? ownFileSource(own[1]) : src;
}
