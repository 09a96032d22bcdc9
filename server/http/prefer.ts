import type { FastifyReply, FastifyRequest } from 'fastify';

const MINIMAL = 'return=minimal';

/**
 * Whether the request asks for a minimal answer (RFC 7240 §4.2, `Prefer: return=minimal`). The
 * header may carry several preferences, comma separated, each with `;` parameters, in any case:
 * `Prefer: respond-async, RETURN=minimal; foo`.
 */
export function prefersMinimal(request: FastifyRequest): boolean {
  const header = request.headers.prefer;
  const values = Array.isArray(header) ? header : header ? [header] : [];
  return values.some((value) =>
    value.split(',').some(
      (preference) =>
        preference
          .split(';')[0]!
          .replace(/[\s"]+/g, '')
          .toLowerCase() === MINIMAL,
    ),
  );
}

/** Says the minimal answer was given (RFC 7240 §3, `Preference-Applied`). */
export function appliedMinimal(reply: FastifyReply): FastifyReply {
  return reply.header('preference-applied', MINIMAL);
}
