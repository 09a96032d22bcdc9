import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { startServer } from './start-server.ts';

/** The API (and, in production, the SPA) in one process: `node server/main.ts` runs this. */
try {
  const config = loadConfig();
  const { app, stop } = await startServer(config);
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (stopping) return;
      stopping = true;
      app.log.info(`${signal}: encerrando`);
      stop().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`A porta ${process.env.PORT ?? 3000} já está em uso: pare o outro processo ou defina PORT.`);
    process.exit(1);
  }
  throw error;
}
