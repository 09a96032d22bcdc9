import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, isWrite, operationsOf, recordKinds, type Operation } from './operations.ts';
import { planNoToken } from './plans.ts';
import { inBatches, openTarget, type Target } from './target.ts';

/** An id no record has: a write that slipped past the sign-in would still find nothing. */
const NO_RECORD = 2_147_480_000;

/**
 * (a) Every operation that needs a sign-in, from the document, without one and with the usual
 * mistakes: no header, an empty bearer, Basic credentials, the token in the query string.
 * Each must be 401 before anything else happens. Against a deployed instance writes go to ids
 * no record has with an empty body, so even a broken check could not change data.
 */
describe('red team (a): no valid token → 401 on every signed-in operation', () => {
  let target: Target;
  let operations: Operation[];
  beforeAll(async () => {
    target = await openTarget();
    operations = operationsOf(target.document);
  });
  afterAll(() => target.close());

  const urlOf = (op: Operation) => {
    const kinds = recordKinds(op.path);
    const ids = target.mode === 'local' || !isWrite(op) ? (target.mode === 'local' ? target.idsA : target.idsB) : {};
    const values = Object.fromEntries(
      Object.entries(kinds).map(([name, kind]) => [name, (kind && ids[kind]) ?? NO_RECORD]),
    );
    return fillPath(op.path, values);
  };

  it('answers 401 and no data', { timeout: 120_000 }, async () => {
    const covered = new Set(planNoToken(operations).covered);
    const targets = operations.filter((o) => covered.has(o.key));
    const before = await target.local?.snapshot();
    const variants: { label: string; headers: Record<string, string>; query?: string }[] = [
      { label: 'sem Authorization', headers: {} },
      { label: 'Bearer vazio', headers: { authorization: 'Bearer ' } },
      {
        label: 'Basic',
        headers: { authorization: `Basic ${Buffer.from('admin@reurb.local:reurb-admin-2026').toString('base64')}` },
      },
      { label: 'token na query', headers: {}, query: `access_token=${target.memberA}` },
    ];
    const calls = targets.flatMap((op) => variants.map((v) => ({ op, v })));
    const answers = await inBatches(calls, 8, ({ op, v }) => {
      const url = urlOf(op) + (v.query ? `?${v.query}` : '');
      const body = isWrite(op)
        ? { payload: '{}', headers: { ...v.headers, 'content-type': 'application/json' } }
        : { headers: v.headers };
      return target.send({ method: op.method, url, ...body });
    });
    const problems = calls
      .map(({ op, v }, i) => ({ op, v, a: answers[i] }))
      .filter(({ a }) => a.status !== 401)
      .map(({ op, v, a }) => `${op.key} [${v.label}] → ${a.status} ${a.body.slice(0, 120)}`);
    expect(problems).toEqual([]);
    expect(calls.length).toBe(targets.length * variants.length);
    if (before) expect(await target.local!.snapshot()).toEqual(before);
  });
});
