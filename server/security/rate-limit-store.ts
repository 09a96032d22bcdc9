import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/connection.ts';
import { windowCounter, type CounterOptions, type WindowCounter } from './window-counter.ts';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/** What @fastify/rate-limit hands a route's store: the merged options and the route. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store for @fastify/rate-limit (`store` option) that counts in the database through
 * window-counter.ts: one atomic upsert per request, counts shared by every API process and
 * kept across a restart. As the plugin's own store, each route counts on its own (the key is
 * prefixed with the route's method and URL); the window starts at an address's first call.
 */
export function databaseRateLimitStore(db: Db, options: CounterOptions = {}): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;
    private readonly counters = new Map<number, WindowCounter>();

    constructor(_options: FastifyRateLimitOptions, scope = 'global') {
      this.scope = scope;
    }

    private counter(timeWindow: number): WindowCounter {
      let counter = this.counters.get(timeWindow);
      if (!counter) {
        counter = windowCounter(db, `rate-limit:${this.scope}`, timeWindow, options);
        this.counters.set(timeWindow, counter);
      }
      return counter;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      this.counter(timeWindow)
        .hit(key)
        .then(
          ({ count, retryAfterSeconds }) => callback(null, { current: count, ttl: retryAfterSeconds * 1000 }),
          callback,
        );
    }

    /** The count without counting (the plugin's `{ increment: false }`). */
    read(key: string, callback: Callback, timeWindow: number): void {
      this.counter(timeWindow)
        .peek(key)
        .then(
          ({ count, retryAfterSeconds }) => callback(null, { current: count, ttl: retryAfterSeconds * 1000 }),
          callback,
        );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const route = (routeOptions as ChildOptions).routeInfo;
      const method = [route?.method ?? ''].flat().join(',');
      return new DatabaseRateLimitStore(routeOptions as FastifyRateLimitOptions, `${method} ${route?.url ?? ''}`);
    }
  }
  return DatabaseRateLimitStore;
}
