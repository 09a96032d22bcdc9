import fastifySwagger from '@fastify/swagger';
import fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { municipalities, states } from '../../domain/reference/index.ts';
import reference from '../http/reference.ts';
import { etagMatches } from './service.ts';

describe('reference HTTP plugin', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = fastify();
    await app.register(reference);
    await app.ready();
  });
  afterAll(() => app.close());

  it('GET /reference/states answers the 27 states by name, cacheable for a day', async () => {
    const res = await app.inject('/reference/states');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    const body = res.json();
    expect(body.total).toBe(27);
    expect(body.data).toEqual(states());
    expect(body.data[0]).toEqual({ codigo_uf: 12, uf: 'AC', nome: 'Acre' });
  });

  it('GET /reference/municipalities answers every municipality', async () => {
    const res = await app.inject('/reference/municipalities');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(5571);
    expect(body.data).toHaveLength(5571);
    expect(body.data).toEqual(municipalities());
    expect(body.data.find((m: { codigo_ibge: number }) => m.codigo_ibge === 5300108)).toEqual({
      codigo_ibge: 5300108,
      nome: 'Brasília',
      codigo_uf: 53,
      capital: true,
      latitude: expect.closeTo(-15.78, 1),
      longitude: expect.closeTo(-47.93, 1),
    });
  });

  it('filters by uf, case-insensitive', async () => {
    const lower = await app.inject('/reference/municipalities?uf=sp');
    const upper = await app.inject({ url: '/reference/municipalities', query: { uf: 'SP' } });
    expect(lower.statusCode).toBe(200);
    expect(lower.json().total).toBe(645);
    expect(lower.json().data.every((m: { codigo_uf: number }) => m.codigo_uf === 35)).toBe(true);
    expect(upper.body).toBe(lower.body);
    expect(upper.headers.etag).toBe(lower.headers.etag);
    const df = await app.inject('/reference/municipalities?uf=Df');
    expect(df.json()).toMatchObject({ total: 1, data: [{ nome: 'Brasília' }] });
  });

  it.each([['uf=XX'], ['uf='], ['uf=SPP'], ['uf=SP&uf=RJ']])('answers 400 to %s', async (query) => {
    const res = await app.inject(`/reference/municipalities?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'UF inválida', errors: { uf: 'UF inválida' } });
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('answers 304 to a request that has the current ETag', async () => {
    const first = await app.inject('/reference/municipalities?uf=RJ');
    const etag = String(first.headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await app.inject({
        url: '/reference/municipalities?uf=rj',
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=86400');
    }
    const stale = await app.inject({ url: '/reference/municipalities?uf=RJ', headers: { 'if-none-match': '"stale"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('gives each document its own ETag', async () => {
    const urls = [
      '/reference/states',
      '/reference/municipalities',
      '/reference/municipalities?uf=SP',
      '/reference/municipalities?uf=RJ',
    ];
    const tags = await Promise.all(urls.map(async (url) => (await app.inject(url)).headers.etag));
    expect(new Set(tags).size).toBe(urls.length);
  });
});

describe('reference HTTP plugin inside the app', () => {
  it('mounts under a prefix and documents its query and answers in OpenAPI', async () => {
    const app = fastify();
    await app.register(fastifySwagger, {
      openapi: { info: { title: 'test', version: '0' } },
      transform: jsonSchemaTransform,
    });
    await app.register(reference, { prefix: '/api' });
    await app.ready();
    expect((await app.inject('/api/reference/states')).statusCode).toBe(200);
    const paths = (app.swagger() as unknown as { paths: Record<string, Record<string, Record<string, unknown>>> })
      .paths;
    const get = paths['/api/reference/municipalities'].get;
    expect(get.parameters).toEqual([expect.objectContaining({ in: 'query', name: 'uf', required: false })]);
    expect(Object.keys(get.responses as object)).toEqual(['200', '400']);
    expect(paths['/api/reference/states'].get.responses).toHaveProperty('200');
    await app.close();
  });

  it("leaves other errors (such as the app's authentication) to the app's error handler", async () => {
    const app = fastify();
    app.setErrorHandler((_error, _request, reply) => reply.code(401).send({ message: 'Não autenticado' }));
    app.addHook('onRequest', async () => {
      throw new Error('no token');
    });
    await app.register(reference, { prefix: '/api' });
    const res = await app.inject('/api/reference/municipalities?uf=XX');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Não autenticado' });
    await app.close();
  });
});

describe('etagMatches', () => {
  it('reads If-None-Match lists, weak tags and the wildcard', () => {
    expect(etagMatches(undefined, '"a"')).toBe(false);
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", "a"', '"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
  });
});
