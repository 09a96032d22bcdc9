import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'rolldown';

/**
 * The server bundled for `npm start` (issue 19 goal 7: a warm start under 3 s). From its
 * sources the server loads ~2,500 modules (~430 of its own TypeScript files, the rest from 120
 * packages), and each costs Node a resolution, a package.json read and a compile-cache lookup:
 * a CPU profile of a warm start spends more time in Node's module loader than in the server's
 * own code. Bundled, the same code is a few dozen files.
 *
 * What a bundle would change, and how it is kept the same:
 * - `import.meta.url`, `import.meta.dirname`, `__dirname` and `__filename` (the server's
 *   migrations, the SPA's folder, the fonts; packages' own data files) keep naming the file they
 *   were written in: each module's are replaced by its source path. A bundle therefore belongs
 *   to the checkout that built it, which is why it is built where it runs and never shipped.
 * - `new URL('./x.ts', import.meta.url)` naming another entry (the render threads' script) names
 *   that entry's bundled file instead, beside the bundle's chunks.
 * - PGlite stays a package of its own, imported by absolute path: it finds its WebAssembly and
 *   data files beside itself and runs an `eval` that must see its own scope.
 * - Packages the server loads with `createRequire` at run time (exceljs, pino-pretty) are not
 *   bundled: rolldown sees no import.
 *
 * The bundle is rebuilt when anything it was built from changed: its stamp names every source
 * file it holds, with a hash of all their bytes, the lock files and this builder.
 */
export const SERVER_ENTRIES = {
  serve: 'server/serve.ts',
  'render-worker': 'server/render/worker.ts',
  'rich-body-worker': 'server/http/rich-body/worker.ts',
  'geometry-file-worker': 'server/geometry/file-worker.ts',
  worker: 'server/worker.ts',
} as const;

/** Packages kept outside the bundle, imported from node_modules by absolute path. */
const EXTERNAL_PACKAGES = ['@electric-sql/pglite'];
const STAMP = '.build-stamp.json';
const here = fileURLToPath(import.meta.url);

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));
export const serverBundleDir = (root = repoRoot) => path.join(root, 'dist-server');

interface Stamp {
  hash: string;
  /** The source files the bundle holds, relative to the root (node_modules' are covered by the lock files). */
  files: string[];
}

