import type { ChildNode, Element } from 'domhandler';
import { isElement, isText, parseHtml } from './dom.ts';
import {
  CELL_TAGS,
  DROPPED_TAGS,
  HEADING_TAGS,
  TABLE_SECTIONS,
  INLINE_TAGS,
  alignOf,
  colspanOf,
  headingLevel,
  highlightOf,
  imageSourceOk,
  indentOf,
  styleValue,
  type Align,
  type Highlight,
} from './subset.ts';

/**
 * The subset's HTML as a flat list of blocks the layout can place: paragraphs and headings
 * (with their list marker, nesting depth, quote depth, indent and alignment), images and
 * tables (rows of cells, each cell its own blocks). Lists become paragraphs with a marker
 * ("1.", "•"), so page breaks may fall between items; a blockquote's paragraphs carry their
 * quote depth.
 */
export interface Style {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
  highlight?: Highlight;
}

export interface Run {
  /** '\n' is a line break (<br>). */
  text: string;
  style: Style;
}

export interface TextBlock {
  kind: 'text';
  runs: Run[];
  align: Align;
  /** Indent levels (data-indent). */
  indent: number;
  /** Enclosing lists. */
  depth: number;
  /** Enclosing blockquotes. */
  quote: number;
  /** h1–h3. */
  heading?: 1 | 2 | 3;
  marker?: string;
}

export interface ImageBlock {
  kind: 'image';
  src: string;
  align: Align;
  indent: number;
  depth: number;
  quote: number;
}

export interface TableCell {
  header: boolean;
  colspan: number;
  blocks: RichBlock[];
}

export interface TableBlock {
  kind: 'table';
  rows: TableCell[][];
  indent: number;
  depth: number;
  quote: number;
}

export type RichBlock = TextBlock | ImageBlock | TableBlock;

const PLAIN: Style = { bold: false, italic: false, underline: false, strike: false };
const BULLETS = ['•', '◦', '▪'];

interface Frame {
  ordered: boolean;
  next: number;
}

class Builder {
  readonly blocks: RichBlock[] = [];
  private current: TextBlock | null = null;
  private readonly lists: Frame[] = [];
  private marker: string | undefined;
  private align: Align = 'left';
  private indent = 0;
  private quotes = 0;
  private level: 1 | 2 | 3 | undefined;

  private open(): TextBlock {
    if (!this.current) {
      this.current = {
        kind: 'text',
        runs: [],
        align: this.align,
        indent: this.indent,
        depth: this.lists.length,
        quote: this.quotes,
        ...(this.level ? { heading: this.level } : {}),
        marker: this.marker,
      };
      this.marker = undefined;
      this.blocks.push(this.current);
    }
    return this.current;
  }

  close(): void {
    this.current = null;
  }

  text(text: string, style: Style): void {
    const collapsed = text.replace(/[ \t\r\n\f]+/g, ' ');
    if (!this.current && !collapsed.trim()) return;
    this.open().runs.push({ text: collapsed, style });
  }

  lineBreak(style: Style): void {
    this.open().runs.push({ text: '\n', style });
  }

  image(src: string): void {
    this.close();
    this.blocks.push({
      kind: 'image',
      src,
      align: this.align,
      indent: this.indent,
      depth: this.lists.length,
      quote: this.quotes,
    });
  }

  /** A heading: a paragraph of its level. */
  heading(el: Element, inside: () => void): void {
    const saved = this.level;
    this.level = headingLevel(el.name);
    this.paragraph(el, inside);
    this.level = saved;
  }

  quote(inside: () => void): void {
    this.close();
    this.quotes++;
    inside();
    this.quotes--;
    this.close();
  }

  table(rows: TableCell[][]): void {
    this.close();
    if (rows.length)
      this.blocks.push({ kind: 'table', rows, indent: this.indent, depth: this.lists.length, quote: this.quotes });
  }

