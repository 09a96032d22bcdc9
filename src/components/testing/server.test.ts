import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { followRequests, SETTLE_TURNS } from './server';

/**
 * A test file's mock API waits for what its last screen had queued before it closes
 * (startMockApi): react-admin's batched getMany asks a macrotask after the screen is gone.
 */
describe('the mock API settles before it closes', () => {
  let release!: () => void;
  const server = setupServer(
    http.get('http://localhost/api/blocks/1', async () => {
      await delay(5);
      return HttpResponse.json({ id: 1 });
    }),
    http.get(
      'http://localhost/api/held',
      () => new Promise<Response>((resolve) => (release = () => resolve(HttpResponse.json({})))),
    ),
  );
  const requests = followRequests(server);
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterAll(() => server.close());

  it('answers a request queued a macrotask later, as react-admin batches a getMany, before it returns', async () => {
    let answered: unknown = null;
    setTimeout(() => void fetch('http://localhost/api/blocks/1').then(async (r) => (answered = await r.json())), 0);
    await requests.settled();
    expect(answered).toEqual({ id: 1 });
  });

  it('gives up on an answer held back, after a bounded number of turns', async () => {
    const answer = fetch('http://localhost/api/held');
    let turns = 0;
    const counting = setInterval(() => turns++, 0);
    await requests.settled();
    clearInterval(counting);
    expect(turns).toBeLessThanOrEqual(SETTLE_TURNS + 1);
    release();
    expect((await answer).status).toBe(200);
  });
});
