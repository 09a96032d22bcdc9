import http from 'node:http';
import { BROWSER_ACCEPT_ENCODING } from '../../server/http/compression.ts';
import type { Kind } from './mix.ts';
import { KindStats } from './stats.ts';

/**
 * People at their desks: `people` independent users for `seconds`, each picking what to do
 * next from the mix (by its share) after a pause drawn at random around `rate` actions per
 * second (exponential: most pauses short, some long). Unlike autocannon's paced connections,
 * which all fire on the same tick, nobody here waits for anyone else — as in an office.
 *
 * Requests go through node:http with a keep-alive connection per person, not fetch: the load
 * generator shares the machine with the server, so it should take as little CPU as it can
 * (7–8% of a core for 200 people at ~200 requests/s, measured 2026-11-28; the phase prints it).
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
  const agent = new http.Agent({ keepAlive: true, maxSockets: people });
  const { hostname, port } = new URL(base);
  const deadline = performance.now() + seconds * 1000;
  // A pause never runs past the deadline: the phase lasts `seconds`, and its requests/s means it.
  const pause = () =>
    new Promise((resolve) =>
      setTimeout(
        resolve,
        Math.min((-Math.log(1 - Math.random()) / rate) * 1000, Math.max(0, deadline - performance.now())),
      ),
    );
  const ask = (method: string, path: string, body?: string) =>
    new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          agent,
          hostname,
          port,
          method,
          path,
          timeout: 10_000,
          headers: {
            authorization: `Bearer ${token}`,
            // As a browser asks: the server compresses what it answers (server/http/compression.ts).
            'accept-encoding': BROWSER_ACCEPT_ENCODING,
            ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { name: 'TimeoutError' })));
      request.on('error', reject);
      request.end(body);
    });
  const person = async () => {
    await pause();
    while (performance.now() < deadline) {
      const i = choose();
      const { method, path, body } = kinds[i].request(Math.random);
      const started = performance.now();
      try {
        stats[i].record(await ask(method, path, body), performance.now() - started);
      } catch (error) {
        if ((error as Error).name === 'TimeoutError') stats[i].timeouts += 1;
        else stats[i].errors += 1;
      }
      await pause();
    }
  };
  await Promise.all(Array.from({ length: people }, person));
  agent.destroy();
  return stats;
}
