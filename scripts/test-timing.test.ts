import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lastTestTiming, machineCpuShare, minutes, saveTestTiming } from './test-timing.ts';

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
    // With the machine's CPU, where /proc gave it.
    saveTestTiming({ ...timing, cpuSeconds: 1180.4 }, root);
    expect(lastTestTiming(root)).toEqual({ ...timing, cpuSeconds: 1180.4 });
  });

  it('answers null when no run was saved or the file is not a timing', () => {
    const root = dir();
    expect(lastTestTiming(root)).toBeNull();
    mkdirSync(path.join(root, 'node_modules', '.cache', 'reurb'), { recursive: true });
    writeFileSync(path.join(root, 'node_modules', '.cache', 'reurb', 'npm-test.json'), '{"seconds":"muitos"}');
    expect(lastTestTiming(root)).toBeNull();
  });

  it("says how busy the run kept the machine's cores, or nothing when it recorded no CPU", () => {
    expect(machineCpuShare({ seconds: 787.9, cores: 2, cpuSeconds: 1480.2 })).toBe('24,7 min de CPU, 94% de 2 núcleos');
    expect(minutes(787.9)).toBe('13,1');
    expect(machineCpuShare({ seconds: 600, cores: 2 })).toBe('');
    expect(machineCpuShare({ seconds: 0, cores: 2, cpuSeconds: 0 })).toBe('');
    expect(machineCpuShare({ seconds: 600, cores: 2, cpuSeconds: 'muito' as unknown as number })).toBe('');
  });
});
