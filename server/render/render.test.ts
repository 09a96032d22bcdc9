import { MessageChannel } from 'node:worker_threads';
import { PassThrough } from 'node:stream';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connection.ts';
import { rowsOf } from '../db/rows.ts';
import { blocks, lots, projects } from '../db/schema/index.ts';
import { EMPTY_FILTER } from '../reports/filters.ts';
import { pdfText } from '../reports/test-kit.ts';
import { freshDatabase } from '../test/database.ts';
import { proxyDb, runProxied } from './db-bridge.ts';
import { renderPdf } from './index.ts';
import { renderPool } from './pool.ts';
import { BATCH, PortReadable, PortWritable, WINDOW } from './stream-bridge.ts';

/**
 * The render bridge on the real engine of the run (PGlite or PostgreSQL): queries through
 * the pg-proxy driver answer what the direct ones do; bytes keep their order and stop at the
 * window when nobody reads; a render whose client leaves stops and frees its thread; the
 * group job's progress comes back to the caller, and its abort stops the document.
 */
let database: Database;
let projectId: number;
const LOTS = 300;
const filter = { ...EMPTY_FILTER, include_incomplete: true };

beforeAll(async () => {
  database = await freshDatabase();
  const { db } = database;
  const [project] = await db
    .insert(projects)
    .values({ name: 'Núcleo Ponte', city: 'Campinas', state: 'SP' })
    .returning();
  projectId = project.id;
  const [block] = await db.insert(blocks).values({ name: 'Quadra 01', project_id: projectId }).returning();
  await db.insert(lots).values(
    Array.from({ length: LOTS }, (_, i) => ({
      name: `Lote ${String(i + 1).padStart(3, '0')}`,
      block_id: block.id,
      project_id: projectId,
      owner_name: `Conceição ${i + 1}`,
      area: 120 + i,
    })),
  );
  await renderPool().warm();
}, 90_000);
afterAll(() => database?.close());

describe('db bridge (pg-proxy to the main thread)', () => {
  it('answers selects, raw SQL and inserts as the direct database does, dates included', async () => {
    const { db } = database;
    const remote = proxyDb((query) => runProxied(db, query));
    const select = (d: typeof db) =>
      d.select().from(lots).where(eq(lots.project_id, projectId)).orderBy(asc(lots.id)).limit(5);
    const [direct, proxied] = [await select(db), await select(remote)];
    expect(proxied).toEqual(direct);
    expect(proxied[0].created_at).toBeInstanceOf(Date);
    const raw = sql`select count(*)::int as n, min(name) as first from lots where project_id = ${projectId}`;
    expect(rowsOf(await remote.execute(raw))).toEqual(rowsOf(await db.execute(raw)));
    const [made] = await remote.insert(blocks).values({ name: 'Quadra Ponte', project_id: projectId }).returning();
    expect((await db.select().from(blocks).where(eq(blocks.id, made.id)))[0]).toEqual(made);
    await expect(remote.execute(sql`select * from tabela_que_nao_existe`)).rejects.toThrow();
  });

  it('lets the event loop answer other requests between queued report reads', async () => {
    // Twenty reads queued at once, as twenty reports starting together send them. An incoming
    // request (here: a macrotask queued right after them) must get its turn before the last
    // read ends, not after all twenty (issue #19 goal 5: /api/health waited for the whole queue).
    const { db } = database;
    const events: string[] = [];
    const reads = Array.from({ length: 20 }, (_, i) =>
      runProxied(db, {
        sql: 'select count(*) from lots where project_id = $1',
        params: [projectId],
        method: 'all',
      }).then(() => events.push(`read ${i}`)),
    );
    setImmediate(() => events.push('other request'));
    await Promise.all(reads);
    expect(events).toContain('other request');
    expect(events.indexOf('other request')).toBeLessThan(events.indexOf('read 19'));
  });
});

/** A worker's writer and the main thread's reader over a real MessageChannel; `chunks` counts what crossed. */
function bridge() {
  const { port1, port2 } = new MessageChannel();
  const writer = new PortWritable(port1);
  const reader = new PortReadable((message) => port2.postMessage(message));
  const crossed = { chunks: 0 };
  port1.on('message', (message: { t: string; bytes: number }) => message.t === 'ack' && writer.ack(message.bytes));
  port2.on('message', (message: { t: string; data: Uint8Array }) => {
    if (message.t === 'chunk') {
      crossed.chunks += 1;
      reader.chunk(message.data);
    } else if (message.t === 'end') reader.push(null);
  });
  return { writer, reader, crossed, close: () => port1.close() };
}

