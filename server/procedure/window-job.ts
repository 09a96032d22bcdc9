import type { PgBoss } from 'pg-boss';
import { todayInBrasilia } from '../../domain/procedure/calendar.ts';
import type { Db } from '../db/connection.ts';
import { fixOverdueClassifications } from './classification.ts';
import { closePartyWindows } from './parties.ts';

/**
 * The daily job that records what the law says silence means (issue 16 parts 2 and 3): the
 * tacit agreement of a notified party whose 30 days ended without impugnação (Lei 13.465/2017
 * art. 31 §6; Decreto 9.310/2018 art. 24 §6), the end of an unused appeal window (art. 24
 * §10), and the modality fixed when the 180 days to classify passed (Lei art. 30 §3; Decreto
 * art. 23 §3).
 *
 * Each worker asks for the day's run every hour with the Brasília date as pg-boss's
 * singletonKey, so the day's job is queued once however many workers ask, and the first run
 * after midnight closes the windows that ended the day before. The work itself is idempotent
 * (each fact is written only where still null), so a retried or duplicated run records nothing
 * twice. `now` is the job's clock: tests set it.
 */
export const PROCEDURE_WINDOWS_QUEUE = 'procedure-windows';
const TRIGGER_EVERY_MS = 60 * 60 * 1000;

export interface WindowJobOptions {
  db: Db;
  now?: () => Date;
  pollingIntervalSeconds?: number;
  log?: (message: string) => void;
}

export interface WindowJob {
  /** Queues the day's run (null when it was queued already today). */
  trigger(): Promise<string | null>;
  stop(): void;
}

export async function startWindowJob(boss: PgBoss, options: WindowJobOptions): Promise<WindowJob> {
  const now = options.now ?? (() => new Date());
  await boss.createQueue(PROCEDURE_WINDOWS_QUEUE, { retryLimit: 3, deleteAfterSeconds: 30 * 24 * 3600 });
  await boss.work(
    PROCEDURE_WINDOWS_QUEUE,
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 30 },
    async () => {
      const closed = await closePartyWindows(options.db, now());
      const classified = await fixOverdueClassifications(options.db, now());
      if (closed.tacit || closed.appeal || classified)
        options.log?.(
          `prazos: ${closed.tacit} anuência(s) tácita(s), ${closed.appeal} prazo(s) de recurso encerrado(s), ` +
            `${classified} classificação(ões) automática(s)`,
        );
    },
  );
  const trigger = async () => {
    const day = todayInBrasilia(now());
    return boss.send(PROCEDURE_WINDOWS_QUEUE, { day }, { singletonKey: `dia-${day}`, singletonSeconds: 24 * 3600 });
  };
  await trigger().catch(() => null);
  const timer = setInterval(() => void trigger().catch(() => null), TRIGGER_EVERY_MS);
  timer.unref();
  return { trigger, stop: () => clearInterval(timer) };
}
