/**
 * `npm run seed -- --projects N --lots N [--seed S] [--force]`: fills the database with demo
 * data. Uses the server's database: DATABASE_URL, or PGlite in ${DATA_DIR:-./data}/pg.
 * Refuses a database that already has projects unless --force.
 */
import { parseArgs } from 'node:util';
import { installFastResolve } from '../server/fast-resolve.ts';

const USAGE = 'uso: npm run seed -- --projects N --lots N [--seed S] [--force]';

/** The option's value as a whole number ≥ 0; undefined when it was not given. */
function positiveInteger(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`--${name} deve ser um inteiro >= 0 (recebido: ${value})\n${USAGE}`);
  return n;
}

async function main() {
  const { values } = parseArgs({
    options: {
      projects: { type: 'string' },
      lots: { type: 'string' },
      seed: { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const sizes = {
    projects: positiveInteger('projects', values.projects) ?? 2,
    lots: positiveInteger('lots', values.lots) ?? 300,
  };
  // Checked here, defaulted once the demo data's module (which holds the default) is loaded.
  const seed = positiveInteger('seed', values.seed);
  if (sizes.projects === 0 && sizes.lots > 0) throw new Error(`--lots precisa de pelo menos um projeto\n${USAGE}`);

  // The database, its schema and the demo data's generators only now that the arguments are
  // good: a wrong number or --help answers at once instead of after loading the server (~2 s),
  // and through the server's resolver hook (server/fast-resolve.ts), as `npm start` loads them:
  // Node's own resolution was 1.3 s of a 3.5 s refusal (a CPU profile, 2026-12-02).
  installFastResolve();
  const [{ count }, { connect }, { migrate }, { projects }, { DEFAULT_SEED, seedDemoData }] = await Promise.all([
    import('drizzle-orm'),
    import('../server/db/connection.ts'),
    import('../server/db/migrate.ts'),
    import('../server/db/schema/index.ts'),
    import('../server/seed/demo-data.ts'),
  ]);
  const options = { ...sizes, seed: seed ?? DEFAULT_SEED };
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || './data';
  const database = await connect({ databaseUrl, dataDir });
  try {
    await migrate(database);
    const [{ n }] = await database.db.select({ n: count() }).from(projects);
    if (Number(n) > 0 && !values.force) {
      throw new Error(`O banco já tem ${n} projeto(s); use --force para acrescentar dados mesmo assim.`);
    }
    const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite em ${dataDir}/pg`;
    console.log(
      `Semeando ${options.projects} projeto(s) e ${options.lots} lote(s) em ${where}, semente ${options.seed}...`,
    );
    const started = performance.now();
    const made = await seedDemoData(database.db, options);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Pronto em ${seconds} s:`, made);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  // Never the raw error: drizzle's carry the query parameters (CPFs, names). The database's
  // own message (e.g. which constraint failed) is safe.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  console.error(cause instanceof Error ? cause.message.split('\nparams:')[0] : 'Falha ao semear o banco.');
  process.exitCode = 1;
});
