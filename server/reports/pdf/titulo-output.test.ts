import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { rowsOf } from '../../db/rows.ts';
import { qrPath } from '../../emissions/qr.ts';
import { seedDemoData } from '../../seed/demo-data.ts';
import { freshDatabase } from '../../test/database.ts';
import { lotChunks, selectLots } from '../data.ts';
import { EMPTY_FILTER } from '../filters.ts';
import { titlesReport } from '../generate.ts';
import { pdfText, scanQrs } from '../test-kit.ts';
import type { DocumentStamp } from './stamp.ts';

/**
 * The títulos' typesetting is tuned for speed (issue 19): this pins what a reader gets, so no
 * optimisation changes a legal act. Deterministic demo lots (UTM vertices, partners, every
 * clause) are drawn with an emission's stamp (number, code, QR) and read back with pdf.js; every
 * line of every page — its text and where it starts, to a tenth of a point — must match the
 * snapshot taken before the optimisations (`npx vitest run -u` rewrites it after a wanted change
 * of the words or the layout), and each page must draw its título's QR, which a scan reads.
 */
const NOW = new Date('2026-11-20T15:00:00Z');
const LOTS = 12;

/**
 * Each page's text lines as "y x | text", top to bottom: pdf.js reads a justified line as one
 * item per word, so items on the same baseline are joined, and the line starts at its first.
 */
async function pageLines(bytes: Buffer): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { useSystemFonts: false });
  const out: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    out.push(`— página ${n} —`);
    const lines: { y: string; x: string; words: string[] }[] = [];
    for (const item of content.items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const [, , , , x, y] = (item.transform as number[]).map((v) => v.toFixed(1));
      const last = lines.at(-1);
      if (last?.y === y) last.words.push(item.str.trim());
      else lines.push({ y, x, words: [item.str.trim()] });
    }
    for (const line of lines) out.push(`${line.y} ${line.x} | ${line.words.join(' ')}`);
  }
  await pdf.cleanup();
  return out;
}

/**
 * The pages' drawing, byte for byte: a digest of every compressed stream (page contents, with
 * the justification's word spacing, the QRs' paths and the embedded font subsets); how many
 * streams fill a QR's path (each título's once, in its form: ./stamp.ts), and how many draw a
 * QR's form (every page). The metadata (the generation time is in it) is not compressed.
 */
function drawing(
  bytes: Buffer,
  stamps: ReadonlyMap<number, DocumentStamp>,
): { digest: string; qrs: number; placed: number } {
  const pdf = bytes.toString('latin1');
  const hash = createHash('sha256');
  let qrs = 0;
  let placed = 0;
  const paths = [...stamps.values()].map((s) => s.qr.path);
  for (const m of pdf.matchAll(/<<([^]*?)>>\s*stream\r?\n/g)) {
    if (!m[1].includes('/FlateDecode')) continue;
    const length = Number(/\/Length (\d+)/.exec(m[1])?.[1]);
    const start = m.index + m[0].length;
    const inflated = zlib.inflateSync(bytes.subarray(start, start + length));
    hash.update(inflated);
    const content = inflated.toString('latin1');
    qrs += paths.filter((p) => content.includes(p)).length;
    placed += content.match(/\/Qr\d+ Do/g)?.length ?? 0;
  }
  return { digest: hash.digest('hex'), qrs, placed };
}

describe('títulos: the same document, however it is drawn', () => {
  let database: Database;
  let projectId: number;
  let stamps: Map<number, DocumentStamp>;

  beforeAll(async () => {
    database = await freshDatabase();
    const db = database.db;
    await seedDemoData(db, { projects: 1, lots: LOTS, seed: 19_001, now: NOW });
    projectId = rowsOf<{ id: number }>(await db.execute(sql`select min(id) as id from projects`))[0].id;
    // The public protocol is random by design (domain/registry/protocol.ts): pinned here.
    await db.execute(sql`update lots set protocol = 'REURB-2026-' || lpad(id::text, 6, '0')`);
    await db.execute(
      sql`update project_settings set titulo_additional_info = ${'Primeira informação adicional do título.\n\nSegunda informação, mais longa, que ocupa mais de uma linha da coluna de texto do título para quebrar.'}`,
    );
    const ids = rowsOf<{ id: number }>(await db.execute(sql`select id from lots order by id`)).map((r) => r.id);
    stamps = new Map(
      ids.map((id, k) => {
        const code = `7K2M-9QXD-P4TA-${String(1000 + k)}`;
        const url = `https://reurb.exemplo.gov.br/verificar/${code}`;
        return [id, { label: `Título nº ${String(k + 1).padStart(4, '0')}/2026`, code, url, qr: qrPath(url) }];
      }),
    );
  });

  afterAll(async () => {
    await database.close();
  });

  it('reads the lots in a small first chunk, then full chunks, each once and in order', async () => {
    const selection = await selectLots(database.db, { ...EMPTY_FILTER, include_incomplete: true }, [projectId]);
    const sizes: number[] = [];
    const seen: number[] = [];
    for await (const chunk of lotChunks(database.db, selection, 5, 2)) {
      sizes.push(chunk.length);
      for (const { index, lot } of chunk) {
        expect(lot?.id).toBe(selection.ids[index]);
        seen.push(index);
      }
    }
    expect(sizes).toEqual([2, 5, 5]);
    expect(seen).toEqual([...Array(LOTS).keys()]);
  });

  /** The demo lots' títulos, stamped as an emission stamps them. */
  async function stampedTitulos(): Promise<{ bytes: Buffer; pages: number }> {
    const out = new PassThrough();
    const parts: Buffer[] = [];
    out.on('data', (chunk: Buffer) => parts.push(chunk));
    const { pages } = await titlesReport({
      db: database.db,
      projectIds: [projectId],
      filter: { ...EMPTY_FILTER, include_incomplete: true },
      out,
      now: NOW,
      official: { stamps },
    });
    return { bytes: Buffer.concat(parts), pages: pages! };
  }

  it('reads back line by line as the snapshot', async () => {
    const { bytes, pages } = await stampedTitulos();
    const lines = await pageLines(bytes);
    expect(lines.filter((l) => l.startsWith('— página')).length).toBe(pages);
    expect(pages).toBeGreaterThanOrEqual(LOTS);
    const text = lines.join('\n');
    const words = lines.map((l) => l.replace(/^.*? \| /, '')).join(' ');
    for (const clause of [
      'Descrição do perímetro (SIRGAS 2000',
      'CONFERE o presente TÍTULO DE LEGITIMAÇÃO FUNDIÁRIA',
      'Título nº 0012/2026',
    ])
      expect(words).toContain(clause);
    const drawn = drawing(bytes, stamps);
    expect(drawn.qrs).toBe(LOTS);
    expect(drawn.placed).toBe(pages);
    await expect(`${text}\n— desenho (sha-256 dos fluxos) —\n${drawn.digest}\n`).toMatchFileSnapshot(
      './__snapshots__/titulos-12-lotes.txt',
    );
  });

  it("scans: every page's QR reads its own título's verification address", async () => {
    const { bytes, pages } = await stampedTitulos();
    const { pageTexts } = await pdfText(bytes);
    const byLabel = new Map([...stamps.values()].map((s) => [s.label, s.url]));
    const scanned = await scanQrs(bytes, pages);
    for (let n = 1; n <= pages; n++) {
      const label = /Título nº \d{4}\/2026/.exec(pageTexts[n - 1])?.[0];
      expect(label, `página ${n}`).toBeDefined();
      expect(scanned[n - 1], `página ${n}`).toBe(byLabel.get(label!));
    }
  });
});
