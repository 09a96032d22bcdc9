import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { setupServer } from 'msw/node';
import { handlers, resetMockStore } from '../../../mock-api/handlers.ts';

/** Starts the msw mock API for a test file, with fresh data before each test. */
export function startMockApi() {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => {
    resetMockStore();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