describe('stream bridge', () => {
  it('keeps the bytes in order and stops writing at the window while nobody reads', async () => {
    const { writer, reader, close } = bridge();
    const chunks = Array.from({ length: 400 }, (_, i) => Buffer.alloc(16 * 1024, i % 251));
    let written = 0;
    for (const chunk of chunks) {
      const room = writer.write(chunk);
      written += 1;
      if (!room) {
        await Promise.race([
          new Promise((resolve) => writer.once('drain', resolve)),
          new Promise((resolve) => setTimeout(resolve, 300)),
        ]);
        if (writer.writableNeedDrain) break;
      }
    }
    // Nobody read: the writer stopped near the window (the reader's buffer, the window, its own buffer).
    expect(written * 16 * 1024).toBeLessThan(3 * WINDOW + 128 * 1024);
    expect(written).toBeLessThan(chunks.length);
    const received: Buffer[] = [];
    reader.on('data', (c: Buffer) => received.push(c));
    const ended = new Promise((resolve) => reader.on('end', resolve));
    for (const chunk of chunks.slice(written))
      if (!writer.write(chunk)) await new Promise((resolve) => writer.once('drain', resolve));
    writer.end();
    await ended;
    expect(Buffer.concat(received).equals(Buffer.concat(chunks))).toBe(true);
    close();
  });

  it('sends many small writes as few chunks, bytes in order (issue #19 goal 5: one message each held the API thread)', async () => {
    const { writer, reader, crossed, close } = bridge();
    const received: Buffer[] = [];
    reader.on('data', (c: Buffer) => received.push(c));
    const ended = new Promise((resolve) => reader.on('end', resolve));
    // As pdfkit writes a cross-reference table: thousands of 20-byte lines, one write each.
    const lines = Array.from({ length: 20_000 }, (_, i) => Buffer.from(`${String(i).padStart(10, '0')} 00000 n \n`));
    for (const line of lines) if (!writer.write(line)) await new Promise((resolve) => writer.once('drain', resolve));
    writer.end();
    await ended;
    expect(Buffer.concat(received).equals(Buffer.concat(lines))).toBe(true);
    const bytes = lines.length * lines[0].byteLength;
    expect(crossed.chunks).toBeLessThanOrEqual(Math.ceil(bytes / BATCH) + 2);
    close();
  });

  it('sends a lone small write without waiting for more', async () => {
    const { writer, reader, close } = bridge();
    const first = new Promise<Buffer>((resolve) => reader.once('data', resolve));
    writer.write(Buffer.from('%PDF-1.3\n'));
    expect((await first).toString()).toBe('%PDF-1.3\n');
    writer.destroy();
    close();
  });
});

describe('renderPdf in a worker thread', () => {
  const request = (out: PassThrough, progress?: (f: number) => Promise<void> | void) => ({
    db: database.db,
    projectIds: [projectId],
    filter,
    out,
    progress,
  });

  it('renders a lot report with its progress, the bytes a valid PDF', { timeout: 60_000 }, async () => {
    const out = new PassThrough();
    const parts: Buffer[] = [];
    out.on('data', (c: Buffer) => parts.push(c));
    const fractions: number[] = [];
    const result = await renderPdf(
      request(out, (f) => void fractions.push(f)),
      'residents-report',
    );
    const { pages, text } = await pdfText(Buffer.concat(parts));
    expect(result.pages).toBe(pages);
    expect(text).toContain('Conceição 300');
    expect(fractions.at(-1)).toBe(1);
    expect(fractions.length).toBeGreaterThanOrEqual(2);
  });

  it(
    'stops when the progress callback throws (a group job aborted), with that error',
    { timeout: 60_000 },
    async () => {
      const out = new PassThrough().resume();
      await expect(
        renderPdf(
          request(out, () => Promise.reject(new Error('generation aborted'))),
          'residents-report',
        ),
      ).rejects.toThrow('generation aborted');
      expect(out.destroyed).toBe(true);
    },
  );

  it('stops when the client leaves mid-document, and the next render works', { timeout: 60_000 }, async () => {
    const out = new PassThrough({ highWaterMark: 1024 });
    out.once('data', () => out.destroy());
    const outcome = await Promise.race([
      renderPdf(request(out), 'socioeconomic-report').then(
        () => 'finished',
        (error: Error) => error.message,
      ),
      new Promise((resolve) => setTimeout(() => resolve('still running'), 30_000)),
    ]);
    expect(outcome).toBe('report destination closed');
    const again = new PassThrough().resume();
    expect((await renderPdf(request(again), 'user-assignment-report')).pages).toBeGreaterThan(0);
  });
});
