import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the SPA build reads: its sources, the shared domain, its settings and the locked dependencies. */
export const SPA_SOURCES = [
  'src',
  'domain',
  'mock-api',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/precompress.ts',
  'tsconfig.json',
  'tsconfig.base.json',
  'package-lock.json',
];
const STAMP = '.build-stamp';

function files(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full)
    .sort()
    .flatMap((child) => files(root, path.join(entry, child)));
}

/**
 * SHA-256 of every source file's path and bytes, and of the VITE_* variables the build
 * inlines (a Google Maps key, the Auth0 settings): equal hashes, equal builds.
 */
export function spaSourceHash(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  for (const file of SPA_SOURCES.flatMap((entry) => files(root, entry))) {
    if (/\.test\.tsx?$/.test(file) || file.startsWith(`src${path.sep}test${path.sep}`)) continue;
    hash
      .update(`${file.split(path.sep).join('/')}\0`)
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  for (const name of Object.keys(env)
    .filter((n) => n.startsWith('VITE_'))
    .sort())
    hash.update(`${name}=${env[name]}\0`);
  return hash.digest('hex');
}

export interface SpaStamp {
  root: string;
  hash: string;
  current: boolean;
}

/** Whether dist/ holds a build of exactly these sources (dist/.build-stamp, written after a build). */
export function spaIsCurrent(
  root = fileURLToPath(new URL('..', import.meta.url)),
  env: NodeJS.ProcessEnv = process.env,
): SpaStamp {
  const hash = spaSourceHash(root, env);
  const stampFile = path.join(root, 'dist', STAMP);
  const built =
    existsSync(path.join(root, 'dist', 'index.html')) && existsSync(stampFile)
      ? readFileSync(stampFile, 'utf8').trim()
      : '';
  return { root, hash, current: built === hash };
}

export function writeSpaStamp(stamp: SpaStamp) {
  writeFileSync(path.join(stamp.root, 'dist', STAMP), `${stamp.hash}\n`);
}
