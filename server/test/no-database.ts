import { vi } from 'vitest';

/**
 * Setup of the `server:pure` project (files listed in engine-agnostic.ts): there is no test
 * database there, and a file that tries to open one fails at once with what to do, rather than
 * passing on one engine only.
 */
export const NO_DATABASE_MESSAGE =
  'Este arquivo de teste usa um banco de dados: tire-o de server/test/engine-agnostic.ts para que rode no PGlite e no PostgreSQL.';

/** A plain function, so that `new pg.Client()` throws this message too. */
function refuse(): never {
  throw new Error(NO_DATABASE_MESSAGE);
}

vi.mock('../db/connection.ts', async (original) => ({ ...(await original<object>()), connect: refuse }));
vi.mock('pg', async (original) => {
  const real = await original<{ default: object }>();
  const refused = { ...real.default, Client: refuse, Pool: refuse };
  return { ...real, ...refused, default: refused };
});
vi.mock('@electric-sql/pglite', async (original) => ({ ...(await original<object>()), PGlite: { create: refuse } }));
