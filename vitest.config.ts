import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Dates are tested in the users' time zone.
process.env.TZ = 'America/Sao_Paulo';

function serverProject(engine: 'pglite' | 'postgres') {
  return {
    test: {
      name: `server:${engine}`,
      include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
      environment: 'node',
      env: { TEST_ENGINE: engine },
      globalSetup: ['server/test/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['domain/**/*.test.ts', 'mock-api/**/*.test.ts'],
          environment: 'node',
        },
      },
      serverProject('pglite'),
      // The same server tests again on a real PostgreSQL server when one is configured.
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
