import Fastify from 'fastify';
import { MESSAGES } from '../../domain/validation/messages.ts';
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
});
