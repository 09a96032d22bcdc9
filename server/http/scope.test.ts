import Fastify from 'fastify';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/connection.ts';
import { registerScope } from './scope.ts';
import { apiKit } from '../projects/test-kit.ts';

type Event = { at: 'start' | 'end'; text: string };

/**
 * Every statement the app sends, as it is sent and as its answer comes back, on either engine:
 * drizzle calls its client's `query` (the pool, or PGlite) for each one outside a transaction.
 */
function statements(db: Db) {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query;
  let events: Event[] | null = null;
  client.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0];
    const text = typeof first === 'string' ? first : String((first as { text?: unknown }).text);
    const log = events;
    log?.push({ at: 'start', text });
    const answer = original.apply(this, args);
    void answer.then(
      () => log?.push({ at: 'end', text }),
      () => log?.push({ at: 'end', text }),
    );
    return answer;
  };
  return {
    async during(send: () => Promise<unknown>): Promise<Event[]> {
      events = [];
      const log = events;
      try {
        await send();
        return log;
      } finally {
        events = null;
      }
    },
    restore: () => void (client.query = original),
  };
}

/** A fresh app and fixtures with its statements recorded, closed after `run` whatever happens. */
async function withRecordedKit(
  run: (kit: Awaited<ReturnType<typeof apiKit>>, recorded: ReturnType<typeof statements>) => Promise<void>,
) {
  const kit = await apiKit();
  const recorded = statements(kit.db);
  try {
    await run(kit, recorded);
  } finally {
    recorded.restore();
    await kit.close();
  }
}

const USER = /from "users" where "users"\."sub" = \$1/;
const LOT_PROJECT = /^select "project_id" from "lots" where "lots"\."id" = \$1$/;
const at = (events: Event[], kind: Event['at'], text: RegExp) =>
  events.findIndex((e) => e.at === kind && text.test(e.text));

