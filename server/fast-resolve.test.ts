import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fastResolve, fastResolveAnswers } from './fast-resolve.ts';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const IMPORT = ['node', 'import'];

describe('fast-resolve (issue 19 goal 7: the server start)', () => {
  it('answers, as Node does, every package-internal import of the whole server', () => {
    // A separate Node (Vitest resolves through Vite): the hook in verify mode asks Node too and
    // throws on any difference, over the server's start-up graph and the lazily loaded parts.
    const script = `
      const { installFastResolve } = await import('./server/fast-resolve.ts');
      installFastResolve(true);
      await import('./server/app.ts');
      await import('./server/start-server.ts');
      await import('./server/reports/generate.ts');
      await import('./server/emissions/package.ts');
      await import('./server/render/worker.ts').catch(() => undefined);
      const { verified } = await import('./server/fast-resolve.ts');
      console.log(JSON.stringify({ verified }));
      process.exit(0);`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: root,
      // The hook under test, even in a run of the tests with FAST_RESOLVE=0 (the control).
      env: { ...process.env, NODE_ENV: 'production', FAST_RESOLVE: '1' },
      encoding: 'utf8',
    });
    const { verified } = JSON.parse(out.trim().split('\n').at(-1)!) as { verified: number };
    expect(verified).toBeGreaterThan(1000);
  }, 60_000);

  it("leaves bare names, the app's own files, missing files and extensionless paths to Node", () => {
    const drizzle = pathToFileURL(require.resolve('drizzle-orm')).href;
    const app = pathToFileURL(path.join(root, 'server/app.ts')).href;
    expect(fastResolve('./sql/sql.js', { parentURL: drizzle, conditions: IMPORT })).toMatchObject({
      format: 'module',
      shortCircuit: true,
    });
    expect(fastResolve('./sql/sql.js', { parentURL: drizzle, conditions: IMPORT })?.url).toBe(
      new URL('./sql/sql.js', drizzle).href,
    );
    expect(fastResolve('drizzle-orm/pg-core', { parentURL: drizzle, conditions: IMPORT })).toBeUndefined();
    expect(fastResolve('./config.ts', { parentURL: app, conditions: IMPORT })).toBeUndefined();
    expect(fastResolve('./nao-existe.js', { parentURL: drizzle, conditions: IMPORT })).toBeUndefined();
    expect(fastResolve('./sql/sql', { parentURL: drizzle, conditions: IMPORT })).toBeUndefined();
    expect(fastResolve('./sql/sql.js?x=1', { parentURL: drizzle, conditions: IMPORT })).toBeUndefined();
    expect(fastResolve('./sql/sql.js', { parentURL: undefined, conditions: IMPORT })).toBeUndefined();
    expect(fastResolve('./sql/sql.js', { parentURL: drizzle, conditions: ['node', 'require'] })).toBeUndefined();
  });

  it('gives commonjs to a .js under "type": "commonjs" and .cjs files', () => {
    const forge = pathToFileURL(require.resolve('node-forge')).href;
    const pkg = require('node-forge/package.json') as { type?: string };
    const answer = fastResolve('./forge.js', { parentURL: forge, conditions: IMPORT });
    if (pkg.type === 'commonjs') expect(answer?.format).toBe('commonjs');
    // No explicit type: Node may guess from the syntax, so the hook must not answer.
    else expect(answer).toBeUndefined();
  });

  it('is installed in this test worker, so the packages the tests load resolve through it', () => {
    const before = fastResolveAnswers();
    // FAST_RESOLVE=0 is the way out, for the tests as for `npm start`: then Node resolves alone.
    if (process.env.FAST_RESOLVE === '0') return expect(before).toBeUndefined();
    expect(before).toBeTypeOf('number');
    // A package no one has loaded yet, in a node_modules folder of its own, loaded by Node itself
    // (require of an ES module): its import of its own file goes through the hook. The real path,
    // as the hook leaves links to Node.
    const dir = realpathSync(mkdtempSync(path.join(tmpdir(), 'fast-resolve-')));
    try {
      const pkg = path.join(dir, 'node_modules', 'sonda');
      mkdirSync(pkg, { recursive: true });
      writeFileSync(path.join(pkg, 'package.json'), '{"name":"sonda","type":"module"}');
      writeFileSync(path.join(pkg, 'index.js'), "export { valor } from './valor.js';");
      writeFileSync(path.join(pkg, 'valor.js'), 'export const valor = 42;');
      expect((require(path.join(pkg, 'index.js')) as { valor: number }).valor).toBe(42);
      expect(fastResolveAnswers()).toBe(before! + 1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
