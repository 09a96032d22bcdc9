import { HttpError } from 'react-admin';

/**
 * react-admin's data provider, in development builds, logs every request the API refused
 * (`console.error(error)` in ra-core's useDataProvider) before handing the error on. The web
 * tests ask for 404s, 409s and 422s on purpose, to see what the screen then says: a run
 * printed 63 such stacks, burying the warnings worth reading. A refusal (4xx) alone is not
 * printed; its test still asserts what the person sees. A 5xx, a network failure and anything
 * else logged are printed as before.
 */
export const isRefusalLog = (args: readonly unknown[]): boolean =>
  args.length === 1 && args[0] instanceof HttpError && args[0].status >= 400 && args[0].status < 500;

const installed = Symbol.for('reurb.quietRefusals');

/** Wraps `target.error` once (a shared worker runs the setup for every file of its window). */
export function installQuietRefusals(target: { error: (...args: unknown[]) => void } = console): void {
  const marked = target as typeof target & { [installed]?: true };
  if (marked[installed]) return;
  const original = target.error.bind(target);
  target.error = (...args: unknown[]) => {
    if (!isRefusalLog(args)) original(...args);
  };
  marked[installed] = true;
}