/** What the bundle was built from: the root's path, the lock files, this builder, every source file. */
function hashOf(root: string, files: string[], entries: Record<string, string>): string | null {
  const hash = createHash('sha256').update(`${root}\0${JSON.stringify(entries)}\0`);
  const inputs = [
    here,
    path.join(root, 'package-lock.json'),
    path.join(root, 'node_modules', '.package-lock.json'),
    ...files.map((file) => path.join(root, file)),
  ];
  for (const file of inputs) {
    if (!existsSync(file)) {
      // A lock file may be absent (a project without one); a source file may not.
      if (files.includes(path.relative(root, file))) return null;
      hash.update(`${file}\0-\0`);
      continue;
    }
    hash.update(`${file}\0`).update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** Whether `dir` holds a bundle of exactly the current sources. */
export function serverBundleIsCurrent(
  root = repoRoot,
  dir = serverBundleDir(root),
  entries: Record<string, string> = SERVER_ENTRIES,
): boolean {
  const stampFile = path.join(dir, STAMP);
  if (!existsSync(stampFile)) return false;
  if (!Object.keys(entries).every((name) => existsSync(path.join(dir, `${name}.js`)))) return false;
  let stamp: Stamp;
  try {
    stamp = JSON.parse(readFileSync(stampFile, 'utf8')) as Stamp;
  } catch {
    return false;
  }
  return Array.isArray(stamp.files) && hashOf(root, stamp.files, entries) === stamp.hash;
}

/** `new URL('<relative>', import.meta.url)`, the pattern the render pool names its thread's script with. */
const NEW_URL = /new URL\(\s*(['"])(\.{1,2}\/[^'"]+)\1\s*,\s*import\.meta\.url\s*\)/g;

const RUNNING = '__reurb_running_chunk__';

/** Each module keeps naming its own source file; a `new URL` to another entry names that entry's bundle. */
function sourcePaths(entries: Record<string, string>, root: string): Plugin {
  const entryByFile = new Map(Object.entries(entries).map(([name, file]) => [path.join(root, file), name]));
  return {
    name: 'reurb-source-paths',
    transform: {
      filter: { code: /import\.meta\.(?:url|dirname|filename)|__dirname|__filename/ },
      handler(code, id) {
        // rolldown's own runtime (`\0rolldown/runtime.js`, its `require` for CommonJS modules)
        // resolves as from the project's root, wherever the bundle is.
        if (!path.isAbsolute(id)) id = path.join(root, 'package.json');
        const dir = path.dirname(id);
        // The chunks and the entries share one folder: an entry's file is beside every chunk, so
        // its URL stays relative to the running chunk (a placeholder keeps it from the next step).
        const withEntries = code.replace(NEW_URL, (whole, _quote: string, target: string) => {
          const entry = entryByFile.get(path.resolve(dir, target));
          return entry ? `new URL(${JSON.stringify(`./${entry}.js`)}, import.meta.${RUNNING})` : whole;
        });
        const replaced = withEntries
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(id).href))
          .replaceAll('import.meta.dirname', JSON.stringify(dir))
          .replaceAll('import.meta.filename', JSON.stringify(id))
          .replace(/(?<![.\w$])__dirname\b/g, JSON.stringify(dir))
          .replace(/(?<![.\w$])__filename\b/g, JSON.stringify(id))
          .replaceAll(`import.meta.${RUNNING}`, 'import.meta.url');
        // Every replacement stays on its line: the lines of the source map hold (`map: null`
        // keeps the mappings as they were; only columns after a replacement shift).
        return { code: replaced, map: null };
      },
    },
  };
}

/** The external packages, resolved where rolldown would find them and imported by that absolute path. */
function absoluteExternals(): Plugin {
  const external = (source: string) => EXTERNAL_PACKAGES.some((p) => source === p || source.startsWith(`${p}/`));
  return {
    name: 'reurb-absolute-externals',
    async resolveId(source, importer, options) {
      if (!external(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? { id: resolved.id, external: 'absolute' } : null;
    },
  };
}

export interface BuildResult {
  files: number;
  modules: number;
  seconds: number;
}

/** Bundles the entries into `dir` (emptied first) and writes the stamp. */
export async function buildServerBundle(
  root = repoRoot,
  dir = serverBundleDir(root),
  entries: Record<string, string> = SERVER_ENTRIES,
): Promise<BuildResult> {
  const started = performance.now();
  const { build } = await import('rolldown');
  rmSync(dir, { recursive: true, force: true });
  const output = await build({
    cwd: root,
    input: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, path.join(root, file)])),
    platform: 'node',
    logLevel: 'warn',
    onLog(level, log, handler) {
      // Packages' own direct eval (depd's deprecation wrappers) runs unchanged: nothing is renamed or minified.
      if (log.code === 'EVAL') return;
      handler(level, log);
    },
    external: [/^node:/],
    plugins: [absoluteExternals(), sourcePaths(entries, root)],
    output: {
      dir,
      format: 'esm',
      entryFileNames: '[name].js',
      chunkFileNames: '[name]-[hash].js',
      sourcemap: true,
    },
  });
  const files = new Set<string>();
  for (const chunk of output.output) {
    if (chunk.type !== 'chunk') continue;
    for (const id of chunk.moduleIds) {
      if (!path.isAbsolute(id) || id.includes(`${path.sep}node_modules${path.sep}`)) continue;
      files.add(path.relative(root, id));
    }
  }
  const list = [...files].sort();
  const hash = hashOf(root, list, entries);
  if (!hash) throw new Error('um arquivo do servidor sumiu durante o empacotamento: rode de novo');
  writeFileSync(path.join(dir, STAMP), JSON.stringify({ hash, files: list } satisfies Stamp));
  return {
    files: output.output.length,
    modules: output.output.reduce((n, o) => n + (o.type === 'chunk' ? o.moduleIds.length : 0), 0),
    seconds: (performance.now() - started) / 1000,
  };
}
