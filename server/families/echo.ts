import { sameValue } from '../../domain/api/same-value.ts';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { bodyKeysOf } from '../../domain/validation/schema.ts';
import { HttpError } from '../errors.ts';
import { staleRecord } from '../history/version.ts';

/** What is left of a family member's body once its echoes are taken out, and the version they imply. */
export interface Echoes {
  values: Record<string, unknown>;
  /** The stored version when the body echoed a current `updated_at` (the save's precondition). */
  version?: number;
}

/**
 * A form post sends text: `"12"` for the id 12, `"true"` for true. A number or boolean answered
 * is echoed when its text is the one sent.
 */
const sameEcho = (sent: unknown, answered: unknown): boolean =>
  sameValue(sent, answered) ||
  (typeof sent === 'string' &&
    (typeof answered === 'number' || typeof answered === 'boolean') &&
    String(answered) === sent.trim());

/**
 * The API accepts what it answers (issue #13 part 5), for a lot's children and residents as
 * server/http/echo.ts does for JSON saves (their bodies may be form posts, read by the service,
 * so the route hook cannot see them). `answered` is the record as the API answers it (a save),
 * or the values the server will set (a create: the lot from the path, the resident's type):
 *
 * - an echoed key the body may not write whose value equals the answer's is dropped;
 * - one with another value is refused with 400 naming it ("Este campo não pode ser alterado"), by
 *   the body schema when it is one of the entity's read-only keys;
 * - an echoed `updated_at` is the precondition, as `If-Match`: another instant → 409, the
 *   current one → the save is made from the version read with it.
 *
 * Read-only keys the answer does not have (an id on a create) are left to the body schema,
 * which refuses them by name.
 */
export function takeEchoes(schema: unknown, sent: Record<string, unknown>, answered: Record<string, unknown>): Echoes {
  const keys = bodyKeysOf(schema);
  const writable = keys?.writable ?? [];
  const echoed = Object.keys(sent).filter((key) => !writable.includes(key) && key in answered);
  let version: number | undefined;
  if (echoed.includes('updated_at')) {
    if (!sameEcho(sent.updated_at, answered.updated_at)) throw staleRecord();
    if (typeof answered.version === 'number') version = answered.version;
  }
  const drop = echoed.filter((key) => sameEcho(sent[key], answered[key]));
  // A read-only key is refused by the body schema, beside the other fields' errors; a key of
  // the answer the schema does not know (the version) is refused here.
  const changed = echoed.filter((key) => !drop.includes(key) && !keys?.readOnly.includes(key));
  if (changed.length)
    throw new HttpError(400, MESSAGES.invalidRequest, Object.fromEntries(changed.map((k) => [k, MESSAGES.readOnly])));
  return { values: Object.fromEntries(Object.entries(sent).filter(([key]) => !drop.includes(key))), version };
}
