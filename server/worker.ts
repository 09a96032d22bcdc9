import { ConfigError, loadConfig } from './config.ts';
import { installFastResolve } from './fast-resolve.ts';

/**
 * `npm run worker`: the group report workers without the HTTP API, on the PostgreSQL of
 * DATABASE_URL. Run any number of them beside API processes started with REPORT_WORKERS=false;
 * pg-boss hands each job to one of them, and a job whose worker dies is retried by another.
 */
const log = (level: 'info' | 'warn' | 'error', msg: string, extra: Record<string, unknown> = {}) =>
  console.log(JSON.stringify({ level, time: new Date().toISOString(), pid: process.pid, msg, ...extra }));

try {
  const config = loadConfig();
  if (!config.databaseUrl) {
    console.error(
      'npm run worker precisa de DATABASE_URL (PostgreSQL). Com o banco embutido (PGlite) há um processo por pasta ' +
        'de dados, e o próprio servidor (npm start) roda os relatórios.',
    );
    process.exit(1);
  }
  // Loaded only once the settings are good: a refusal answers at once; and through the resolver
  // hook, as the API loads them (server/main.ts).
  installFastResolve();
  const [{ connect }, { migrate }, { ReportQueue }] = await Promise.all([
    import('./db/connection.ts'),
    import('./db/migrate.ts'),
    import('./jobs/queue.ts'),
  ]);
  const database = await connect({ databaseUrl: config.databaseUrl, poolSize: 4 });
  await migrate(database);
  const queue = new ReportQueue({
    database,
    config,
    workers: true,
    log: (msg) => log('warn', msg),
    onJob: (jobId, attempt) => log('info', 'relatório iniciado', { job_id: jobId, attempt }),
  });
  await queue.start();
  log('info', 'worker de relatórios pronto');
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (stopping) return;
      stopping = true;
      log('info', `${signal}: encerrando`);
      queue
        .stop({ graceful: true, timeout: 10_000 })
        .then(() => database.close())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        );
    });
  }
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  log('error', 'o worker não pôde iniciar', {
    err: (error as Error).name,
    code: (error as NodeJS.ErrnoException).code,
  });
  process.exit(1);
}
