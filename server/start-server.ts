import type { Config } from './config.ts';
import { connect, type Database } from './db/connection.ts';
import { migrate } from './db/migrate.ts';
import { buildApp } from './app.ts';
import { seedDemoAccounts } from './seed/accounts.ts';
import { seedDemoIfEmpty } from './seed/demo-data.ts';

/**
 * Opens and migrates the database, seeds the demo on first start, builds the app and
 * listens. Returns the running app and a stop function that closes everything.
 */
export async function startServer(config: Config) {
  const database: Database = await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database);
    const app = await buildApp({ config, database });
    if (config.seed.demo) {
      const created = await seedDemoAccounts(database.db, config);
      for (const account of created) {
        app.log.info(
          { email: account.email, role: account.role },
          `Conta de demonstração criada: ${account.email} / senha: ${account.password}`,
        );
      }
      const demo = await seedDemoIfEmpty(database.db);
      if (demo) app.log.info(demo, 'Dados de demonstração criados');
    }
    // PGlite never gathers statistics by itself; fresh ones keep its query plans sane.
    if (database.engine === 'pglite') await database.exec('analyze');
    await app.listen({ host: config.host, port: config.port });
    app.log.info(`REURB Gestão em ${config.publicUrl} (banco: ${database.engine}, identidade: ${config.identity.kind})`);
    const stop = async () => {
      await app.close();
      await database.close();
    };
    return { app, database, stop };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}
