import { randomBytes } from 'node:crypto';
import type { ChildNode, Element } from 'domhandler';
import { escapeAttribute, escapeText } from 'entities';
import { isElement, isText, parseHtml } from './dom.ts';
import { DATA_IMAGE_HEAD } from '../../../domain/api/study-images.ts';
import {
  BLOCK_TAGS,
  CELL_TAGS,
  DROPPED_TAGS,
  HEADING_TAGS,
  HIGHLIGHT_HEX,
  INLINE_TAGS,
  TABLE_SECTIONS,
  alignOf,
  colspanOf,
  headingLevel,
  highlightOf,
  imageSourceOk,
  indentOf,
  keptImageSource,
  styleValue,
} from './subset.ts';

/** Attributes kept on a paragraph or list item: alignment and indent (see subset.ts). */
function blockAttributes(el: Element): string {
  let out = '';
  const align = alignOf(el.attribs.style);
  if (align) out += ` style="text-align: ${align}"`;
  const indent = indentOf(el.attribs['data-indent']);
  if (indent) out += ` data-indent="${indent}"`;
  return out;
}

function inline(el: Element, kind: string, inner: string): string {
  if (kind !== 'mark') return `<${el.name}>${inner}</${el.name}>`;
  const color = highlightOf(el.attribs['data-color']) ?? highlightOf(styleValue(el.attribs.style, 'background-color'));
  if (!color) return inner;
  const hex = HIGHLIGHT_HEX[color];
  return `<mark data-color="${hex}" style="background-color: ${hex}">${inner}</mark>`;
}

function element(el: Element): string {
  const name = el.name;
  if (DROPPED_TAGS.has(name) || el.type === 'script' || el.type === 'style') return '';
  if (name === 'br') return '<br>';
  if (name === 'img') {
    const src = el.attribs.src?.trim();
    if (!imageSourceOk(src)) return '';
    const alt = el.attribs.alt ? ` alt="${escapeAttribute(el.attribs.alt)}"` : '';
    return `<img src="${escapeAttribute(keptImageSource(src))}"${alt}>`;
  }
  if (name === 'table') return table(el);
  const inner = nodes(el.children);
  if (HEADING_TAGS.has(name)) {
    const tag = `h${headingLevel(name)}`;
    return `<${tag}${blockAttributes(el)}>${inner}</${tag}>`;
  }
  if (name === 'p' || name === 'li') return `<${name}${blockAttributes(el)}>${inner}</${name}>`;
  if (BLOCK_TAGS.has(name)) return `<${name}>${inner}</${name}>`;
  const kind = INLINE_TAGS[name];
  if (kind) return inner ? inline(el, kind, inner) : '';
  return inner;
}

/** The rows of a table (of its sections too), in order, as elements. */
function rowsOf(el: Element): Element[] {
  return el.children.filter(isElement).flatMap((child) => {
    if (child.name === 'tr') return [child];
    return TABLE_SECTIONS.has(child.name) ? rowsOf(child) : [];
  });
}

/** A table as tiptap writes it, reduced to rows and cells (colspan kept); an empty one goes. */
function table(el: Element): string {
  const rows = rowsOf(el)
    .map((tr) =>
      tr.children
        .filter(isElement)
        .filter((c) => CELL_TAGS.has(c.name))
        .map((c) => {
          const span = colspanOf(c.attribs.colspan);
          return `<${c.name}${span > 1 ? ` colspan="${span}"` : ''}>${nodes(c.children)}</${c.name}>`;
        })
        .join(''),
    )
    .filter(Boolean);
  return rows.length ? `<table><tbody>${rows.map((r) => `<tr>${r}</tr>`).join('')}</tbody></table>` : '';
}

function nodes(list: ChildNode[]): string {
  let out = '';
  for (const node of list) {
    if (isText(node)) out += escapeText(node.data);
    else if (isElement(node)) out += element(node);
  }
  return out;
}

/** The editor's HTML reduced to the subset of subset.ts by parsing it whole. */
export function sanitizeParsed(html: string): string {
  return nodes(parseHtml(html)).trim();
}

/**
 * A data-URL picture's source as the editor writes it (`<img … src="data:…">`): its base64 and
 * any ASCII spaces or line breaks after it apart. htmlparser2 reads an attribute a character at
 * a time, and a photo at the editor's 2 MB limit is 2.8 MB of them: 30–70 ms of the API's thread
 * per save (issue #19 goal 5), for a value the sanitiser keeps as it came. Any other spelling
 * (other quotes, other spaces, an entity) is not matched and goes through the parser as it is.
 */
