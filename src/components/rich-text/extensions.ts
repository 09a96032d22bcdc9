import type { Extensions } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import TextAlign from '@tiptap/extension-text-align';
import Highlight from '@tiptap/extension-highlight';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { Indent } from './indent';
import { ImageDrop, ImagePaste } from './image-files';
import { isKeptImageSource } from './image';

/** The two backgrounds of the toolbar (the server's sanitiser keeps exactly these). */
export const BACKGROUNDS = { white: '#ffffff', yellow: '#ffff00' } as const;
export type Background = keyof typeof BACKGROUNDS;

export const ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

/**
 * What the editor may produce: the HTML subset the server keeps and renders to PDF (p, h1–h3,
 * blockquote, tables, strong, em, u, s, ol, ul, li, br, img of our own file route (ImageButton
 * uploads each picture; a png/jpeg data URL, as older texts and pastes hold, is kept too), mark
 * with a white or yellow background, text-align and data-indent on paragraphs and list
 * items). Headings and quotes come from their shortcuts ("# ", "## ", "> ") or a paste, tables
 * from a paste (a spreadsheet's or a document's); code and links are off: the PDF would drop them.
 */
export const richTextExtensions = (): Extensions => [
  StarterKit.configure({
    heading: { levels: [1, 2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: false,
  }),
  TextAlign.configure({ types: ['paragraph', 'heading'], alignments: [...ALIGNMENTS] }),
  Highlight.configure({ multicolor: true }),
  // Only the sources the server keeps: another site's picture pasted would show broken (the CSP)
  // and vanish at the save; it stays out at once, and ImagePaste says so.
  Image.extend({
    parseHTML: () => [
      {
        tag: 'img[src]',
        getAttrs: (node) => (isKeptImageSource((node as HTMLElement).getAttribute('src')) ? null : false),
      },
    ],
  }).configure({ allowBase64: true }),
  TableKit.configure({ table: { resizable: false } }),
  Indent,
  ImageDrop,
  ImagePaste,
];

/**
 * The editor keeps an empty paragraph after a final list or image (so one can write below
 * it): not part of the text. An empty editor is '' like nothing saved.
 */
export const normaliseHtml = (html: string) => html.replace(/(<p><\/p>)+$/, '');
