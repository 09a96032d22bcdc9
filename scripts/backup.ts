/**
 * `npm run backup -- <pasta>`: a consistent copy of the database (every table, one snapshot)
 * and of the stored files, with manifest.json (counts and SHA-256s). Uses the server's
 * settings: DATABASE_URL (may run while the API runs) or PGlite in DATA_DIR (stop the server
 * first: one process per data folder), FILE_STORAGE local or s3.
 */
import { ConfigError, loadConfig } from '../server/config.ts';
import { connect } from '../server/db/connection.ts';
import { DataDirLockedError } from '../server/db/data-dir-lock.ts';
import { backup } from '../server/backup/backup.ts';
import { BackupError } from '../server/backup/manifest.ts';

const folder = process.argv[2];
if (!folder) {
  console.error('Uso: npm run backup -- <pasta>');
  process.exit(1);
}

try {
  const config = loadConfig();
  const database = await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
  try {
    const started = performance.now();
    const { manifest, missing } = await backup(database, config, folder);
    const rows = Object.values(manifest.tables).reduce((sum, t) => sum + t.rows, 0);
    console.log(
      `Cópia em ${folder}: ${Object.keys(manifest.tables).length} tabelas, ${rows} linhas, ${manifest.files.length} arquivos ` +
        `(${((performance.now() - started) / 1000).toFixed(1)} s).`,
    );
    if (missing.length) console.warn(`Atenção: ${missing.length} arquivo(s) citados no banco não estavam no armazenamento: ${missing.join(', ')}`);
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof BackupError) {
    console.error(error.message);
    process.exit(1);
  }
  // Never the raw error: drizzle's carry query parameters (personal data).
  console.error(`Falha na cópia: ${(error as Error).name} ${(error as NodeJS.ErrnoException).code ?? ''}`);
  process.exit(1);
}
