import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/connection.ts';
import * as f from '../format.ts';
import { pdfText } from '../test-kit.ts';
import { runReport } from './runner.ts';
import { improvementsHeading } from './socioeconomic.ts';

/** A one-page report with only its page frame: the bytes, as the API would send them. */
async function framedPage(title: string, subtitle: string): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const decoration = { title, subtitle, generatedAt: '29/11/2026 03:02' };
  await runReport({ db: {} as Db, out }, title, async () => ({
    decoration,
    blocks: () => [[{ h: 20, draw: () => undefined }]],
  }));
  return Buffer.concat(chunks);
}

describe('the report page header', () => {
  it.each([
    ['Relatório Socioeconômico — famílias de uma pessoa', 'Vila Nova Conquista (MDR) — Campinas/SP'],
    ['Relatório de Moradores — famílias de uma pessoa', 'Vila Nova Conquista (MDR) — Campinas/SP'],
    ['Relatório Socioeconômico', 'Vila Nova Conquista (MDR) — Campinas/SP'],
  ])('writes the whole title %j beside the project', async (title, subtitle) => {
    const { pageTexts } = await pdfText(await framedPage(title, subtitle));
    const page = pageTexts[0].replace(/\s+/g, ' ');
    expect(page).toContain(title);
    expect(page).toContain(subtitle);
    expect(page).not.toContain('…');
  });
});

describe('counts in the reports', () => {
  it("say '1 família' and 'N famílias'", () => {
    expect(improvementsHeading(1)).toBe('Benfeitorias (MDR) — 1 família');
    expect(improvementsHeading(3)).toBe('Benfeitorias (MDR) — 3 famílias');
    expect(improvementsHeading(0)).toBe('Benfeitorias (MDR) — 0 famílias');
    expect(f.count(1, 'lote', 'lotes')).toBe('1 lote');
    expect(f.count(12, 'lote', 'lotes')).toBe('12 lotes');
  });
});
