import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lastTestTiming, saveTestTiming } from './test-timing.ts';

describe("the last npm test's time, for the bench's goal table", () => {
  const dirs: string[] = [];
  const dir = () => {
    const created = mkdtempSync(path.join(os.tmpdir(), 'reurb-test-timing-'));
    dirs.push(created);
    return created;
  };
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('reads back what the run saved', () => {
    const root = dir();
    const timing = { seconds: 612.5, cores: 2, when: '2026-11-28T00:30:00.000Z', passed: 2255, failed: 0, skipped: 4 };
    saveTestTiming(timing, root);
    expect(lastTestTiming(root)).toEqual(timing);
  });

  it('answers null when no run was saved or the file is not a timing', () => {
    const root = dir();
    expect(lastTestTiming(root)).toBeNull();
    mkdirSync(path.join(root, 'node_modules', '.cache', 'reurb'), { recursive: true });
    writeFileSync(path.join(root, 'node_modules', '.cache', 'reurb', 'npm-test.json'), '{"seconds":"muitos"}');
    expect(lastTestTiming(root)).toBeNull();
  });
});
