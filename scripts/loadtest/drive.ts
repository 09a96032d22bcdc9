import autocannon from 'autocannon';
import { BROWSER_ACCEPT_ENCODING } from '../../server/http/compression.ts';
import type { Kind } from './mix.ts';
import { KindStats } from './stats.ts';

/**
 * One autocannon per kind of request, all at once for `seconds`, so each kind has its own
 * latencies (every response is recorded: autocannon's own summary has no p95). Every
 * connection asks again the moment it is answered: this measures the server's ceiling.
 */
export async function drive(
  base: string,
  token: string,
  kinds: Kind[],
  connections: number[],
  seconds: number,
): Promise<KindStats[]> {
  const stats = kinds.map(() => new KindStats());
  await Promise.all(
    kinds.map(
      (kind, i) =>
        new Promise<void>((resolve, reject) => {
          const instance = autocannon(
            {
              url: base,
              connections: connections[i],
              duration: seconds,
              timeout: 10,
              headers: {
                authorization: `Bearer ${token}`,
                'content-type': 'application/json',
                // As a browser asks: the server compresses what it answers (server/http/compression.ts).
                'accept-encoding': BROWSER_ACCEPT_ENCODING,
              },
              requests: [{ setupRequest: (request) => ({ ...request, ...kind.request(Math.random) }) }],
            },
            (error, result) => {
              if (error) return reject(error);
              stats[i].errors = result.errors - result.timeouts;
              stats[i].timeouts = result.timeouts;
              resolve();
            },
          );
          instance.on('response', (_client, status, _bytes, ms) => stats[i].record(status, ms));
        }),
    ),
  );
  return stats;
}
