import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServerBundle, repoRoot } from '../../scripts/server-bundle.ts';
import setup from '../test/global-setup.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server bundled as `npm start` bundles it, in the run's own folder: the processes the fault tests start and kill. */
    faultsServerDir: string;
  }
}

/**
 * The fault tests always run on PostgreSQL (the run's migrated template database), against the
 * server `npm start` runs: its bundle (scripts/server-bundle.ts), built once for the run.
 * From its sources each API or worker process loaded ~2,500 modules: 3.4–3.6 s of CPU to its
 * first answer against 1.4–1.6 s bundled (warm compile cache, 2026-12-01), ten processes a run.
 */
export default async function faultsSetup(project: TestProject) {
  process.env.TEST_ENGINE = 'postgres';
  const teardown = await setup(project);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'reurb-faults-server-'));
  try {
    await buildServerBundle(repoRoot, dir);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    await teardown();
    throw error;
  }
  project.provide('faultsServerDir', dir);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await teardown();
  };
}
