import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { rowsOf } from '../db/rows.ts';

/**
 * A report_jobs row still `starting`/`processing` whose pg-boss job is gone or finished
 * without it (a worker killed on the last attempt, the queue's jobs deleted) would keep the
 * UI polling forever: such rows become `failed` with a message. Rows touched in the last
 * `staleSeconds` are left alone (a live worker writes progress as it goes).
 */
export const INTERRUPTED = 'A geração do relatório foi interrompida. Gere o relatório novamente.';

export async function reconcileJobs(db: Db, queue: string, staleSeconds: number): Promise<string[]> {
  const result = await db.execute(sql`
    update report_jobs r
       set status = 'failed', error = ${INTERRUPTED}, message = null, updated_at = now()
     where r.status in ('starting', 'processing')
       and r.updated_at < now() - make_interval(secs => ${staleSeconds})
       and not exists (
         select 1 from pgboss.job j
          where j.name = ${queue} and j.data->>'job_id' = r.id::text
            and j.state in ('created', 'retry', 'active'))
    returning r.id`);
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}
