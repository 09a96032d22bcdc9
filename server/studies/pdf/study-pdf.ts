import type { Writable } from 'node:stream';
import type { Db } from '../../db/connection.ts';
import * as f from '../../reports/format.ts';
import { runReport } from '../../reports/pdf/runner.ts';
import { A4 } from '../../reports/pdf/document.ts';
import { cell, forgetPen, MUTED } from '../../reports/pdf/draw.ts';
import type { Block } from '../../reports/pdf/flow.ts';
import { professionalSignature } from '../../reports/pdf/professional-signature.ts';
import { figures } from '../../reports/pdf/sections.ts';
import { richTextBlocks } from '../rich-text/blocks.ts';
import { registerRichFonts } from '../rich-text/fonts.ts';
import { parseRichText, type RichBlock } from '../rich-text/parse.ts';
import { cover, heading, MARGIN, WIDTH, type Letterhead } from './cover.ts';
import { cityAndUf } from '../../../domain/reference/states.ts';

/**
 * A rich-text document (Estudo Preliminar, Relatório Técnico): the letterhead and title on
 * page 1, then each chapter's title and its HTML rendered faithfully, with the reports' page
 * header and 'Página X de Y' footer, streamed into `out`; it ends with the responsible
 * professional's signature block (professional-signature.ts).
 *
 * Each chapter is laid out when the page flow reaches it, so the first pages go out while the
 * last chapters are still text: the largest study accepted (20 sections at the text cap, 2,249
 * pages) had every chapter measured before page 1, ~1.4 s of layout (issue 19 goal 1: the first
 * page of any report in under a second).
 */
export interface Chapter {
  title: string;
  /** Its HTML, parsed once (see `chapterOf`): its own images are read before the document starts. */
  body: readonly RichBlock[];
  /** Figures boxed after the text (the social diagnosis' families and residents). */
  figures?: [string, string][];
}

/** A chapter as stored: its title and HTML. */
export interface StoredChapter {
  title: string;
  html: string | null | undefined;
  figures?: [string, string][];
}

/** A chapter from its stored HTML. */
export const chapterOf = (chapter: StoredChapter): Chapter => ({
  title: chapter.title,
  body: parseRichText(chapter.html),
  figures: chapter.figures,
});

export interface StudyPdf extends Letterhead {
  chapters: readonly Chapter[];
  /** Bytes of our own file URLs used as images (see images.ts); data URLs need none. */
  images?: ReadonlyMap<string, Buffer>;
}

const EMPTY = 'Seção não preenchida.';

export async function writeStudyPdf(db: Db, out: Writable, input: StudyPdf): Promise<number> {
  const subtitle = [input.project.name, cityAndUf(input.project.city, input.project.state)].filter(Boolean).join(' — ');
  return runReport({ db, out }, `${input.title} — ${input.project.name}`, async (doc) => {
    registerRichFonts(doc);
    const column = { x: MARGIN, width: WIDTH, maxImageHeight: A4.height - 64 - 44 - 40 };
    const chapterBlocks = (chapter: Chapter): Block[] => {
      const blocks = heading(doc, chapter.title);
      if (chapter.body.length) blocks.push(...richTextBlocks(doc, chapter.body, column, input.images));
      else
        blocks.push({
          h: 18,
          draw: (y) => cell(doc, EMPTY, MARGIN, y, WIDTH, { font: 'Sans-Italic', size: 10, color: MUTED }),
        });
      const boxed = chapter.figures;
      if (boxed?.length) blocks.push({ h: 4 }, figures(doc, { x: MARGIN, width: WIDTH }, boxed));
      // Measuring set the document's font behind the pen's back, between two drawn blocks.
      forgetPen(doc);
      return blocks;
    };
    const place = cityAndUf(input.project.city, input.project.state);
    const signature = professionalSignature(doc, { x: MARGIN, width: WIDTH }, input.settings, place, input.now);
    const room = signature.reduce((sum, b) => sum + b.h, 0);
    return {
      decoration: { title: input.title, subtitle, generatedAt: f.dateTime(input.now) },
      *blocks() {
        // The signature never stands alone on a page: the last line of text goes along with it.
        // Each chapter is held back until the next is laid out (every chapter draws its title),
        // and the last one's last drawn block keeps the signature's room after it.
        let held = cover(doc, input);
        for (const chapter of input.chapters) {
          yield held;
          held = chapterBlocks(chapter);
        }
        const last = held.findLastIndex((b) => b.draw);
        if (last >= 0) held[last] = { ...held[last], keepWith: Math.max(held[last].keepWith ?? 0, room) };
        yield held;
        yield signature;
      },
    };
  });
}
