import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeRunFolder, scratchBase, sweepEndedRuns } from './test-scratch.ts';

const TMPFS = 0x01021994;
const GiB = 1024 ** 3;
const statfs = (type: number, free: number) => () => ({ type, bavail: free / 4096, bsize: 4096 });

describe("the test run's scratch folder", () => {
  it('goes to RAM when /dev/shm is a tmpfs with room for a run', () => {
    expect(scratchBase({}, statfs(TMPFS, 8 * GiB))).toBe('/dev/shm');
  });

  it("stays in the system's temp folder when /dev/shm is small, not a tmpfs, or missing", () => {
    // Docker gives containers a 64 MB /dev/shm.
    expect(scratchBase({}, statfs(TMPFS, 64 * 1024 ** 2))).toBe(os.tmpdir());
    expect(scratchBase({}, statfs(0xef53, 8 * GiB))).toBe(os.tmpdir());
    const missing = () => {
      throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
    };
    expect(scratchBase({}, missing)).toBe(os.tmpdir());
  });

  it('keeps a TMPDIR someone set', () => {
    expect(scratchBase({ TMPDIR: '/var/tmp/ci' }, statfs(TMPFS, 8 * GiB))).toBe('/var/tmp/ci');
  });

  it('is the run of this process: this very test runs with TMPDIR inside it', () => {
    expect(process.env.REURB_TEST_SCRATCH).toBeTruthy();
    expect(os.tmpdir()).toBe(process.env.REURB_TEST_SCRATCH);
    expect(path.basename(os.tmpdir())).toMatch(/^reurb-run-\d+-/);
  });

  const base = mkdtempSync(path.join(os.tmpdir(), 'sweep-'));
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  it('removes the folders of runs that were killed, and only those', () => {
    for (const name of ['reurb-run-111-aaaaaa', 'reurb-run-222-bbbbbb', 'reurb-app-ccccc', 'reurb-run-x-dddddd'])
      mkdirSync(path.join(base, name, 'pg'), { recursive: true });
    const swept = sweepEndedRuns(base, (pid) => pid === 222);
    expect(swept).toEqual(['reurb-run-111-aaaaaa']);
    expect(readdirSync(base).sort()).toEqual(['reurb-app-ccccc', 'reurb-run-222-bbbbbb', 'reurb-run-x-dddddd']);
    expect(sweepEndedRuns(path.join(base, 'nowhere'))).toEqual([]);
    expect(existsSync(path.join(base, 'reurb-run-222-bbbbbb', 'pg'))).toBe(true);
  });

  it("falls back to the system's temp folder when the chosen one refuses a folder", () => {
    const dir = makeRunFolder(path.join(base, 'missing', 'deeper'));
    try {
      expect(path.dirname(dir)).toBe(os.tmpdir());
      expect(path.basename(dir)).toMatch(new RegExp(`^reurb-run-${process.pid}-`));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
