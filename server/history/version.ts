import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { conflict, HttpError } from '../errors.ts';

/**
 * No lost updates (issue 8 part 1). Every editable row has an integer `version` (bumped by
 * each save), and a save says which version it was made from in the `If-Match` header
 * (`If-Match: 7` or `"7"`). The write is one conditional UPDATE … WHERE version = $v: a
 * stale copy changes nothing and answers 409 with STALE_RECORD.
 *
 * Why a counter and not `updated_at`: the timestamp has microseconds but JS dates keep
 * milliseconds (a round trip through the SPA would never match), `now()` is the
 * transaction's start (two writes in one transaction share it) and clocks can step back;
 * an integer compares exactly on both engines. A save without a version (scripts, older
 * clients) is accepted as before: it is a plain "last write wins"; the SPA always sends it.
 *
 * Answers carry `version`, and clients that PATCH the whole record back (react-admin's
 * default) send it in the body: on the saves below it is taken out of the body before the
 * schema sees it and counts as the version, unless If-Match says otherwise.
 */
export const STALE_RECORD = 'Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.';
export const VERSION_HEADER = 'if-match';
const INVALID_VERSION = 'Versão inválida';

const VERSION = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/;

/** The saves of versioned records, as routed under /api. */
const VERSIONED_ROUTES = [
  '/projects/:id',
  '/projects/:id/settings',
  '/blocks/:id',
  '/streets/:id',
  '/lots/:id',
  '/lots/:id/children/:childId',
  '/lots/:id/residents/:residentId',
].map((path) => `/api${path}`);

const BODY_VERSION = Symbol('bodyVersion');
type Carrier = { [BODY_VERSION]?: number };

const invalidVersion = () => new HttpError(400, MESSAGES.invalidRequest, { version: INVALID_VERSION });

/** preValidation hook: a JSON save's `version` leaves the body and becomes its version. */
export async function versionFromBody(request: FastifyRequest): Promise<void> {
  if (request.method !== 'PATCH' && request.method !== 'POST') return;
  if (!VERSIONED_ROUTES.includes(request.routeOptions.url ?? '')) return;
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body) || !('version' in body)) return;
  const { version, ...rest } = body as Record<string, unknown>;
  request.body = rest;
  if (version === null || version === undefined || version === '') return;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1 || version > 2_147_483_647)
    throw invalidVersion();
  (request as Carrier)[BODY_VERSION] = version;
}

/** A save made from the version it echoed the `updated_at` of (server/http/echo.ts). */
export function assumeVersion(request: FastifyRequest, version: number): void {
  (request as Carrier)[BODY_VERSION] = version;
}

/** The version a save was made from (If-Match, else the body's), or undefined when none was sent. */
export function versionOf(request: { headers: Record<string, string | string[] | undefined> }): number | undefined {
  const raw = request.headers[VERSION_HEADER];
  if (raw === undefined || raw === '' || raw === '*') return (request as Carrier)[BODY_VERSION];
  const match = typeof raw === 'string' ? VERSION.exec(raw) : null;
  if (!match) throw invalidVersion();
  return Number(match[1]);
}

/** The condition of a conditional UPDATE: the row is still at the version the save was made from. */
export const atVersion = (column: AnyPgColumn, expected: number | undefined): SQL | undefined =>
  expected === undefined ? undefined : eq(column, expected);

/** `version = version + 1` for the SET of a save. */
export const nextVersion = (column: AnyPgColumn): SQL => sql`${column} + 1`;

export const staleRecord = () => conflict(STALE_RECORD);
