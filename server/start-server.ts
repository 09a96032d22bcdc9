import type { Config } from './config.ts';
import { connect, type Database } from './db/connection.ts';
import { analyzeByTable } from './db/analyze.ts';
import { migrate } from './db/migrate.ts';
import { projects } from './db/schema/index.ts';
import { buildApp } from './app.ts';
import { renderPool } from './render/pool.ts';
import { seedDemoAccounts } from './seed/accounts.ts';
import { startBanner } from './start-banner.ts';

/**
 * Opens and migrates the database, seeds the demo on first start, builds the app and
 * listens. Returns the running app and a stop function that closes everything.
 */
export async function startServer(config: Config) {
  const started = performance.now();
  // Every document is drawn on a render thread (server/render), which loads its modules the
  // first time a document needs one: the first report after a start waited for that before its
  // first page. One thread loads from the start, on the other core while this one opens the
  // database, so that it is ready about when the server listens (issue #19 goal 1).
  const rendering = renderPool()
    .warm()
    .then(
      () => null,
      (error: Error) => error,
    );
  const database: Database = await connect({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    sharedBuffersMb: config.pgliteSharedBuffersMb,
  });
  try {
    await migrate(database);
    const app = await buildApp({ config, database });
    let created: Awaited<ReturnType<typeof seedDemoAccounts>> = [];
    let analysed = false;
    if (config.seed.demo) {
      created = await seedDemoAccounts(database.db, config);
      // The demo generator (and faker) loads only when there may be something to fill.
      const some = await database.db.select({ id: projects.id }).from(projects).limit(1);
      if (some.length === 0) {
        const { seedDemoIfEmpty } = await import('./seed/demo-data.ts');
        const demo = await seedDemoIfEmpty(database.db);
        if (demo) app.log.info(demo, 'Dados de demonstração criados');
        analysed = Boolean(demo);
      }
    }
    await app.listen({
      host: config.host,
      port: config.port,
      listenTextResolver: (address) => `Ouvindo em ${address} (endereço para abrir: ${config.publicUrl})`,
    });
    // Not fatal: a document asks for a thread again when it needs one.
    void rendering.then(
      (error) => error && app.log.warn({ err: { name: error.name } }, 'thread de render não iniciou'),
    );
    app.log.info(
      {
        url: config.publicUrl,
        database: database.engine,
        identity: config.identity.kind,
        seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
      },
      startBanner(config, created),
    );
    // PGlite never gathers statistics by itself; fresh ones keep its query plans sane. After
    // listening, and one table at a time: requests take their turns in between (db/analyze.ts).
    const stopping = new AbortController();
    const analysing =
      database.engine === 'pglite' && !analysed
        ? analyzeByTable(database, stopping.signal).catch((error: Error) =>
            app.log.warn({ err: { name: error.name } }, 'analyze falhou'),
          )
        : undefined;
    const stop = async () => {
      // A stop waits for the table being analysed, not for the rest.
      stopping.abort();
      await analysing;
      // Stopped while the thread still loads: it finishes first, so nothing is left starting.
      await rendering;
      await app.close();
      await database.close();
    };
    return { app, database, stop, rendering };
  } catch (error) {
    await database.close().catch(() => undefined);
    await rendering;
    throw error;
  }
}
