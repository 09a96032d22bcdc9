import { createRequire } from 'node:module';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { testApp } from './test/app.ts';
import { named } from './named-plugin.ts';

const cache = createRequire(import.meta.url).cache;

/**
 * Counts Fastify's looks into require.cache for a plugin's name while `build` runs: an entry whose
 * `exports` counts its reads (fastify/lib/plugin-utils.js compares every entry's exports with the
 * plugin that has no name).
 */
async function cacheLooks(build: () => PromiseLike<unknown>): Promise<number> {
  let looks = 0;
  const key = `/named-plugin.test/probe-${process.pid}`;
  cache[key] = {
    get exports() {
      looks += 1;
      return undefined;
    },
  } as unknown as NodeJS.Module;
  try {
    await build();
  } finally {
    delete cache[key];
  }
  return looks;
}

describe('route plugins under their own names', () => {
  // One scan is left, not ours: @fastify/swagger-ui registers its routes (lib/routes.js,
  // `fastifySwagger`) without a name; a scan is two looks at the probe. Unnamed, the app's own
  // ~35 route plugins made ~70.
  it('the whole app registers with no scan of require.cache for its own plugins', async () => {
    let close = async () => {};
    const looks = await cacheLooks(async () => {
      const built = await testApp();
      close = built.close;
    });
    await close();
    expect(looks).toBeLessThanOrEqual(2);
  });

  it('an unnamed plugin is what the scan was for; named, it stays encapsulated', async () => {
    const inner = async (app: ReturnType<typeof Fastify>) => {
      app.decorate('onlyInside', true);
      app.get('/inside', async () => ({ inside: app.hasDecorator('onlyInside') }));
    };
    const unnamed = Fastify();
    expect(await cacheLooks(() => unnamed.register(async (app) => inner(app)).ready())).toBeGreaterThan(0);
    await unnamed.close();

    const app = Fastify();
    expect(await cacheLooks(() => app.register(named(inner)).ready())).toBe(0);
    expect(app.hasDecorator('onlyInside')).toBe(false);
    expect((await app.inject('/inside')).json()).toEqual({ inside: true });
    await app.close();
  });

  it('refuses a plugin with no name to give it', () => {
    expect(() => named(async () => {})).toThrow('um plugin de rotas precisa de um nome');
  });
});