describe('route scope (config.scope)', () => {
  it('refuses to start with a scope on a route that is not project-scoped, or a malformed one', async () => {
    const declare = async (config: Record<string, unknown>) => {
      const app = Fastify({ logger: false });
      registerScope(app, {} as Db);
      try {
        app.get('/x/:id', { config }, async () => ({}));
        await app.ready();
      } finally {
        await app.close();
      }
    };
    await expect(declare({ access: 'authenticated', scope: { project: 'params.id' } })).rejects.toThrow(
      'config.scope exige access project-member ou project-admin',
    );
    await expect(declare({ access: 'project-admin', scope: { lot: 'headers.id' } })).rejects.toThrow(
      'config.scope declara registros',
    );
    await expect(declare({ access: 'project-admin', scope: { emission: 'params.id' } })).rejects.toThrow(
      'config.scope declara registros',
    );
    await expect(declare({ access: 'project-admin', scope: {} })).rejects.toThrow('config.scope declara registros');
    await expect(declare({ access: 'project-admin', scope: { project: 'params.id' } })).resolves.toBeUndefined();
    await expect(declare({ access: 'project-admin', scope: { project: 'body.project_id' } })).resolves.toBeUndefined();
    await expect(
      declare({ access: 'project-member', scope: { block: 'query.block_id', project: 'query.project_id' } }),
    ).resolves.toBeUndefined();
  });

  it('answers 404 outside one’s projects and 403 to a member on an admin route, before the handler', async () => {
    const kit = await apiKit();
    try {
      const { f, call } = kit;
      expect((await call('outsider', 'GET', `/api/lots/${f.lotA}/legal`)).statusCode).toBe(404);
      expect((await call('member', 'GET', `/api/lots/${f.lotA}/legal`)).statusCode).toBe(200);
      expect((await call('member', 'GET', `/api/lots/${f.lotA}/history`)).statusCode).toBe(403);
      expect((await call('projectAdmin', 'GET', `/api/lots/${f.lotA}/history`)).statusCode).toBe(200);
      expect((await call('projectAdmin', 'GET', `/api/projects/${f.projectB}/settings`)).statusCode).toBe(404);
      expect((await call('projectAdmin', 'GET', '/api/projects/999999/settings')).statusCode).toBe(404);
      expect((await call('projectAdmin', 'GET', `/api/projects/${f.projectA}/settings`)).statusCode).toBe(200);
      // A project named in the body (a create) is checked as one in the path.
      const block = { name: 'Quadra Escopo', project_id: f.projectB };
      expect((await call('projectAdmin', 'POST', '/api/blocks/create', block)).statusCode).toBe(404);
      expect(
        (await call('member', 'POST', '/api/blocks/create', { ...block, project_id: f.projectA })).statusCode,
      ).toBe(403);
    } finally {
      await kit.close();
    }
  });

  it('checks each of two optional sources that is sent, and asks for one when none is', async () => {
    const kit = await apiKit();
    try {
      const { f, call } = kit;
      const none = await call('member', 'GET', '/api/lots/list');
      expect(none.statusCode).toBe(400);
      expect(none.json()).toEqual({ message: MESSAGES.invalidRequest, errors: { block_id: MESSAGES.required } });
      expect((await call('member', 'GET', `/api/lots/list?block_id=${f.blockA}`)).statusCode).toBe(200);
      expect((await call('member', 'GET', `/api/lots/list?project_id=${f.projectA}`)).statusCode).toBe(200);
      expect((await call('member', 'GET', `/api/lots/list?block_id=${f.blockB}`)).statusCode).toBe(404);
      // Both sent: both checked, so a foreign block cannot ride on one's own project.
      const both = `/api/lots/list?project_id=${f.projectA}&block_id=${f.blockB}`;
      expect((await call('member', 'GET', both)).statusCode).toBe(404);
    } finally {
      await kit.close();
    }
  });

  it("looks a record's project up beside the caller's own statement, once, and only for a caller whose token checks out", () =>
    withRecordedKit(async (kit, recorded) => {
      const { f, call } = kit;
      // Warm: the activity notes (once a minute) are sent, and the pool holds idle connections.
      await Promise.all([call('member', 'GET', `/api/lots/${f.lotA}`), call('member', 'GET', `/api/lots/${f.lotA}`)]);
      const events = await recorded.during(async () => {
        expect((await call('member', 'GET', `/api/lots/${f.lotA}`)).statusCode).toBe(200);
      });
      // Sent before the user's answer came back, and not again after it.
      expect(at(events, 'start', LOT_PROJECT)).toBeGreaterThan(-1);
      expect(at(events, 'start', LOT_PROJECT)).toBeLessThan(at(events, 'end', USER));
      expect(events.filter((e) => e.at === 'start' && LOT_PROJECT.test(e.text))).toHaveLength(1);

      // No token, or one that does not check out: 401 and not one statement.
      const anonymous = await recorded.during(async () => {
        expect((await call('anonymous', 'GET', `/api/lots/${f.lotA}`)).statusCode).toBe(401);
      });
      expect(anonymous).toEqual([]);
      const forged = await recorded.during(async () => {
        const answer = await kit.ctx.app.inject({
          method: 'GET',
          url: `/api/lots/${f.lotA}`,
          headers: { authorization: 'Bearer eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.assinatura' },
        });
        expect(answer.statusCode).toBe(401);
      });
      expect(forged).toEqual([]);

      // The rule still applies to the early answer: another project's lot is 404, an admin route 403.
      expect((await call('member', 'GET', `/api/lots/${f.lotB}`)).statusCode).toBe(404);
      expect((await call('member', 'GET', `/api/lots/${f.lotA}/history`)).statusCode).toBe(403);
    }));

  it('looks up after validation an id the URL writes otherwise, with the same answer', () =>
    withRecordedKit(async (kit, recorded) => {
      const { f, call } = kit;
      const plain = await call('member', 'GET', `/api/lots/${f.lotA}`);
      let padded!: Awaited<ReturnType<typeof call>>;
      const events = await recorded.during(async () => {
        padded = await call('member', 'GET', `/api/lots/00${f.lotA}`);
      });
      expect(padded.statusCode).toBe(200);
      expect(padded.json()).toEqual(plain.json());
      // Looked up once, after the user's answer (the early lookup skips what is not a plain id).
      expect(events.filter((e) => e.at === 'start' && LOT_PROJECT.test(e.text))).toHaveLength(1);
      expect(at(events, 'start', LOT_PROJECT)).toBeGreaterThan(at(events, 'end', USER));
      // Past the integer column: refused by validation, never sent to the database.
      const beyond = await recorded.during(async () => {
        expect((await call('member', 'GET', '/api/lots/99999999999')).statusCode).toBe(400);
      });
      expect(beyond.filter((e) => /"lots"/.test(e.text))).toEqual([]);
      // A block in the query is looked up early too, and a foreign one is still 404.
      const list = await recorded.during(async () => {
        expect((await call('member', 'GET', `/api/lots/list?block_id=${f.blockA}`)).statusCode).toBe(200);
      });
      const BLOCK_PROJECT = /^select "project_id" from "blocks" where "blocks"\."id" = \$1$/;
      expect(at(list, 'start', BLOCK_PROJECT)).toBeLessThan(at(list, 'end', USER));
      expect((await call('member', 'GET', `/api/lots/list?block_id=${f.blockB}`)).statusCode).toBe(404);
    }));
});
