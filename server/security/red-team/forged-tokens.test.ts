import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/app.ts';
import { forgeWithKey, forgeWithoutKey, type Forgery } from './forged-tokens.ts';
import { fillPath, isWrite, operationsOf, recordKinds, type Operation } from './operations.ts';
import { planForgedTokens } from './plans.ts';
import { inBatches, openTarget, REMOTE_SKIP, type Target } from './target.ts';

const NO_RECORD = 2_147_480_000;

/**
 * (b) Forged tokens on a sample of signed-in operations (one per method and path family, from
 * the document): each must be 401, while the member's real token on the same call is not.
 */
describe('red team (b): forged tokens → 401', () => {
  let target: Target;
  let sample: Operation[];
  beforeAll(async () => {
    target = await openTarget();
    const operations = operationsOf(target.document);
    const covered = new Set(planForgedTokens(operations).covered);
    sample = operations.filter((o) => covered.has(o.key));
  });
  afterAll(() => target.close());

  /** A's records in process (the member may open them); ids of nothing against a deployed instance. */
  const call = (op: Operation, token: string) => {
    const ids = target.mode === 'local' ? target.idsA : {};
    const values = Object.fromEntries(
      Object.entries(recordKinds(op.path)).map(([name, kind]) => [name, (kind && ids[kind]) ?? NO_RECORD]),
    );
    const url =
      fillPath(op.path, values) +
      (op.queryParams.includes('project_id') ? `?project_id=${ids.project ?? NO_RECORD}` : '');
    const headers = { ...bearer(token), ...(isWrite(op) ? { 'content-type': 'application/json' } : {}) };
    return target.send({ method: op.method, url, headers, payload: isWrite(op) ? '{}' : undefined });
  };

  const refuseAll = async (forgeries: Forgery[]) => {
    const calls = sample.flatMap((op) => forgeries.map((f) => ({ op, f })));
    const answers = await inBatches(calls, 8, ({ op, f }) => call(op, f.token));
    const problems = calls.map(({ op, f }, i) => ({ op, f, a: answers[i] })).filter(({ a }) => a.status !== 401);
    expect(problems.map(({ op, f, a }) => `${op.key} [${f.label}] → ${a.status} ${a.body.slice(0, 100)}`)).toEqual([]);
    expect(calls.length).toBeGreaterThan(forgeries.length * 15);
  };

  it("the real token reaches every sampled operation (so a 401 below is the forgery's)", async () => {
    const answers = await inBatches(sample, 8, (op) => call(op, target.memberA));
    const refused = sample
      .map((op, i) => ({ op, a: answers[i] }))
      .filter(({ a }) => a.status === 401 || a.status >= 500);
    expect(refused.map(({ op, a }) => `${op.key} → ${a.status} ${a.body.slice(0, 100)}`)).toEqual([]);
  });

  it(
    "refuses tokens made without the provider's key: alg none, another key, HS256, an edited payload",
    { timeout: 60_000 },
    async () => {
      const other = target.local?.world.subs.globalAdmin ?? 'auth0|admin';
      await refuseAll(forgeWithoutKey(target.memberA, other));
    },
  );

  it(
    "refuses tokens signed with the provider's key that break a claim: expired, no exp, issuer, audience, nbf, unknown user",
    { timeout: 60_000 },
    async (ctx) => {
      const local = target.local;
      if (!local) return ctx.skip(REMOTE_SKIP.signingKey);
      const { control, forgeries } = await forgeWithKey(
        local.identity,
        local.signingKey,
        local.memberSub,
        'sub-que-nao-existe',
      );
      const accepted = await call(sample[0], control);
      expect(accepted.status, accepted.body).toBe(200);
      await refuseAll(forgeries);
    },
  );
});
