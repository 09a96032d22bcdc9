import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

const SKIP = new Set(['node_modules', 'dist', 'dist-server', 'data', '.git', 'e2e/artifacts', 'coverage']);

/**
 * The repository's files (paths relative to the root) that `keep` accepts: git's list (tracked and
 * untracked, not ignored) in a clone, else a walk of the tree without build output and databases.
 * For the tests that read the sources as text (self-containment, docs citations).
 */
export function repoFiles(keep: (file: string) => boolean): string[] {
  let files: string[];
  try {
    files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: repoRoot, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
  } catch {
    files = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(path.join(repoRoot, dir))) {
        const relative = path.join(dir, name);
        if (SKIP.has(relative) || SKIP.has(name)) continue;
        if (statSync(path.join(repoRoot, relative)).isDirectory()) walk(relative);
        else files.push(relative);
      }
    };
    walk('.');
  }
  return files.filter((f) => keep(f) && existsSync(path.join(repoRoot, f)));
}
