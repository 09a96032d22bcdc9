import type { ChildNode, Element } from 'domhandler';
import { escapeAttribute, escapeText } from 'entities';
import { isElement, isText, parseHtml } from './dom.ts';
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

/** The editor's HTML reduced to the subset of subset.ts: nothing else survives. */
export function sanitizeHtml(html: string): string {
  return nodes(parseHtml(html)).trim();
}
