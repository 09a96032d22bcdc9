import { PassThrough } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/connection.ts';
import { runReport } from './runner.ts';

/**
 * A client that goes away mid-download (a closed tab, the PDF preview fetching a newer copy
 * after a save) destroys the response stream. The report must fail quietly: before, the
 * stream's `finished` promise rejected with nobody listening yet, and Node ended the whole
 * API process on that unhandled rejection.
 */
describe('runReport when the destination closes early', () => {
  it('rejects the report without an unhandled rejection', async () => {
    const out = new PassThrough({ highWaterMark: 1024 });
    const decoration = { title: 'Teste', subtitle: 'Projeto', generatedAt: '01/01/2026 10:00' };
    const blocks = Array.from({ length: 400 }, () => ({ h: 120, draw: () => undefined }));
    const report = runReport({ db: {} as Db, out }, 'Teste', async () => ({ decoration, blocks: () => [blocks] }));
    out.once('data', () => out.destroy());
    await expect(report).rejects.toThrow();
    // Give a stray rejection the turn it needs to surface (vitest fails the run on one).
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

  it('stops when a full destination is closed without an error (never waits for a drain that cannot come)', async () => {
    // Nobody reads: the stream fills, the report waits for room; then the client leaves.
    const out = new PassThrough({ highWaterMark: 1024 });
    const decoration = { title: 'Teste', subtitle: 'Projeto', generatedAt: '01/01/2026 10:00' };
    const blocks = Array.from({ length: 400 }, () => ({ h: 120, draw: () => undefined }));
    const report = runReport({ db: {} as Db, out }, 'Teste', async () => ({ decoration, blocks: () => [blocks] }));
    // The first page is drawn after the fonts load, which can take a while on a loaded machine:
    // wait until the stream is full rather than a fixed time.
    await vi.waitFor(() => expect(out.writableNeedDrain).toBe(true), { timeout: 10_000, interval: 20 });
    out.destroy();
    const outcome = await Promise.race([
      report.then(
        () => 'finished',
        () => 'stopped',
      ),
      new Promise((r) => setTimeout(() => r('still waiting'), 2000)),
    ]);
    expect(outcome).toBe('stopped');
  });
});
