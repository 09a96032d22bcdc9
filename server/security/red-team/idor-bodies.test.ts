import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUESTS } from '../../http/permission-matrix.requests.ts';
import { multipartBody } from '../../files/samples.ts';
import { bearer } from '../../test/app.ts';
import { fillPath, operationsOf, recordKinds, sampleBody, withProperty, type Operation } from './operations.ts';
import { bodyIds, formOnly, planIdorBodies } from './plans.ts';
import { inBatches, openTarget, REMOTE_SKIP, type Answer, type Target } from './target.ts';

/**
 * (f) Ids of project B inside request bodies. On every operation whose JSON body has a
 * property that names a record (`id`, `ids`, `*_id`, `*_ids`, read from the document), the
 * member of project A and the admin of project A send the permission matrix's valid body for
 * A's records with that one property set to B's record of the same kind (a block, a street,
 * a lot, a stored document of B's lot, B's project or group…). Each answer must be a 4xx,
 * carry nothing of B's data, and the database must be as it was: a body cannot reach across
 * projects where the path cannot.
 */

/** Refusals a body naming another project's record may get. */
const REFUSED = [400, 403, 404, 422];

/**
 * Operations that answer such a body with 200 by design, and how their answer must then read.
 * Moving lots to phase 2 reports the lots the caller cannot see as not found (docs/api.md#api).
 */
const ANSWERS_NOT_FOUND: Record<string, (answer: Answer, idB: number) => boolean> = {
  'PATCH /api/lots/update-phases': (answer, idB) => {
    const body = JSON.parse(answer.body) as { updated?: number[]; not_found?: number[] };
    return answer.status === 200 && body.updated?.length === 0 && Boolean(body.not_found?.includes(idB));
  },
};

/** A record as read, without its documents' signed links (their expiry moves with the clock). */
const unsigned = (body: string) => body.replace(/expires=\d+&signature=[\w-]+/g, '');

interface Attack {
  op: Operation;
  property: string;
  who: 'membro de A' | 'admin de A';
  idB: number;
}

