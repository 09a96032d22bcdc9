import { onTestFinished } from 'vitest';

/** A media query list that says yes to the max-width queries, as a 390 px screen does. */
const phoneQuery = (query: string) => ({
  matches: query.includes('max-width'),
  media: query,
  onchange: null,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  addListener: () => undefined,
  removeListener: () => undefined,
  dispatchEvent: () => false,
});

/**
 * The rest of the test runs on a phone (below 600 px, `usePhone`): jsdom has no matchMedia, so
 * this one answers the phone's max-width query. Not a `vi.stubGlobal` (which would need a worker
 * of its own, src/test/isolation.ts): it is taken away when the test finishes.
 */
export function onPhone(): void {
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: phoneQuery });
  onTestFinished(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });
}
