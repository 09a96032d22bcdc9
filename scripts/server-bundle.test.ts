import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerBundle, serverBundleIsCurrent } from './server-bundle.ts';

const work = mkdtempSync(path.join(os.tmpdir(), 'reurb-server-bundle-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const ENTRIES = { serve: 'server/serve.ts', 'render-worker': 'server/render/worker.ts' };

function write(root: string, file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

/**
 * A tiny project laid out like ours, with each thing a bundle could break: a module naming files
 * beside itself (import.meta.url/dirname), a package naming its data by __dirname (CommonJS),
 * the render pool's `new URL('./worker.ts', import.meta.url)` for a thread, and the external
 * PGlite reading a file beside itself.
 */
function project(): string {
  const root = mkdtempSync(path.join(work, 'p-'));
  write(root, 'package.json', '{"type":"module"}\n');
  write(root, 'package-lock.json', '{}\n');
  write(root, 'server/db/migrations/0001.sql', 'create table t ();\n');
  write(
    root,
    'server/db/migrate.ts',
    "import { readdirSync } from 'node:fs';\nimport { fileURLToPath } from 'node:url';\n" +
      "export const folder: string = fileURLToPath(new URL('./migrations', import.meta.url));\n" +
      'export const here: string = import.meta.dirname;\n' +
      'export const migrations = (): string[] => readdirSync(folder);\n',
  );
  write(
    root,
    'server/render/pool.ts',
    "import { Worker } from 'node:worker_threads';\n" +
      "const WORKER_URL = new URL('./worker.ts', import.meta.url);\n" +
      'export const render = (text: string): Promise<string> => new Promise((resolve, reject) => {\n' +
      '  const worker = new Worker(WORKER_URL, { workerData: text });\n' +
      "  worker.once('message', (m: string) => { resolve(m); void worker.terminate(); });\n" +
      "  worker.once('error', reject);\n" +
      '});\n',
  );
  write(
    root,
    'server/render/worker.ts',
    "import { parentPort, workerData } from 'node:worker_threads';\nimport { font } from 'fonts';\n" +
      'parentPort!.postMessage(`${String(workerData).toUpperCase()} in ${font()}`);\n',
  );
  write(root, 'node_modules/fonts/package.json', '{"name":"fonts","main":"index.js"}\n');
  write(root, 'node_modules/fonts/data/font.afm', 'DejaVu\n');
  write(
    root,
    'node_modules/fonts/index.js',
    "const fs = require('fs');\nexports.font = () => fs.readFileSync(__dirname + '/data/font.afm', 'utf8').trim();\n",
  );
  write(
    root,
    'node_modules/@electric-sql/pglite/package.json',
    '{"name":"@electric-sql/pglite","type":"module","exports":{".":"./dist/index.js"}}\n',
  );
  write(root, 'node_modules/@electric-sql/pglite/dist/pglite.data', 'wasm\n');
  write(
    root,
    'node_modules/@electric-sql/pglite/dist/index.js',
    "import { readFileSync } from 'node:fs';\n" +
      "export const data = () => readFileSync(new URL('./pglite.data', import.meta.url), 'utf8').trim();\n",
  );
  write(
    root,
    'server/serve.ts',
    "import { data } from '@electric-sql/pglite';\nimport { folder, here, migrations } from './db/migrate.ts';\n" +
      "import { render } from './render/pool.ts';\n" +
      "console.log(JSON.stringify({ folder, here, migrations: migrations(), data: data(), rendered: await render('título') }));\n",
  );
  return root;
}

describe('the bundled server (npm start) behaves as its sources', () => {
  let root: string;
  let out: string;
  beforeAll(async () => {
    root = project();
    out = path.join(root, 'dist-server');
    await buildServerBundle(root, out, ENTRIES);
  });

  it('names the files beside each source, runs the thread from its bundle and reads the external package in place', () => {
    const printed = execFileSync(process.execPath, [path.join(out, 'serve.js')], { cwd: os.tmpdir() }).toString();
    expect(JSON.parse(printed)).toEqual({
      folder: path.join(root, 'server/db/migrations'),
      here: path.join(root, 'server/db'),
      migrations: ['0001.sql'],
      data: 'wasm',
      rendered: 'TÍTULO in DejaVu',
    });
    // The thread ran the bundled worker, not its source (which Node could run too).
    const chunks = readdirSync(out).filter((f) => f.endsWith('.js'));
    const pool = chunks.map((f) => readFileSync(path.join(out, f), 'utf8')).find((code) => code.includes('WORKER_URL'));
    expect(pool).toContain('new URL("./render-worker.js", import.meta.url)');
    // PGlite stays out of the bundle, imported where it lies.
    const serve = readFileSync(path.join(out, 'serve.js'), 'utf8');
    expect(serve).toContain(JSON.stringify(path.join(root, 'node_modules/@electric-sql/pglite/dist/index.js')));
  });

  it('runs from a folder outside the project too (the end-to-end journeys bundle into a temp folder)', async () => {
    const elsewhere = mkdtempSync(path.join(work, 'out-'));
    await buildServerBundle(root, elsewhere, ENTRIES);
    const printed = execFileSync(process.execPath, [path.join(elsewhere, 'serve.js')]);
    expect(JSON.parse(printed.toString())).toMatchObject({ migrations: ['0001.sql'], rendered: 'TÍTULO in DejaVu' });
  });

  it('is current after the build and stale once anything it holds changes; touching is no change', async () => {
    expect(serverBundleIsCurrent(root, out, ENTRIES)).toBe(true);
    const later = new Date(Date.now() + 3_600_000);
    utimesSync(path.join(root, 'server/db/migrate.ts'), later, later);
    expect(serverBundleIsCurrent(root, out, ENTRIES)).toBe(true);

    const source = path.join(root, 'server/render/worker.ts');
    const before = readFileSync(source, 'utf8');
    writeFileSync(source, `${before}// edited\n`);
    expect(serverBundleIsCurrent(root, out, ENTRIES)).toBe(false);
    writeFileSync(source, before);
    expect(serverBundleIsCurrent(root, out, ENTRIES)).toBe(true);

    writeFileSync(path.join(root, 'package-lock.json'), '{"v":2}\n');
    expect(serverBundleIsCurrent(root, out, ENTRIES)).toBe(false);
    await buildServerBundle(root, out, ENTRIES);
    expect(serverBundleIsCurrent(root, out, ENTRIES)).toBe(true);
  });

  it('is stale when a source it holds is gone, an entry is missing, or there is no stamp', async () => {
    const other = project();
    const dir = path.join(other, 'dist-server');
    expect(serverBundleIsCurrent(other, dir, ENTRIES)).toBe(false);
    await buildServerBundle(other, dir, ENTRIES);
    expect(serverBundleIsCurrent(other, dir, ENTRIES)).toBe(true);
    rmSync(path.join(dir, 'render-worker.js'));
    expect(serverBundleIsCurrent(other, dir, ENTRIES)).toBe(false);
    await buildServerBundle(other, dir, ENTRIES);
    rmSync(path.join(other, 'server/db/migrate.ts'));
    expect(serverBundleIsCurrent(other, dir, ENTRIES)).toBe(false);
  });

  it('names every source file it holds in its stamp, and no package file', () => {
    const stamp = JSON.parse(readFileSync(path.join(out, '.build-stamp.json'), 'utf8')) as { files: string[] };
    expect(stamp.files).toEqual([
      'server/db/migrate.ts',
      'server/render/pool.ts',
      'server/render/worker.ts',
      'server/serve.ts',
    ]);
  });
});
