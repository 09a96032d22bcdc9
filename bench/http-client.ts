import http from 'node:http';
import { CODECS, ENCODINGS, type Encoding } from '../server/http/compression.ts';

/** An answer as the bench reads it. */
export interface BenchAnswer {
  status: number;
  /** How the server encoded the body, or null when it sent it as it is. */
  encoding: Encoding | null;
  /** The decoded body. */
  body: Buffer;
  json<T>(): T;
}

/**
 * The client `bench api` times the API with: one kept-alive connection, as a browser keeps one
 * to its API, and the answer decoded in one native call, as a browser's network code does it.
 * Node's fetch decoded each answer through a zlib stream built for it and web streams: ~0.5 ms
 * per small answer and ~1 ms for the 1,000 lots on this machine (2026-11-30), charged to the
 * API though the API had sent its bytes. The answer is still read whole, decoded and checked.
 */
export function httpClient(address: string, headers: Record<string, string>) {
  const url = new URL(address);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const send = (path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
    new Promise<BenchAnswer>((resolve, reject) => {
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          path,
          method: init.method ?? 'GET',
          headers: { ...headers, ...init.headers },
          agent,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            try {
              const raw = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
              const encoding = response.headers['content-encoding'];
              const codec = ENCODINGS.includes(encoding as Encoding) ? CODECS[encoding as Encoding] : null;
              if (encoding && encoding !== 'identity' && !codec) throw new Error(`Codificação inesperada: ${encoding}`);
              const body = codec ? codec.decode(raw) : raw;
              resolve({
                status: response.statusCode ?? 0,
                encoding: codec ? (encoding as Encoding) : null,
                body,
                json: <T>() => JSON.parse(body.toString()) as T,
              });
            } catch (error) {
              reject(error);
            }
          });
        },
      );
      request.on('error', reject);
      request.end(init.body);
    });
  return { send, close: () => agent.destroy() };
}
