import { afterEach, describe, expect, it } from 'vitest';
import { TaskThread } from './thread.ts';
import type { ProbeTask } from './fixtures/probe-worker.ts';

/**
 * The threads that take CPU work off the API's thread (issue #19, goal 5): the rich-text bodies,
 * the GIS files of an import. What a task's caller gets back in every case: the answer, the
 * error its work threw (with its status and messages), and a thread that stopped under it.
 */
const SCRIPT = new URL('./fixtures/probe-worker.ts', import.meta.url);
type Answer = { length: number; sum: number; at: number };
const threads: TaskThread<ProbeTask, Answer>[] = [];
const thread = (heapMb?: number) => {
  const made = new TaskThread<ProbeTask, Answer>(SCRIPT, heapMb ? { maxOldGenerationSizeMb: heapMb } : undefined);
  threads.push(made);
  return made;
};
const bytes = (values: number[]) => new Uint8Array(values).buffer;

afterEach(async () => {
  await Promise.all(threads.splice(0).map((t) => t.close()));
});

describe('a task thread', () => {
  it('answers each task with what its work returned, moving the bytes it was given', async () => {
    const probe = thread();
    const sent = bytes([1, 2, 3, 250]);
    await expect(probe.run({ do: 'echo', bytes: sent }, [sent])).resolves.toMatchObject({
      answer: { length: 4, sum: 256 },
    });
    // Moved, not copied: the caller's buffer is gone.
    expect(sent.byteLength).toBe(0);
    // Copied when not listed.
    const kept = bytes([7]);
    await expect(probe.run({ do: 'echo', bytes: kept })).resolves.toMatchObject({ answer: { sum: 7 } });
    expect(kept.byteLength).toBe(1);
  });

  it('takes tasks one after another in the order they came, even when the work waits', async () => {
    const probe = thread();
    const [slow, fast] = await Promise.all([
      probe.run({ do: 'echo', bytes: bytes([1]), wait: 200 }),
      probe.run({ do: 'echo', bytes: bytes([2]) }),
    ]);
    expect(fast.answer!.at).toBeGreaterThanOrEqual(slow.answer!.at);
  });

  it('passes on the error the work threw, its status and field messages with it, and keeps serving', async () => {
    const probe = thread();
    await expect(probe.run({ do: 'refuse' })).resolves.toEqual({
      error: expect.objectContaining({ statusCode: 400, message: 'Arquivo recusado', errors: { file: 'vazio' } }),
      stopped: false,
    });
    await expect(probe.run({ do: 'break' })).resolves.toEqual({
      error: expect.objectContaining({ name: 'TypeError', message: 'a library failed' }),
      stopped: false,
    });
    await expect(probe.run({ do: 'echo', bytes: bytes([5]) })).resolves.toMatchObject({ answer: { sum: 5 } });
  });

  it('answers the tasks a stopped thread held, and starts another for the next task', async () => {
    const probe = thread();
    await probe.warm();
    const held = probe.run({ do: 'echo', bytes: bytes([1]), wait: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await probe.close();
    await expect(held).resolves.toMatchObject({ stopped: true, error: { message: 'worker closed' } });
    await expect(probe.run({ do: 'echo', bytes: bytes([9]) })).resolves.toMatchObject({ answer: { sum: 9 } });
  });

  it('stops at its memory limit, not the process, and says so', { timeout: 60_000 }, async () => {
    const probe = thread(32);
    await expect(probe.run({ do: 'hoard' })).resolves.toMatchObject({
      stopped: true,
      error: { code: 'ERR_WORKER_OUT_OF_MEMORY' },
    });
    await expect(probe.run({ do: 'echo', bytes: bytes([3]) })).resolves.toMatchObject({ answer: { sum: 3 } });
  });
});
