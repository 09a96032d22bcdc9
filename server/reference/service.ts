import { createHash } from 'node:crypto';
import type { Municipality, State, Uf } from '../../domain/reference/index.ts';
import { municipalities, states } from '../../domain/reference/index.ts';

/** A list answer as the API sends it: `{data, total}`. */
export interface ListBody<T> {
  data: readonly T[];
  total: number;
}

/** A JSON answer serialized once, with the strong ETag of its bytes. */
export interface CachedDocument {
  body: Buffer;
  etag: string;
}

function cache(value: unknown): CachedDocument {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
}

const list = <T>(data: readonly T[]): ListBody<T> => ({ data, total: data.length });

const documents = new Map<string, CachedDocument>();

function memo(key: string, make: () => unknown): CachedDocument {
  let document = documents.get(key);
  if (!document) {
    document = cache(make());
    documents.set(key, document);
  }
  return document;
}

/** The body of GET /reference/states. */
export const statesBody = (): ListBody<State> => list(states());

/** The body of GET /reference/municipalities, all of them or those of one state. */
export const municipalitiesBody = (uf?: Uf): ListBody<Municipality> => list(municipalities(uf));

export const statesDocument = (): CachedDocument => memo('states', statesBody);

export const municipalitiesDocument = (uf?: Uf): CachedDocument =>
  memo(`municipalities:${uf ?? '*'}`, () => municipalitiesBody(uf));

/** Whether an If-None-Match header names this ETag (weak comparison, RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
