import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

interface Decision {
  kind: 'here' | 'cached' | 'fetch' | 'stop';
  dir?: string;
  node?: string;
  message?: string;
}
const launcher = createRequire(import.meta.url)('./node-launcher.cjs') as {
  isSupported(version: string): boolean;
  decide(facts: {
    version: string;
    platform: string;
    arch: string;
    env: Record<string, string | undefined>;
    home: string;
    exists(p: string): boolean;
  }): Decision;
  tooOldMessage(version: string): string;
};

const root = fileURLToPath(new URL('..', import.meta.url));
const LAUNCHER = path.join(root, 'scripts/node-launcher.cjs');
const work = mkdtempSync(path.join(os.tmpdir(), 'reurb-launcher-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A TypeScript script that says which Node runs it and with which arguments. */
const script = path.join(work, 'which-node.ts');
writeFileSync(
  script,
  'const node: string = process.versions.node;\nconsole.log(JSON.stringify({ node, argv: process.argv.slice(2) }));\n',
);
/** Preloaded into the launcher: this Node pretends to be 20.11.0, as the machines' Node is. */
const pretendOld = path.join(work, 'pretend-old.cjs');
writeFileSync(
  pretendOld,
  "Object.defineProperty(process, 'versions', { value: Object.assign({}, process.versions, { node: '20.11.0' }) });\n",
);

function launch(node: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(node, args, {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A cache folder laid out like .ci/run's, whose package/bin/node is this (new) Node. */
function fakeCache(): string {
  const dir = mkdtempSync(path.join(work, 'cache-'));
  mkdirSync(path.join(dir, 'package/bin'), { recursive: true });
  symlinkSync(process.execPath, path.join(dir, 'package/bin/node'));
  return dir;
}

const facts = (version: string, extra: Partial<Parameters<typeof launcher.decide>[0]> = {}) => ({
  version,
  platform: 'linux',
  arch: 'x64',
  env: {},
  home: '/home/ana',
  exists: () => false,
  ...extra,
});

describe('the Node version check', () => {
  it('accepts 22.12 and newer, refuses anything older', () => {
    for (const v of ['22.12.0', 'v22.12.0', '22.20.1', '23.0.0', '24.21.0', '30.1.2'])
      expect(launcher.isSupported(v), v).toBe(true);
    for (const v of ['22.11.9', '22.0.0', '20.20.2', 'v18.19.1', '12.22.12', '10.19.0'])
      expect(launcher.isSupported(v), v).toBe(false);
  });

  it('runs here on a new Node, uses the shared cache on an old one, fetches on Linux x64, else stops', () => {
    expect(launcher.decide(facts('24.1.0')).kind).toBe('here');
    const node = '/home/ana/.cache/reurb-node24/package/bin/node';
    expect(launcher.decide(facts('20.20.2', { exists: (p) => p === node }))).toEqual({
      kind: 'cached',
      dir: '/home/ana/.cache/reurb-node24',
      node,
    });
    expect(launcher.decide(facts('20.20.2'))).toEqual({ kind: 'fetch', dir: '/home/ana/.cache/reurb-node24', node });
    // .ci/run's variable chooses the same folder for both.
    expect(launcher.decide(facts('20.20.2', { env: { NODE24_HOME: '/opt/n24' } })).node).toBe(
      '/opt/n24/package/bin/node',
    );
    for (const [platform, arch] of [
      ['darwin', 'arm64'],
      ['win32', 'x64'],
      ['linux', 'arm64'],
    ]) {
      const stop = launcher.decide(facts('18.19.1', { platform, arch }));
      expect(stop.kind).toBe('stop');
      expect(stop.message).toContain(`${platform}-${arch}`);
      expect(stop.message).toContain('22.12');
      expect(stop.message).toContain('18.19.1');
    }
  });

  it('says in Portuguese and English which version is needed and where to get it', () => {
    const [pt, en, ...rest] = launcher.tooOldMessage('v20.20.2').split('\n');
    expect(rest).toEqual([]);
    expect(pt).toMatch(
      /^O REURB Gestão precisa do Node\.js 22\.12 ou mais novo .* este é o 20\.20\.2: instale-o de https:\/\/nodejs\.org\//,
    );
    expect(en).toMatch(
      /^REURB Gestão needs Node\.js 22\.12 or newer .* this is 20\.20\.2: install it from https:\/\/nodejs\.org\//,
    );
  });
});

describe('the launcher as npm start / npm test run it', () => {
  it('on a new Node runs the TypeScript script in the same process, with its arguments', () => {
    const run = launch(process.execPath, [LAUNCHER, script, 'a', '--b'], {});
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ node: process.versions.node, argv: ['a', '--b'] });
    expect(run.stderr).toBe('');
  });

  it('on an old Node re-runs the script with the cached Node 24, saying so in one line', () => {
    const run = launch(process.execPath, ['--require', pretendOld, LAUNCHER, script, 'x'], {
      NODE24_HOME: fakeCache(),
    });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ node: process.versions.node, argv: ['x'] });
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^Node 20\.11\.0 é anterior ao 22\.12: usando .*package\/bin\/node/);
  });

  it('passes the child exit code on', () => {
    const failing = path.join(work, 'exit-3.ts');
    writeFileSync(failing, 'process.exit(3);\n');
    expect(
      launch(process.execPath, ['--require', pretendOld, LAUNCHER, failing], { NODE24_HOME: fakeCache() }).status,
    ).toBe(3);
    expect(launch(process.execPath, [LAUNCHER, failing], {}).status).toBe(3);
  });

  it('without a registry stops with the sentence, never a .ts stack trace', () => {
    const empty = mkdtempSync(path.join(work, 'empty-'));
    const run = launch(process.execPath, ['--require', pretendOld, LAUNCHER, script], {
      NODE24_HOME: empty,
      npm_config_registry: 'http://127.0.0.1:9/',
      npm_config_offline: 'true',
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('O REURB Gestão precisa do Node.js 22.12 ou mais novo');
    expect(run.stderr).toContain('REURB Gestão needs Node.js 22.12 or newer');
    expect(run.stderr).toContain('o download falhou');
    expect(run.stderr).not.toMatch(/ERR_UNKNOWN_FILE_EXTENSION|\n\s+at /);
    expect(existsSync(path.join(empty, 'package'))).toBe(false);
  });

  it('prints the folder of a suitable node for .ci/run (--bin)', () => {
    expect(launch(process.execPath, [LAUNCHER, '--bin'], {}).stdout.trim()).toBe(path.dirname(process.execPath));
    const cache = fakeCache();
    expect(
      launch(process.execPath, ['--require', pretendOld, LAUNCHER, '--bin'], { NODE24_HOME: cache }).stdout.trim(),
    ).toBe(path.join(cache, 'package/bin'));
  });
});

/** The machines ship an old Node (CI's is 20): the real thing, where there is one. */
function oldSystemNode(): string | undefined {
  for (const candidate of ['/usr/bin/node', '/usr/local/bin/node']) {
    if (!existsSync(candidate)) continue;
    const version = execFileSync(candidate, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();
    if (!launcher.isSupported(version)) return candidate;
  }
  return undefined;
}
const oldNode = oldSystemNode();

describe.runIf(oldNode)(`with the machine's old Node (${oldNode})`, () => {
  it('runs the TypeScript script on Node 24 instead of failing on ".ts"', () => {
    const run = launch(oldNode!, [LAUNCHER, script, 'y'], { NODE24_HOME: fakeCache() });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ node: process.versions.node, argv: ['y'] });
    expect(run.stderr).toMatch(/^Node \d+\.\d+\.\d+ é anterior ao 22\.12: usando /);
  });

  it('stops with the sentence when Node 24 cannot be had', () => {
    const run = launch(oldNode!, [LAUNCHER, script], {
      NODE24_HOME: mkdtempSync(path.join(work, 'empty-')),
      npm_config_registry: 'http://127.0.0.1:9/',
      npm_config_offline: 'true',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('precisa do Node.js 22.12 ou mais novo');
    expect(run.stderr).not.toContain('ERR_UNKNOWN_FILE_EXTENSION');
  });
});
