import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { bodyKeysOf } from '../../domain/validation/schema.ts';
import { sameValue } from '../../domain/api/same-value.ts';
import { HttpError } from '../errors.ts';
import { assumeVersion, staleRecord, versionOf } from '../history/version.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * On a create route: the read-only values the server will set from the body (a lot takes its
     * block's `project_id`), so a client that sends them gets them checked instead of refused.
     * It runs before the handler, so it checks access as the handler would.
     */
    serverSets?: (request: FastifyRequest) => Promise<Record<string, unknown>>;
  }
}

/** The stamp whose echo is a precondition (as If-Match), not a field to compare. */
const STAMP = 'updated_at';

/**
 * The API accepts what it answers (issue #13 part 5). Clients that echo a record (react-admin
 * sends the whole record back on save, file objects included) send the read-only keys they
 * read: ids, counts, stamps, file objects. On every create and save whose body is an entity's
 * (domain/validation/schema.ts knows which keys it may write), before validation:
 *
 * - a save (PATCH or POST on a record's own path) reads the record as its GET answers it, with
 *   the caller's credentials (so the same access check), and drops each echoed key it may not
 *   write (read-only fields, display values) whose value equals the answer's; an echoed `updated_at` is the precondition: stale → 409
 *   as a stale `If-Match`, current → the save is made from the version read with it;
 * - a create drops echoed keys that are null or equal to what the server will set
 *   (`config.serverSets`).
 *
 * A different value is refused with 400 naming the field ("Este campo não pode ser
 * alterado"): here for a display value, by the body schema for a read-only field (beside the
 * other fields' errors). A new route gets this by declaring an entity body: nothing to list here.
 */
export async function acceptEchoes(request: FastifyRequest): Promise<void> {
  if (request.method !== 'PATCH' && request.method !== 'POST') return;
  const keys = bodyKeysOf(request.routeOptions.schema?.body);
  const body = request.body;
  if (!keys || !body || typeof body !== 'object' || Array.isArray(body)) return;
  const sent = body as Record<string, unknown>;
  const notWritable = Object.keys(sent).filter((key) => sent[key] !== undefined && !keys.writable.includes(key));
  if (!notWritable.length) return;
  const stored = await storedRecord(request);
  let drop: string[];
  if (stored) {
    if (STAMP in sent && STAMP in stored) {
      if (!sameValue(sent[STAMP], stored[STAMP])) throw staleRecord();
      if (versionOf(request) === undefined && typeof stored.version === 'number')
        assumeVersion(request, stored.version);
    }
    const answered = notWritable.filter((key) => key in stored);
    drop = answered.filter((key) => sameValue(sent[key], stored[key]));
    // A key of the answer the body schema does not know (a display value) is read-only too.
    const changed = answered.filter((key) => !drop.includes(key));
    if (changed.some((key) => !keys.readOnly.includes(key)))
      throw new HttpError(400, MESSAGES.invalidRequest, Object.fromEntries(changed.map((k) => [k, MESSAGES.readOnly])));
  } else {
    const serverSets = request.routeOptions.config?.serverSets;
    const expected = serverSets ? await serverSets(request) : {};
    drop = notWritable.filter(
      (key) =>
        keys.readOnly.includes(key) && (sent[key] === null || (key in expected && sameValue(sent[key], expected[key]))),
    );
  }
  request.body = Object.fromEntries(Object.entries(sent).filter(([key]) => !drop.includes(key)));
}

/**
 * The record a save is made to, as its GET answers it: the GET route at the same path, asked
 * with the caller's credentials. Undefined for a create (no such GET). An answer other than 200
 * (not found, not a member) is the save's answer too.
 */
async function storedRecord(request: FastifyRequest): Promise<Record<string, unknown> | undefined> {
  const url = request.routeOptions.url;
  if (!url || !request.server.hasRoute({ method: 'GET', url })) return undefined;
  const { authorization, cookie } = request.headers;
  const read = await request.server.inject({
    method: 'GET',
    url: request.url.split('?')[0],
    headers: { ...(authorization ? { authorization } : {}), ...(cookie ? { cookie } : {}) },
    remoteAddress: request.ip,
  });
  const answer = read.json() as Record<string, unknown>;
  if (read.statusCode !== 200) {
    const message = typeof answer?.message === 'string' ? answer.message : MESSAGES.invalidRequest;
    throw new HttpError(read.statusCode, message);
  }
  return answer;
}
