/**
 * `npm run restore -- <pasta>`: brings a copy made by `npm run backup` into an EMPTY instance
 * (the configured DATABASE_URL or PGlite in DATA_DIR, and the configured file store), then
 * checks every table's count and SHA-256 and every file's against the manifest. Refuses a
 * database or file store that already holds data.
 */
import { ConfigError, loadConfig } from '../server/config.ts';
import { connect } from '../server/db/connection.ts';
import { DataDirLockedError } from '../server/db/data-dir-lock.ts';
import { BackupError } from '../server/backup/manifest.ts';
import { restore } from '../server/backup/restore.ts';

const folder = process.argv[2];
if (!folder) {
  console.error('Uso: npm run restore -- <pasta>');
  process.exit(1);
}

try {
  const config = loadConfig();
  const database = await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
  try {
    const started = performance.now();
    const result = await restore(database, config, folder);
    console.log(
      `Restaurado de ${folder}: ${result.tables} tabelas, ${result.rows} linhas e ${result.files} arquivos conferidos ` +
        `(${((performance.now() - started) / 1000).toFixed(1)} s).`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof BackupError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(`Falha na restauração: ${(error as Error).name} ${(error as NodeJS.ErrnoException).code ?? ''}`);
  process.exit(1);
}
