/**
 * Counts events per key in fixed windows, in this process's memory (each API process counts
 * on its own: with N processes behind a balancer a client gets at most N times the limit).
 * Expired keys are dropped as the map grows, so a flood of distinct keys cannot exhaust memory.
 */
export interface WindowCounter {
  /** Counts one event for the key; returns the count in the current window. */
  hit(key: string): { count: number; retryAfterSeconds: number };
  /** The count in the current window, without counting. */
  peek(key: string): { count: number; retryAfterSeconds: number };
  reset(key: string): void;
}

const MAX_KEYS = 50_000;

export function windowCounter(windowMs: number, now: () => number = Date.now): WindowCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt > now()) return entry;
    windows.delete(key);
    return undefined;
  };
  const answer = (entry: { count: number; resetAt: number } | undefined) => ({
    count: entry?.count ?? 0,
    retryAfterSeconds: entry ? Math.max(1, Math.ceil((entry.resetAt - now()) / 1000)) : 0,
  });
  return {
    hit(key) {
      let entry = current(key);
      if (!entry) {
        if (windows.size >= MAX_KEYS) {
          const t = now();
          for (const [k, e] of windows) if (e.resetAt <= t) windows.delete(k);
          // Still full of live keys: forget the oldest rather than grow without bound.
          if (windows.size >= MAX_KEYS) windows.delete(windows.keys().next().value!);
        }
        entry = { count: 0, resetAt: now() + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return answer(entry);
    },
    peek: (key) => answer(current(key)),
    reset: (key) => void windows.delete(key),
  };
}
