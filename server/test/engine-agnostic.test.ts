import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { connect } from '../db/connection.ts';
import config from '../../vitest.config.ts';
import { ENGINE_AGNOSTIC, ON_PGLITE, ONE_ENGINE } from './engine-agnostic.ts';
import { NO_DATABASE_MESSAGE } from './no-database.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Modules that open a database, and packages that talk to one. */
const DATABASE_MODULES = [
  'server/db/connection.ts',
  'server/test/database.ts',
  'server/test/global-setup.ts',
  'server/test/app.ts',
];
const DATABASE_PACKAGES = /^(pg|pg-boss|@electric-sql\/pglite)(\/|$)/;
/** Ways a test reaches a database without importing it: the engine's variables, a server or seed process. */
const DATABASE_HINTS =
  /TEST_DATABASE_URL|TEST_ENGINE|(?<![.\w])inject\(|server\/main\.ts|server\/worker\.ts|scripts\/seed\.ts/;

/** The chain of value imports from `file` to a database, if there is one (type-only imports are erased). */
export function pathToDatabase(file: string, seen = new Set<string>()): string[] | undefined {
  if (seen.has(file)) return undefined;
  seen.add(file);
  if (DATABASE_MODULES.includes(file)) return [file];
  if (!/\.(ts|tsx)$/.test(file) || !existsSync(path.join(root, file))) return undefined;
  const text = readFileSync(path.join(root, file), 'utf8');
  if (file.endsWith('.test.ts') && DATABASE_HINTS.test(text.replace(/^\s*(\/\/|\*).*$/gm, '')))
    return [`${file} (${DATABASE_HINTS.exec(text)![0]})`];
  const imports = text.matchAll(
    /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'([^']+)'|import\(\s*'([^']+)'\s*\)/gm,
  );
  for (const [, fromStatement, dynamic] of imports) {
    const specifier = fromStatement ?? dynamic;
    if (DATABASE_PACKAGES.test(specifier)) return [file, specifier];
    if (!specifier.startsWith('.')) continue;
    const chain = pathToDatabase(
      path.relative(root, path.resolve(path.dirname(path.join(root, file)), specifier)),
      seen,
    );
    if (chain) return [file, ...chain];
  }
  return undefined;
}

type Project = {
  test: { name: string; include?: string[]; exclude?: string[]; globalSetup?: string[]; setupFiles?: string[] };
};
const projects = (config as { test: { projects: Project[] } }).test.projects;
const project = (name: string) => projects.find((p) => p.test.name === name)?.test;

describe('server tests that run once instead of once per engine', () => {
  it('are test files that exist', () => {
    expect(ENGINE_AGNOSTIC.length).toBeGreaterThan(5);
    for (const file of ENGINE_AGNOSTIC) {
      expect(file, file).toMatch(/^(server|scripts)\/.+\.test\.ts$/);
      expect(existsSync(path.join(root, file)), file).toBe(true);
    }
  });

  it('never reach a database, directly or through what they import', () => {
    const reaching = ENGINE_AGNOSTIC.filter((f) => f !== 'server/test/engine-agnostic.test.ts').flatMap((file) => {
      const chain = pathToDatabase(file);
      return chain ? [chain.join(' → ')] : [];
    });
    expect(reaching).toEqual([]);
  });

  it('finds a database test when one is listed (the check itself works)', () => {
    expect(pathToDatabase('server/http/fuzz/shard-1.test.ts')).toBeDefined();
    expect(pathToDatabase('scripts/seed.test.ts')).toBeDefined();
    expect(pathToDatabase('server/backup/backup.test.ts')).toBeDefined();
    expect(pathToDatabase('server/studies/sanitize.test.ts')).toBeUndefined();
  });

  it('run in server:pure only, and every other server test on each engine', () => {
    const pure = project('server:pure');
    expect(pure?.include).toEqual([...ENGINE_AGNOSTIC]);
    expect(pure?.globalSetup ?? []).toEqual([]);
    expect(pure?.setupFiles).toContain('server/test/no-database.ts');
    const pglite = project('server:pglite');
    expect(pglite?.include).toEqual(['server/**/*.test.ts', 'scripts/**/*.test.ts']);
    for (const file of ENGINE_AGNOSTIC) expect(pglite?.exclude, file).toContain(file);
    // The PostgreSQL project is the same function with the other engine (only built with
    // TEST_DATABASE_URL), and runs the one-engine files PGlite then leaves out.
    if (process.env.TEST_DATABASE_URL) {
      const postgres = project('server:postgres');
      // … and leaves out the files that open PGlite themselves, which the PGlite project runs.
      expect(postgres?.exclude).toEqual([
        ...(pglite?.exclude ?? []).filter((f) => !(f in ONE_ENGINE)),
        ...Object.keys(ON_PGLITE),
      ]);
      for (const file of Object.keys(ONE_ENGINE)) expect(pglite?.exclude, file).toContain(file);
    } else for (const file of Object.keys(ONE_ENGINE)) expect(pglite?.exclude, file).not.toContain(file);
    for (const file of Object.keys(ON_PGLITE)) expect(pglite?.exclude, file).not.toContain(file);
  });

  it('one-engine files are database tests that exist, each with its reason', () => {
    for (const [file, why] of Object.entries({ ...ONE_ENGINE, ...ON_PGLITE })) {
      expect(existsSync(path.join(root, file)), file).toBe(true);
      expect(ENGINE_AGNOSTIC, file).not.toContain(file);
      expect(pathToDatabase(file), file).toBeDefined();
      expect(why.length, file).toBeGreaterThan(20);
    }
    for (const file of Object.keys(ON_PGLITE)) expect(file in ONE_ENGINE, file).toBe(false);
  });

  it('cannot open a database here: the guard fails with what to do', () => {
    expect(() => connect({ dataDir: '/tmp/nunca' })).toThrow(NO_DATABASE_MESSAGE);
    expect(() => new pg.Client({ connectionString: 'postgres://x@127.0.0.1/y' })).toThrow(NO_DATABASE_MESSAGE);
    expect(() => new pg.Pool()).toThrow(NO_DATABASE_MESSAGE);
  });
});
