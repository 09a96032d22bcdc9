/**
 * `npm run backup -- <pasta>`: a consistent copy of the database (every table, one snapshot)
 * and of the stored files, with manifest.json (counts and SHA-256s). Uses the server's
 * settings: DATABASE_URL (may run while the API runs) or PGlite in DATA_DIR (stop the server
 * first: one process per data folder), FILE_STORAGE local or s3.
 */
import { backup } from '../server/backup/backup.ts';
import { recordBackup } from '../server/backup/record.ts';
import { runWithFolder } from './backup/cli.ts';

await runWithFolder('backup', 'Falha na cópia', async (database, config, folder) => {
  const { manifest, missing } = await backup(database, config, folder);
  if (missing.length)
    console.warn(
      `Atenção: ${missing.length} arquivo(s) citados no banco não estavam no armazenamento: ${missing.join(', ')}`,
    );
  // After the manifest: only a complete copy is shown as the last backup (Administração).
  await recordBackup(database, manifest, folder);
  const rows = Object.values(manifest.tables).reduce((sum, t) => sum + t.rows, 0);
  return `Cópia em ${folder}: ${Object.keys(manifest.tables).length} tabelas, ${rows} linhas, ${manifest.files.length} arquivos`;
});
