import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/connection.ts';
import { registerScope } from './scope.ts';
import { apiKit } from '../projects/test-kit.ts';

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
    await expect(declare({ access: 'project-admin', scope: { lot: 'body.id' } })).rejects.toThrow(
      'config.scope declara um registro',
    );
    await expect(declare({ access: 'project-admin', scope: { lot: 'params.id', block: 'query.b' } })).rejects.toThrow(
      'config.scope declara um registro',
    );
    await expect(declare({ access: 'project-admin', scope: { project: 'params.id' } })).resolves.toBeUndefined();
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
    } finally {
      await kit.close();
    }
  });
});
