import net from 'node:net';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { delayProxy, type DelayProxy } from '../bench/delay-proxy.ts';

/** `BENCH_DB_DELAY_MS` (bench/api-latency.ts): the database's bytes, late by as much in each direction, unchanged and in order. */
describe('bench delay proxy', () => {
  let echo: net.Server | undefined;
  let proxy: DelayProxy | undefined;
  afterEach(async () => {
    await proxy?.close();
    echo?.close();
  });

  it('answers what the target answers, in order, a round trip later by twice the delay', async () => {
    echo = net.createServer((socket) => socket.pipe(socket));
    echo.listen(0, '127.0.0.1');
    await once(echo, 'listening');
    const target = `postgres://bench@127.0.0.1:${(echo.address() as net.AddressInfo).port}/banco`;
    proxy = await delayProxy(target, 25);
    const url = new URL(proxy.url);
    expect([url.username, url.pathname]).toEqual(['bench', '/banco']);

    const socket = net.connect(Number(url.port), url.hostname);
    await once(socket, 'connect');
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    const sent = Array.from({ length: 50 }, (_, i) => `pedaço ${i};`);
    const started = performance.now();
    for (const piece of sent) socket.write(piece);
    socket.end();
    await once(socket, 'end');
    expect(Buffer.concat(received).toString()).toBe(sent.join(''));
    // Each way held 25 ms (timers fire late, never early).
    expect(performance.now() - started).toBeGreaterThanOrEqual(49);
  });
});
