import type { Writable } from 'node:stream';
import type { Db } from '../../db/connection.ts';
import * as f from '../../reports/format.ts';
import { runReport } from '../../reports/pdf/runner.ts';
import { A4 } from '../../reports/pdf/document.ts';
import { cell, MUTED } from '../../reports/pdf/draw.ts';
import type { Block } from '../../reports/pdf/flow.ts';
import { professionalSignature } from '../../reports/pdf/professional-signature.ts';
import { figures } from '../../reports/pdf/sections.ts';
import { richTextBlocks } from '../rich-text/blocks.ts';
import { registerRichFonts } from '../rich-text/fonts.ts';
import { parseRichText, type RichBlock } from '../rich-text/parse.ts';
import { cover, heading, MARGIN, WIDTH, type Letterhead } from './cover.ts';

/**
 * A rich-text document (Estudo Preliminar, Relatório Técnico): the letterhead and title on
 * page 1, then each chapter's title and its HTML rendered faithfully, with the reports' page
 * header and 'Página X de Y' footer, streamed into `out`; it ends with the responsible
 * professional's signature block (professional-signature.ts).
 */
export interface Chapter {
  title: string;
  html: string | null | undefined;
  /** Figures boxed after the text (the social diagnosis' families and residents). */
  figures?: [string, string][];
}

export interface StudyPdf extends Letterhead {
  chapters: readonly Chapter[];
  /** Bytes of our own file URLs used as images (see images.ts); data URLs need none. */
  images?: ReadonlyMap<string, Buffer>;
}

const EMPTY = 'Seção não preenchida.';

export function parseChapters(chapters: readonly Chapter[]): RichBlock[][] {
  return chapters.map((c) => parseRichText(c.html));
}

export async function writeStudyPdf(db: Db, out: Writable, input: StudyPdf): Promise<number> {
  const subtitle = [input.project.name, [input.project.city, input.project.state].filter(Boolean).join('/')]
    .filter(Boolean)
    .join(' — ');
  return runReport({ db, out }, `${input.title} — ${input.project.name}`, async (doc) => {
    registerRichFonts(doc);
    const column = { x: MARGIN, width: WIDTH, maxImageHeight: A4.height - 64 - 44 - 40 };
    const blocks: Block[] = cover(doc, input);
    parseChapters(input.chapters).forEach((parsed, i) => {
      blocks.push(...heading(doc, input.chapters[i].title));
      if (parsed.length) blocks.push(...richTextBlocks(doc, parsed, column, input.images));
      else
        blocks.push({
          h: 18,
          draw: (y) => cell(doc, EMPTY, MARGIN, y, WIDTH, { font: 'Sans-Italic', size: 10, color: MUTED }),
        });
      const boxed = input.chapters[i].figures;
      if (boxed?.length) blocks.push({ h: 4 }, figures(doc, { x: MARGIN, width: WIDTH }, boxed));
    });
    const place = [input.project.city, input.project.state].filter(Boolean).join('/');
    const signature = professionalSignature(doc, { x: MARGIN, width: WIDTH }, input.settings, place, input.now);
    // The signature never stands alone on a page: the last line of text goes along with it.
    const last = blocks.findLastIndex((b) => b.draw);
    const room = signature.reduce((sum, b) => sum + b.h, 0);
    if (last >= 0) blocks[last] = { ...blocks[last], keepWith: Math.max(blocks[last].keepWith ?? 0, room) };
    blocks.push(...signature);
    return {
      decoration: { title: input.title, subtitle, generatedAt: f.dateTime(input.now) },
      blocks: () => [blocks],
    };
  });
}
