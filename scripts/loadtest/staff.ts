import type { Kind } from './mix.ts';
import { KindStats } from './stats.ts';

/**
 * People at their desks: `people` independent users for `seconds`, each picking what to do
 * next from the mix (by its share) after a pause drawn at random around `rate` actions per
 * second (exponential: most pauses short, some long). Unlike autocannon's paced connections,
 * which all fire on the same tick, nobody here waits for anyone else — as in an office.
 */
export async function staff(
  base: string,
  token: string,
  kinds: Kind[],
  people: number,
  seconds: number,
  rate: number,
): Promise<KindStats[]> {
  const stats = kinds.map(() => new KindStats());
  const total = kinds.reduce((sum, k) => sum + k.share, 0);
  const choose = (): number => {
    let x = Math.random() * total;
    for (const [i, k] of kinds.entries()) if ((x -= k.share) < 0) return i;
    return kinds.length - 1;
  };
  const deadline = performance.now() + seconds * 1000;
  const pause = () => new Promise((resolve) => setTimeout(resolve, (-Math.log(1 - Math.random()) / rate) * 1000));
  const person = async () => {
    await pause();
    while (performance.now() < deadline) {
      const i = choose();
      const { method, path, body } = kinds[i].request(Math.random);
      const started = performance.now();
      try {
        const res = await fetch(`${base}${path}`, {
          method,
          body,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          signal: AbortSignal.timeout(10_000),
        });
        await res.arrayBuffer();
        stats[i].record(res.status, performance.now() - started);
      } catch (error) {
        if ((error as Error).name === 'TimeoutError') stats[i].timeouts += 1;
        else stats[i].errors += 1;
      }
      await pause();
    }
  };
  await Promise.all(Array.from({ length: people }, person));
  return stats;
}
