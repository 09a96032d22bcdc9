import { nextTurn } from '../loop/turns.ts';

/**
 * Runs `work` while `count` is read at every turn of the event loop, as another request would
 * (the tests of a write made a slice a transaction, server/db/slices.ts): `work`'s answer and
 * every count read meanwhile, in order. `meanwhile` is called with each count.
 */
export async function countsDuring<T>(
  count: () => Promise<number>,
  work: () => Promise<T>,
  meanwhile: (count: number) => Promise<void> = async () => undefined,
): Promise<{ result: T; seen: number[] }> {
  let done = false;
  const seen: number[] = [];
  const watcher = (async () => {
    while (!done) {
      seen.push(await count());
      await meanwhile(seen.at(-1)!);
      await nextTurn();
    }
  })();
  const result = await work().finally(() => (done = true));
  await watcher;
  return { result, seen };
}
