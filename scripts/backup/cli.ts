import { ConfigError, loadConfig, type Config } from '../../server/config.ts';
import { connect, type Database } from '../../server/db/connection.ts';
import { DataDirLockedError } from '../../server/db/data-dir-lock.ts';
import { BackupError } from '../../server/backup/manifest.ts';

/**
 * The shell of `npm run backup` and `npm run restore`: the folder argument, the server's
 * settings and database (one connection), the time taken, and errors told in Portuguese —
 * never a raw database error, which carries query parameters (personal data).
 */
export async function runWithFolder(
  command: string,
  failure: string,
  work: (database: Database, config: Config, folder: string) => Promise<string>,
) {
  const folder = process.argv[2];
  if (!folder) {
    console.error(`Uso: npm run ${command} -- <pasta>`);
    process.exit(1);
  }
  try {
    const config = loadConfig();
    const database = await connect({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: 1,
      sharedBuffersMb: config.pgliteSharedBuffersMb,
    });
    try {
      const started = performance.now();
      const summary = await work(database, config, folder);
      console.log(`${summary} (${((performance.now() - started) / 1000).toFixed(1)} s).`);
    } finally {
      await database.close();
    }
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof BackupError) {
      console.error(error.message);
      process.exit(1);
    }
    console.error(`${failure}: ${(error as Error).name} ${(error as NodeJS.ErrnoException).code ?? ''}`);
    process.exit(1);
  }
}