describe('red team (f): ids of another project inside the body → 4xx, nothing written', () => {
  let target: Target;
  let operations: Operation[];
  beforeAll(async () => {
    target = await openTarget();
    operations = operationsOf(target.document);
  });
  afterAll(() => target.close());

  /** The matrix's valid request on A's records (else one shaped from the document). */
  const baseOf = (op: Operation) => {
    const local = target.local!;
    const row = REQUESTS[`${op.method} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`]?.(local.world);
    const ids = Object.fromEntries(
      Object.entries(recordKinds(op.path)).map(([name, kind]) => [name, kind && target.idsA[kind]]),
    );
    const url =
      row?.url ??
      fillPath(op.path, ids) +
        (Object.keys(op.requiredQuery).length ? `?${new URLSearchParams(op.requiredQuery)}` : '');
    const json =
      row?.payload && typeof row.payload === 'object' && !Buffer.isBuffer(row.payload)
        ? (row.payload as Record<string, unknown>)
        : undefined;
    return { url, body: sampleBody(op.jsonBody, json) };
  };

  const attacksOf = (op: Operation): Attack[] =>
    Object.entries(bodyIds(op)).flatMap(([property, { kind }]) => {
      const idB = kind && target.idsB[kind];
      if (idB === undefined) return [];
      return (['membro de A', 'admin de A'] as const).map((who) => ({ op, property, who, idB: Number(idB) }));
    });

  const send = async ({ op, property, who, idB }: Attack) => {
    const { url, body } = baseOf(op);
    const { array } = bodyIds(op)[property];
    const auth = bearer(who === 'membro de A' ? target.memberA : target.local!.projectAdminA);
    if (formOnly(op)) {
      // A form of a valid person (children, residents) with B's id as a text field.
      const form = await multipartBody([
        { name: 'name', value: 'Pessoa de Teste' },
        { name: property, value: String(idB) },
      ]);
      return target.send({ method: op.method, url, headers: { ...auth, ...form.headers }, payload: form.payload });
    }
    const payload = JSON.stringify(withProperty(body, property, array ? [idB] : idB));
    return target.send({ method: op.method, url, headers: { ...auth, 'content-type': 'application/json' }, payload });
  };

  /**
   * A body `id`, or an id of a record the path already names (a child's `lot_id` under
   * `/lots/{id}/children`): react-admin sends the record back with them, so the server may
   * ignore them as read-only and write the record the path names. Then the answer must not
   * name B's record and B's records must read the same before and after.
   */
  const pathWins = ({ op, property }: Attack) =>
    property === 'id' || Object.values(recordKinds(op.path)).includes(bodyIds(op)[property].kind);

  /** B's records as the global admin reads them (project, block, street, lot, family, user). */
  const fingerprintB = async () => {
    const b = target.idsB;
    const reads = [
      `/api/projects/${b.project}`,
      `/api/projects/${b.project}/settings`,
      `/api/blocks/${b.block}`,
      `/api/streets/${b.street}`,
      `/api/lots/${b.lot}`,
      `/api/lots/${b.lot}/children`,
      `/api/lots/${b.lot}/residents`,
      `/api/users/${b.user}`,
    ];
    const answers = await Promise.all(
      reads.map((url) => target.send({ method: 'GET', url, headers: bearer(target.local!.adminToken) })),
    );
    expect(answers.map((a) => a.status)).toEqual(reads.map(() => 200));
    return answers.map((a) => unsigned(a.body));
  };

  it(
    'refuses every body naming a record of B, shows none of B and writes nothing',
    { timeout: 120_000 },
    async (ctx) => {
      const local = target.local;
      if (!local) return ctx.skip(REMOTE_SKIP.writes);
      const covered = new Set(planIdorBodies(operations, target).covered);
      const all = operations.filter((o) => covered.has(o.key)).flatMap(attacksOf);
      const [strict, lenient] = [all.filter((a) => !pathWins(a)), all.filter(pathWins)];
      // Blocks, streets, lots (create and update, documents, phase move), the project's files, invitations.
      expect(strict.length).toBeGreaterThan(40);
      const problems: string[] = [];
      const label = (attack: Attack) => `${attack.op.key} [${attack.property} de B, ${attack.who}]`;
      const leaks = (attack: Attack, a: Answer) => {
        const leaked = target.secretsOfB.filter((s) => a.body.includes(s));
        if (leaked.length) problems.push(`${label(attack)} mostra dados de B: ${leaked.join(', ')}`);
      };

      const before = await local.snapshot();
      const answers = await inBatches(strict, 6, send);
      strict.forEach((attack, i) => {
        const a = answers[i];
        const soft = ANSWERS_NOT_FOUND[attack.op.key];
        if (soft ? !soft(a, attack.idB) : !REFUSED.includes(a.status))
          problems.push(`${label(attack)} → ${a.status} ${a.body.slice(0, 160)}`);
        leaks(attack, a);
      });
      const after = await local.snapshot();
      const wrote = Object.keys(after).filter((t) => after[t] !== before[t]);
      if (wrote.length) problems.push(`a varredura gravou em ${wrote.join(', ')}`);

      // The path's own record: written or refused, never B's.
      expect(lenient.length).toBeGreaterThan(0);
      const beforeB = await fingerprintB();
      const lenientAnswers = await inBatches(lenient, 6, send);
      lenient.forEach((attack, i) => {
        const a = lenientAnswers[i];
        const names =
          a.status === 200 && (JSON.parse(a.body) as Record<string, unknown>)[attack.property] === attack.idB;
        if (names || (a.status !== 200 && !REFUSED.includes(a.status)))
          problems.push(`${label(attack)} → ${a.status} ${a.body.slice(0, 160)}`);
        leaks(attack, a);
      });
      expect(await fingerprintB()).toEqual(beforeB);
      const operationsHit = new Set(all.map((a) => a.op.key)).size;
      console.info(
        `red team (f): ${all.length} ataques em ${operationsHit} operações (${strict.length} recusáveis, ${lenient.length} com id do caminho)`,
      );
      expect(problems).toEqual([]);
    },
  );

  it("the same bodies with A's own ids are taken (so the refusals above are the ids')", async (ctx) => {
    const local = target.local;
    if (!local) return ctx.skip(REMOTE_SKIP.writes);
    // A lot of A moved to another block of A, and a block of A given a street of A.
    const checks: [string, string, number][] = [
      ['PATCH /api/lots/{id}', 'block_id', local.world.blockA],
      ['PATCH /api/blocks/{id}', 'streets_ids', local.world.streetA],
    ];
    for (const [key, property, idA] of checks) {
      const op = operations.find((o) => o.key === key)!;
      const { array } = bodyIds(op)[property];
      const { url, body } = baseOf(op);
      const res = await target.send({
        method: op.method,
        url,
        headers: { ...bearer(local.projectAdminA), 'content-type': 'application/json' },
        payload: JSON.stringify(withProperty(body, property, array ? [idA] : idA)),
      });
      expect(res.status, `${key}: ${res.body.slice(0, 200)}`).toBe(200);
    }
  });
});
