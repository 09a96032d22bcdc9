import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { holidaysBody } from '../../domain/procedure/api.ts';
import type { Db } from '../db/connection.ts';
import { procedureHolidays } from '../db/schema/index.ts';

/** The project's municipal holidays, in date order. */
export const listHolidays = (db: Db, projectId: number) =>
  db
    .select({ date: procedureHolidays.date, name: procedureHolidays.name })
    .from(procedureHolidays)
    .where(eq(procedureHolidays.project_id, projectId))
    .orderBy(asc(procedureHolidays.date));

/**
 * Replaces the project's municipal holidays (issue 16 part 3): the list is small and edited as
 * a whole, so the whole list is sent and written in one transaction.
 */
export async function replaceHolidays(db: Db, projectId: number, body: z.output<typeof holidaysBody>) {
  await db.transaction(async (tx) => {
    await tx.delete(procedureHolidays).where(eq(procedureHolidays.project_id, projectId));
    if (body.data.length)
      await tx.insert(procedureHolidays).values(body.data.map((h) => ({ ...h, project_id: projectId })));
  });
  return listHolidays(db, projectId);
}