const EDITOR_DATA_IMAGE = new RegExp(
  String.raw`(<img\b[^>]*?\ssrc=")(${DATA_IMAGE_HEAD}[A-Za-z0-9+/=\t\n ]*[A-Za-z0-9+/=])([\t\n ]*")`,
  'g',
);

/** A stand-in of sanitizeSection: a data URL of a few bytes, unique to its call. */
const STAND_IN = /data:image\/png;base64,[0-9a-f]{16}x\d+y/g;

/** The head of a stand-in: a data URL whose hex is unique to one section's or one body's pictures. */
export const standInPrefix = () => `data:image/png;base64,${randomBytes(8).toString('hex')}x`;

/**
 * A picture set aside: its bytes, and its source as it came, for a stand-in the sanitiser kept
 * in text. Set aside here (the source kept, decoded when asked) or off the API's thread
 * (server/http/rich-body/prepare.ts: the bytes decoded there, the source rebuilt from them when asked).
 */
export interface Aside {
  bytes(): Buffer;
  source(): string;
}

/** The pictures of a body set aside before it reached the route (server/http/rich-body/prepare.ts), by stand-in. */
export interface SetAside {
  prefix: string;
  asides: Map<string, Aside>;
}

/** A data URL kept as its source: its bytes decoded when asked. */
export const sourceAside = (source: string): Aside => ({
  bytes: () => Buffer.from(source.slice(source.indexOf(',') + 1), 'base64'),
  source: () => source,
});

/** A section sanitised, its data-URL pictures still set aside: see sanitizeSection. */
export interface Sanitised {
  /** The sanitised HTML, each picture set aside written as its stand-in. */
  html: string;
  /** The picture of each stand-in. */
  asides: Map<string, Aside>;
}

/**
 * The editor's HTML reduced to the subset of subset.ts, as sanitizeParsed writes it, each
 * editor-written data URL set aside before the parse and a short stand-in, unique to this call,
 * parsed in its place. A stand-in is a data URL too, so the sanitiser keeps it where it keeps
 * the picture, in a picture's source or in text; where it drops the picture, the stand-in goes.
 * The save makes the pictures files (embedded-images.ts), and their megabytes are never copied
 * back into the text (copying a 2.8 MB one took ~10 ms more).
 *
 * A body prepared off the API's thread (server/http/rich-body/prepare.ts) comes with its pictures already set
 * aside, by the same expression, as `setAside`: its stand-ins are parsed as they are.
 */
export function sanitizeSection(html: string, setAside?: SetAside): Sanitised {
  if (setAside && html.includes(setAside.prefix)) return { html: sanitizeParsed(html), asides: setAside.asides };
  const asides = new Map<string, Aside>();
  if (!html.includes(';base64,')) return { html: sanitizeParsed(html), asides };
  const prefix = standInPrefix();
  const light = setAsidePictures(html, (src) => {
    const standIn = `${prefix}${asides.size}y`;
    asides.set(standIn, sourceAside(src));
    return standIn;
  });
  return { html: sanitizeParsed(light), asides };
}

/** `html` with each editor-written data URL (EDITOR_DATA_IMAGE) replaced by the stand-in `standInFor` gives it. */
export const setAsidePictures = (html: string, standInFor: (src: string) => string): string =>
  html.replace(EDITOR_DATA_IMAGE, (_, head: string, src: string, tail: string) => `${head}${standInFor(src)}${tail}`);

/** A sanitised section's HTML with every stand-in it kept swapped back for its data URL. */
export function restoreAsides({ html, asides }: Sanitised): string {
  if (!asides.size) return html;
  return html.replace(STAND_IN, (standIn) => asides.get(standIn)?.source() ?? standIn);
}

/** The editor's HTML reduced to the subset of subset.ts: nothing else survives. */
export function sanitizeHtml(html: string): string {
  return restoreAsides(sanitizeSection(html));
}

/** The sanitised HTML of each section (stand-ins and all): what the checks of own-images.ts read. */
export function htmlOf<K extends string>(
  sections: Partial<Record<K, Sanitised | null>>,
): Partial<Record<K, string | null>> {
  const out: Partial<Record<K, string | null>> = {};
  for (const [key, section] of Object.entries(sections) as [K, Sanitised | null | undefined][])
    if (section !== undefined) out[key] = section && section.html;
  return out;
}