  /** A paragraph-like element: its alignment and indent hold inside it. */
  paragraph(el: Element, inside: () => void): void {
    const saved = [this.align, this.indent] as const;
    this.close();
    this.align = alignOf(el.attribs.style) ?? this.align;
    this.indent = indentOf(el.attribs['data-indent']) || this.indent;
    const before = this.blocks.length;
    inside();
    // An empty paragraph is the editor's blank line: keep it.
    if (el.name === 'p' && this.blocks.length === before) this.open();
    this.close();
    [this.align, this.indent] = saved;
  }

  list(ordered: boolean, inside: () => void): void {
    this.close();
    this.lists.push({ ordered, next: 1 });
    inside();
    this.lists.pop();
    this.close();
  }

  item(el: Element, inside: () => void): void {
    const frame = this.lists[this.lists.length - 1];
    const depth = Math.max(0, this.lists.length - 1);
    this.paragraph(el, () => {
      this.marker = !frame ? undefined : frame.ordered ? `${frame.next++}.` : BULLETS[depth % BULLETS.length];
      inside();
      if (this.marker !== undefined) this.open();
      this.marker = undefined;
    });
  }
}

function styled(el: Element, style: Style): Style {
  switch (INLINE_TAGS[el.name]) {
    case 'bold':
      return { ...style, bold: true };
    case 'italic':
      return { ...style, italic: true };
    case 'underline':
      return { ...style, underline: true };
    case 'strike':
      return { ...style, strike: true };
    case 'mark': {
      const color =
        highlightOf(el.attribs['data-color']) ?? highlightOf(styleValue(el.attribs.style, 'background-color'));
      return color ? { ...style, highlight: color } : style;
    }
    default:
      return style;
  }
}

/** A table's rows (its sections' too, in order), each cell parsed on its own. */
function tableRows(el: Element, style: Style): TableCell[][] {
  return el.children.filter(isElement).flatMap((child): TableCell[][] => {
    if (TABLE_SECTIONS.has(child.name)) return tableRows(child, style);
    if (child.name !== 'tr') return [];
    const cells = child.children
      .filter(isElement)
      .filter((c) => CELL_TAGS.has(c.name))
      .map((c) => {
        const inner = new Builder();
        walk(c.children, inner, style);
        return { header: c.name === 'th', colspan: colspanOf(c.attribs.colspan), blocks: inner.blocks };
      });
    return cells.length ? [cells] : [];
  });
}

function walk(nodes: ChildNode[], b: Builder, style: Style): void {
  for (const node of nodes) {
    if (isText(node)) {
      b.text(node.data, style);
      continue;
    }
    if (!isElement(node) || DROPPED_TAGS.has(node.name) || node.type !== 'tag') continue;
    const el = node;
    const children = () => walk(el.children, b, style);
    if (el.name === 'br') b.lineBreak(style);
    else if (el.name === 'img') {
      if (imageSourceOk(el.attribs.src)) b.image(el.attribs.src.trim());
    } else if (el.name === 'p') b.paragraph(el, children);
    else if (HEADING_TAGS.has(el.name)) b.heading(el, children);
    else if (el.name === 'blockquote') b.quote(children);
    else if (el.name === 'table') b.table(tableRows(el, style));
    else if (el.name === 'ol' || el.name === 'ul') b.list(el.name === 'ol', children);
    else if (el.name === 'li') b.item(el, children);
    else walk(el.children, b, styled(el, style));
  }
}

/** The blocks of one section's HTML. */
export function parseRichText(html: string | null | undefined): RichBlock[] {
  const b = new Builder();
  walk(parseHtml(html ?? ''), b, PLAIN);
  return b.blocks;
}

/** Every block, those inside table cells included (the images to load live anywhere). */
export function allBlocks(blocks: readonly RichBlock[]): RichBlock[] {
  return blocks.flatMap((b) =>
    b.kind === 'table' ? [b, ...b.rows.flatMap((row) => row.flatMap((cell) => allBlocks(cell.blocks)))] : [b],
  );
}
