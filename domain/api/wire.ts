import type { z } from 'zod';

/**
 * A value as it crosses the wire in JSON: what a schema declares as a Date (the server hands
 * fastify a Date, which serialises it as ISO 8601 text) arrives in the browser as a string.
 */
export type Wire<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

/**
 * The type of an answer as the SPA reads it: the server's answer schema (domain/api/), its
 * dates as text. `import type` it: the schema stays out of the browser's bundle.
 */
export type Answer<S extends z.ZodType> = Wire<z.output<S>>;
