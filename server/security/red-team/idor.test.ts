import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUESTS } from '../../http/permission-matrix.requests.ts';
import { bearer } from '../../test/app.ts';
import type { Fixtures } from '../../test/fixtures.ts';
import { fillPath, isWrite, operationsOf, sampleBody, type Operation } from './operations.ts';
import { planIdor, scopedIds } from './plans.ts';
import { inBatches, openTarget, type Answer, type Target } from './target.ts';

/**
 * (c) The member of project A, with ids of project B's records in the path and the query, on
 * every operation that names a record (from the document). Each answer must be 404, as if the
 * record did not exist (403 where the route is for global admins only: users, deleting a
 * project), carry nothing of B's data, and change nothing. In process the body is the
 * permission matrix's valid one, so the refusal cannot come from validation.
 */
describe('red team (c): a member of another project gets 404 and none of its data', () => {
  let target: Target;
  let operations: Operation[];
  beforeAll(async () => {
    target = await openTarget();
    operations = operationsOf(target.document);
  });
  afterAll(() => target.close());

  /**
   * The matrix's request for this route, built against B's records instead of A's: its query
   * and body are valid, so a refusal is the ownership check's. Against a deployed instance
   * only B's ids are known (the matrix's other fields do not reach a GET's query).
   */
  const matrixRow = (op: Operation) => {
    const build = REQUESTS[`${op.method} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`];
    if (!build) return undefined;
    const b = target.idsB;
    const none = { globalAdmin: 0, member: 0, projectAdmin: 0, outsider: 0 };
    const swapped: Fixtures = {
      ...(target.local?.world ?? {
        projectB: 0,
        blockB: 0,
        streetB: 0,
        lotB: 0,
        subs: { globalAdmin: '', member: '', projectAdmin: '', outsider: '' },
        userIds: none,
      }),
      projectA: Number(b.project),
      blockA: Number(b.block),
      streetA: Number(b.street),
      lotA: Number(b.lot),
      childA: Number(b.child),
      residentA: Number(b.resident),
    };
    return build(swapped);
  };

  const attack = (op: Operation) => {
    const { path, query } = scopedIds(op);
    const ids = target.idsB;
    const row = matrixRow(op);
    const search = new URLSearchParams(row ? new URL(row.url, 'http://x').search : op.requiredQuery);
    for (const [name, kind] of Object.entries(query)) search.set(name, String(ids[kind]));
    const url =
      fillPath(op.path, Object.fromEntries(Object.entries(path).map(([name, kind]) => [name, ids[kind]]))) +
      (search.size ? `?${search}` : '');
    const headers: Record<string, string> = { ...bearer(target.memberA), ...row?.headers };
    let payload: string | undefined;
    if (isWrite(op) && (op.jsonBody || op.multipart || row?.payload !== undefined)) {
      payload =
        typeof row?.payload === 'string' ? row.payload : JSON.stringify(row?.payload ?? sampleBody(op.jsonBody));
      headers['content-type'] ??= 'application/json';
    }
    return target.send({ method: op.method, url, headers, payload });
  };

  /** What the design answers: 403 on global-admin routes (known in process only), else 404. */
  const allowed = (op: Operation): number[] => {
    const access = target.local?.routeAccess.get(op.key);
    if (!target.local) return [403, 404];
    return access === 'global-admin' ? [403] : [404];
  };

  it(
    'answers 404 (403 on global-admin routes) with no data of B, and writes nothing',
    { timeout: 120_000 },
    async () => {
      const covered = new Set(planIdor(operations, target).covered);
      const targets = operations.filter((o) => covered.has(o.key));
      expect(targets.length).toBeGreaterThan(target.mode === 'local' ? 50 : 15);
      const before = await target.local?.snapshot();
      const answers: Answer[] = await inBatches(targets, 6, attack);
      const problems: string[] = [];
      targets.forEach((op, i) => {
        const a = answers[i];
        if (!allowed(op).includes(a.status))
          problems.push(`${op.key} → ${a.status} (esperado ${allowed(op).join(' ou ')}) ${a.body.slice(0, 140)}`);
        const leaked = target.secretsOfB.filter((s) => a.body.includes(s));
        if (leaked.length) problems.push(`${op.key} mostra dados de B: ${leaked.join(', ')}`);
      });
      expect(problems).toEqual([]);
      if (before) expect(await target.local!.snapshot()).toEqual(before);
    },
  );

  it("B's records exist and B's admin sees them (the 404s above are not empty ids)", async () => {
    const b = target.idsB;
    const reads = [`/api/projects/${b.project}`, `/api/lots/${b.lot}`, `/api/lots/${b.lot}/children`];
    const answers = await Promise.all(
      reads.map((url) => target.send({ method: 'GET', url, headers: bearer(target.adminB) })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const text = answers.map((a) => a.body).join('\n');
    expect(target.secretsOfB.filter((s) => text.includes(s)).length).toBeGreaterThan(0);
  });
});
