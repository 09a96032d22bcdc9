import { inject } from 'vitest';

/**
 * The server of the worker running this file: Vitest numbers the workers running at the same
 * time 1…maxWorkers (VITEST_POOL_ID), and the e2e project has as many workers as servers.
 */
export function e2eServer(): { base: string; dataDir: string } {
  const servers = inject('servers');
  const { baseUrl, dataDir } = servers[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % servers.length];
  return { base: baseUrl, dataDir };
}
