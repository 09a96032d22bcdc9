import type { Db } from '../db/connection.ts';

/** A transaction of the app's database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Where a query may run: the database, or a transaction on it (never the outer db inside one). */
export type Conn = Db | Tx;
