import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationsOf, uncovered, type Operation } from './operations.ts';
import { planForgedTokens, planHostileBodies, planIdor, planIdorBodies, planNoToken, planUploads } from './plans.ts';
import { openTarget, REMOTE_SKIP, type Target } from './target.ts';

/**
 * The suite's map: for each sweep, which operations of the OpenAPI document it attacks and
 * which it leaves, with the reason. A new route that no sweep covers or exempts fails here.
 */
describe('red team: every operation is covered by each sweep or exempted with a reason', () => {
  let target: Target;
  let operations: Operation[];
  beforeAll(async () => {
    target = await openTarget();
    operations = operationsOf(target.document);
  });
  afterAll(() => target.close());

  it('reads the API from the document', () => {
    expect(operations.length).toBeGreaterThan(60);
    expect(operations.filter((o) => !o.isPublic).length).toBeGreaterThan(50);
  });

  it('the document says which operations need a sign-in, as each route declares it', (ctx) => {
    if (!target.local)
      return ctx.skip(`${REMOTE_SKIP.writes.split(' (')[0]}; a declaração config.access só existe no processo`);
    const wrong = operations
      .map((op) => ({ op, access: target.local!.routeAccess.get(op.key) }))
      .filter(({ op, access }) => access === undefined || (access === 'public') !== op.isPublic)
      .map(
        ({ op, access }) =>
          `${op.key}: config.access ${access ?? 'ausente'}, documento ${op.isPublic ? 'público' : 'com security'}`,
      );
    expect(wrong).toEqual([]);
  });

  it('leaves no operation out of any sweep', () => {
    const plans = [
      planNoToken(operations),
      planForgedTokens(operations),
      planIdor(operations, target),
      planHostileBodies(operations),
      planUploads(operations),
      planIdorBodies(operations, target),
    ];
    const lines = plans.map((p) => `${p.sweep}: ${p.covered.length} cobertas, ${Object.keys(p.exempt).length} isentas`);
    console.info(`red team (${target.mode}), ${operations.length} operações\n${lines.join('\n')}`);
    // Against a deployed instance, say what was left and why (in process the counts suffice).
    if (target.mode === 'remote') {
      for (const p of plans)
        console.info(
          `${p.sweep}, isentas:\n${Object.entries(p.exempt)
            .map(([k, why]) => `  ${k}: ${why}`)
            .join('\n')}`,
        );
    }
    const missing = plans.flatMap((p) => uncovered(p, operations).map((k) => `${p.sweep}: ${k}`));
    expect(missing).toEqual([]);
    // Each sweep attacks something, and what every sweep must reach is reached.
    for (const plan of plans) expect(plan.covered.length, plan.sweep).toBeGreaterThan(0);
    const [noToken, , idor, hostile, uploads, idorBodies] = plans;
    expect(noToken.covered).toEqual(
      expect.arrayContaining(['GET /api/lots/{id}', 'DELETE /api/projects/{id}', 'POST /api/files/create']),
    );
    if (target.mode === 'local') {
      expect(idor.covered).toEqual(
        expect.arrayContaining([
          'GET /api/lots/{id}',
          'PATCH /api/lots/{id}',
          'DELETE /api/lots/{id}/children/{childId}',
          'GET /api/project-groups/report-status/{id}',
        ]),
      );
      expect(hostile.covered).toEqual(
        expect.arrayContaining(['PATCH /api/lots/{id}', 'POST /api/data-removal', 'POST /api/auth/set-password']),
      );
      expect(uploads.covered).toEqual(
        expect.arrayContaining(['POST /api/files/create', 'POST /api/lots/{id}/children']),
      );
      expect(idorBodies.covered).toEqual(
        expect.arrayContaining([
          'POST /api/blocks/create',
          'PATCH /api/lots/{id}',
          'PATCH /api/lots/update-phases',
          'POST /api/users/invite',
          'POST /api/lots/{id}/children',
        ]),
      );
    }
  });
});
