import type { Config } from './config.ts';
import type { Database, Db } from './db/connection.ts';

/** What every route plugin receives from the app. */
export interface RouteDeps {
  config: Config;
  database: Database;
  db: Db;
}
