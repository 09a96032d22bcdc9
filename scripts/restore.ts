/**
 * `npm run restore -- <pasta>`: brings a copy made by `npm run backup` into an EMPTY instance
 * (the configured DATABASE_URL or PGlite in DATA_DIR, and the configured file store), then
 * checks every table's count and SHA-256 and every file's against the manifest. Refuses a
 * database or file store that already holds data.
 */
import { restore } from '../server/backup/restore.ts';
import { runWithFolder } from './backup/cli.ts';

await runWithFolder('restore', 'Falha na restauração', async (database, config, folder) => {
  const result = await restore(database, config, folder);
  return `Restaurado de ${folder}: ${result.tables} tabelas, ${result.rows} linhas e ${result.files} arquivos conferidos`;
});
