import fp from 'fastify-plugin';

/**
 * A route plugin registered under a name of its own, still encapsulated (its hooks, decorators
 * and parsers stay inside it): fastify-plugin's `name` with `encapsulate: true`.
 *
 * Fastify names every plugin it registers. One without a name is looked for in `require.cache`,
 * comparing each loaded module's exports with it, twice per registration
 * (fastify/lib/plugin-utils.js, getPluginName). The product loads its bundle and pays little;
 * a test worker that has loaded the whole server and its packages pays a scan of thousands of
 * modules for each of the ~35 route plugins of every app a test file builds: 4.6 s of CPU a
 * server test project in a profile (2026-12-01, issue #19 goal 7).
 */
export function named<T extends (...args: never[]) => unknown>(plugin: T, name = plugin.name): T {
  if (!name) throw new Error('um plugin de rotas precisa de um nome');
  return fp(plugin as never, { name, encapsulate: true }) as unknown as T;
}
