import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { handlers, resetMockStore } from '../../../mock-api/handlers.ts';

export interface RecordedCall {
  method: string;
  /** Path and query, e.g. `/api/projects/1/addMember`. */
  path: string;
  body: unknown;
}

/** A JSON body parsed; any other body (a multipart upload) as its text. */
const parseBody = (text: string): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * Holds back the mock API's answers to `GET path` until the test calls `release()`; `asked()`
 * says whether the app has asked yet. The mock API's own answer follows the release.
 */
export function holdAnswer(server: ReturnType<typeof setupServer>, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  server.use(
    http.get(path, async () => {
      asked = true;
      await released;
    }),
  );
  return { release, asked: () => asked };
}

/** At most how many turns of the event loop a file's last requests are waited for. */
export const SETTLE_TURNS = 20;

/**
 * Follows the requests `server` is answering. `settled()` lets what a test's screen had queued
 * ask and be answered before the mock API closes: react-admin batches a getMany into a
 * macrotask (ra-core's useGetManyAggregate), which can come after Testing Library's cleanup has
 * unmounted the screen. Closed first, such a request went to the network (jsdom's
 * http://localhost: "fetch failed", ECONNREFUSED 127.0.0.1:80, printed as an unknown test's) or,
 * in a shared worker, to the next file's mock API. A held answer never ends: at most
 * SETTLE_TURNS turns.
 */
export function followRequests(server: ReturnType<typeof setupServer>) {
  const inFlight = new Set<string>();
  server.events.on('request:start', ({ requestId }) => void inFlight.add(requestId));
  server.events.on('request:end', ({ requestId }) => void inFlight.delete(requestId));
  return {
    async settled(): Promise<void> {
      for (let turn = 0; turn < SETTLE_TURNS; turn++) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (turn > 0 && inFlight.size === 0) return;
      }
    },
  };
}

/**
 * Starts the msw mock API for a test file, with fresh data before each test. `calls()` lists
 * the requests the app made since the test started, with their JSON bodies.
 */
export function startMockApi() {
  const server = setupServer(...handlers);
  let pending: Promise<RecordedCall>[] = [];
  server.events.on('request:start', (event) => {
    const { request } = event as unknown as { request: Request };
    const url = new URL(request.url);
    pending.push(
      request
        .clone()
        .text()
        .then((text) => ({ method: request.method, path: `${url.pathname}${url.search}`, body: parseBody(text) })),
    );
  });
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => {
    resetMockStore();
    pending = [];
  });
  afterEach(() => server.resetHandlers());
  const requests = followRequests(server);
  afterAll(async () => {
    await requests.settled();
    server.close();
  });
  return { server, calls: () => Promise.all(pending) };
}
