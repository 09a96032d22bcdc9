import { createHash } from 'node:crypto';
import type { Writable } from 'node:stream';
import { once } from 'node:events';
import { ident, type Session, type TableInfo } from './session.ts';

const BATCH = 2000;

/**
 * Every row of a table as one JSON line (`to_jsonb`, keys sorted by PostgreSQL, timestamps
 * in UTC), in primary-key order, through a cursor (a table of any size streams). The count
 * and SHA-256 of the lines fingerprint the table: the backup writes them, the restore
 * recomputes them on the new database, and the same rows give the same digest on either engine.
 * Must run inside a transaction with `timezone` set to UTC.
 */
export async function tableDigest(
  session: Session,
  table: TableInfo,
  sink?: Writable,
): Promise<{ rows: number; sha256: string }> {
  const order = table.key.length ? table.key.map(ident).join(', ') : 'to_jsonb(t)::text';
  const cursor = `backup_${table.name}`.slice(0, 60);
  await session.query(
    `declare ${ident(cursor)} no scroll cursor for select to_jsonb(t)::text as j from public.${ident(table.name)} t order by ${order}`,
  );
  const hash = createHash('sha256');
  let rows = 0;
  try {
    for (;;) {
      const batch = await session.query<{ j: string }>(`fetch ${BATCH} from ${ident(cursor)}`);
      if (!batch.length) break;
      const text = batch.map((r) => `${r.j}\n`).join('');
      hash.update(text);
      rows += batch.length;
      if (sink && !sink.write(text)) await once(sink, 'drain');
      if (batch.length < BATCH) break;
    }
  } finally {
    await session.query(`close ${ident(cursor)}`);
  }
  return { rows, sha256: hash.digest('hex') };
}

/** How many migrations the database is at (drizzle's own table). */
export async function migrationCount(session: Session): Promise<number> {
  const [exists] = await session.query<{ ok: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as ok`,
  );
  if (!exists.ok) return 0;
  const [row] = await session.query<{ n: number | string }>(`select count(*) as n from drizzle.__drizzle_migrations`);
  return Number(row.n);
}
