import { describe, expect, it } from 'vitest';
import { inSlices } from './turns.ts';

/** Work that takes `ms` of the thread, as a check of a lot does. */
const spin = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

describe('work in slices on the API thread (issue #19, goal 5)', () => {
  it('gives other work a turn between slices and answers what the generator returns', async () => {
    const seen: number[] = [];
    let step = 0;
    function* steps() {
      for (; step < 10; step++) {
        yield;
        spin(2);
      }
      return 'pronto';
    }
    // Queued before the work: it must run while the work is still going (10 steps of 2 ms, slices of 5 ms).
    setImmediate(() => seen.push(step));
    await expect(inSlices(steps(), 5)).resolves.toBe('pronto');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBeGreaterThan(0);
    expect(seen[0]).toBeLessThan(10);
  });

  it('runs a short piece of work through without waiting for a turn', async () => {
    const seen: string[] = [];
    function* steps() {
      yield;
      yield;
      return 3;
    }
    setImmediate(() => seen.push('turn'));
    const answer = await inSlices(steps(), 50);
    seen.push(`answer ${answer}`);
    expect(seen).toEqual(['answer 3']);
  });
});
