import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ownFileSource } from '../../../domain/api/study-images.ts';
import type { Db } from '../../db/connection.ts';
import { pdfText, solidPng } from '../../reports/test-kit.ts';
import { chapterOf, writeStudyPdf } from './study-pdf.ts';

/**
 * A study's chapters are laid out as the pages reach them (issue 19 goal 1): the first pages
 * leave before the last chapter is measured. The largest study accepted had every chapter laid
 * out before page 1, ~1.4 s. Watched from inside: the last chapter's own picture is looked up
 * when that chapter is laid out, and by then pages must already have been written.
 */
const SENTENCE =
  'A regularização fundiária do núcleo iniciou-se com o levantamento planialtimétrico cadastral e o cadastro social das famílias. ';
const PICTURE = ownFileSource(41);

describe('a study PDF', () => {
  it('writes its first pages before it lays out the last chapter, and still keeps the signature with the last line', async () => {
    const chunks: Buffer[] = [];
    let pagesOut = 0;
    const out = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        pagesOut += chunk.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
        done();
      },
    });
    let pagesOutAtLastChapter: number | null = null;
    const images = new (class extends Map<string, Buffer> {
      override get(key: string) {
        pagesOutAtLastChapter ??= pagesOut;
        return super.get(key);
      }
    })([[PICTURE, solidPng(40, 20, [30, 120, 60])]]);
    const text = `<p style="text-align: justify">${SENTENCE.repeat(30)}</p>`.repeat(8);
    const chapters = [
      ...Array.from({ length: 5 }, (_, i) => ({ title: `${i + 1}. Capítulo`, html: text })),
      {
        title: '6. Fotografias',
        html: `<p>${SENTENCE}</p><p><img src="${PICTURE}" alt="Foto"></p><p>Fim do texto.</p>`,
      },
    ].map(chapterOf);
    const pages = await writeStudyPdf({} as Db, out, {
      title: 'Relatório Técnico',
      project: { name: 'Jardim Esperança', city: 'Campinas', state: 'SP' },
      settings: { professional_name: 'Joana Arquiteta', professional_title: 'Arquiteta e Urbanista' } as never,
      logo: null,
      now: new Date('2026-11-20T15:00:00Z'),
      chapters,
      images,
    });
    expect(pages).toBeGreaterThan(10);
    expect(pagesOutAtLastChapter).toBeGreaterThan(5);
    const { pageTexts } = await pdfText(Buffer.concat(chunks));
    const last = pageTexts.at(-1)!.replace(/\s+/g, ' ');
    expect(last).toContain('Joana Arquiteta');
    expect(last).toContain('Fim do texto.');
  });
});
