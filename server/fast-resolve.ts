import { registerHooks, type ResolveFnOutput, type ResolveHookContext } from 'node:module';
import { readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A faster resolution of the files a package imports from itself, for the server's start
 * (issue 19 goal 7: a warm `npm start` under 3 s).
 *
 * For every module it loads, Node finds the format by reading the package's package.json
 * "scope", and deserialises its whole "exports" map each time: drizzle-orm's (447 entries,
 * 179 KB) and date-fns' (199 KB), once per each of their ~200 files, were a third of the
 * server's import time (a CPU profile: `getPackageScopeConfig`; drizzle-orm alone loads in 45 ms
 * instead of 450 ms when its map is short).
 *
 * Only the case that needs no exports map is answered here: a relative specifier with its
 * extension (`./sql/sql.js`), from a file inside node_modules, naming an existing regular file,
 * imported (not required: require() reads no scope while resolving) and
 * whose format is certain without guessing — `.mjs`, `.cjs`, or `.js` under a package.json
 * with an explicit "type". The nearest package.json is found as Node finds it (the first one up
 * the tree) and read once per folder. Everything else (bare names, the app's own files, no
 * extension, no "type", symbolic links) goes to Node's own resolution unchanged.
 *
 * `FAST_RESOLVE_VERIFY=1` asks Node as well for each answer and throws on any difference
 * (server/fast-resolve.test.ts loads the whole server so).
 */
const types = new Map<string, 'module' | 'commonjs' | null>();

/** The "type" of the nearest package.json above `dir`: module, commonjs, or null (none, unreadable, not explicit). */
function scopeType(dir: string): 'module' | 'commonjs' | null {
  const known = types.get(dir);
  if (known !== undefined) return known;
  let type: 'module' | 'commonjs' | null;
  try {
    const json = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { type?: unknown };
    type = json.type === 'module' || json.type === 'commonjs' ? json.type : null;
  } catch (error) {
    const parent = path.dirname(dir);
    type = (error as NodeJS.ErrnoException).code === 'ENOENT' && parent !== dir ? scopeType(parent) : null;
  }
  types.set(dir, type);
  return type;
}

const RELATIVE_WITH_EXTENSION = /^\.{1,2}\/.*\.(?:js|mjs|cjs)$/;

/** The answer for a package's own relative import, or undefined to leave it to Node. */
export function fastResolve(
  specifier: string,
  { parentURL, conditions }: Pick<ResolveHookContext, 'parentURL' | 'conditions'>,
): ResolveFnOutput | undefined {
  // require() finds no format while resolving (the loader does, and cheaply): only imports.
  if (conditions?.includes('require')) return undefined;
  if (!parentURL?.startsWith('file://') || !parentURL.includes('/node_modules/')) return undefined;
  if (!RELATIVE_WITH_EXTENSION.test(specifier)) return undefined;
  const url = new URL(specifier, parentURL);
  if (url.search || url.hash) return undefined;
  const file = fileURLToPath(url);
  const format = file.endsWith('.mjs') ? 'module' : file.endsWith('.cjs') ? 'commonjs' : scopeType(path.dirname(file));
  if (!format) return undefined;
  // Node answers with the real path: leave links (and anything missing or not a file) to it.
  let real: string;
  try {
    real = realpathSync.native(file);
  } catch {
    return undefined;
  }
  if (real !== file || !statSync(file).isFile()) return undefined;
  return { url: url.href, format, shortCircuit: true };
}

export let verified = 0;

/** The process's hook, once installed: a module re-evaluated by a test runner finds it here. */
const INSTALLED = Symbol.for('reurb.fastResolve');
const processState = globalThis as { [INSTALLED]?: { answered: number } };

/** How many resolutions the hook has answered in this process, or undefined when it is not installed. */
export function fastResolveAnswers(): number | undefined {
  return processState[INSTALLED]?.answered;
}

/**
 * Installs the hook for this process (or thread); a second call does nothing. `FAST_RESOLVE=0`
 * leaves every resolution to Node (a way out, should a package ever disagree, and the control
 * of every measurement of the hook), for each of its callers: the server, the worker, the seed
 * and the server's tests.
 */
export function installFastResolve(verify = process.env.FAST_RESOLVE_VERIFY === '1'): void {
  if (process.env.FAST_RESOLVE === '0' || processState[INSTALLED]) return;
  const state = { answered: 0 };
  processState[INSTALLED] = state;
  registerHooks({
    resolve(specifier: string, context: ResolveHookContext, nextResolve) {
      const fast = fastResolve(specifier, context);
      if (!fast) return nextResolve(specifier, context);
      if (verify) {
        const node = nextResolve(specifier, context);
        if (node.url !== fast.url || (node.format ?? undefined) !== fast.format)
          throw new Error(
            `fast-resolve: ${specifier} de ${context.parentURL}: Node ${node.url} (${node.format}), aqui ${fast.url} (${fast.format})`,
          );
        verified += 1;
      }
      state.answered += 1;
      return fast;
    },
  });
}
