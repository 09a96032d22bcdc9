import { inArray } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { notifiedParties } from '../db/schema/index.ts';

/** What an anonymised notified party is called in the procedure, so staff see what happened. */
export const REMOVED_PARTY_NAME = 'Notificado removido (LGPD)';

/**
 * A confirmed removal also reaches the procedure's notified parties (issue 16) whose CPF is one
 * of the person's: the confrontante, titular or terceiro the Município notified (Decreto
 * 9.310/2018 art. 24). Their identity goes (name, CPF, address); the facts of the notification
 * stay: role, how and when it was delivered, the impugnação, the decision, the appeal and its
 * resolution with their dates and texts. The Município must be able to prove the notification and
 * the decision on an impugnação (art. 24 §§ 1º to 11; the CRF and the registry rest on them), which
 * LGPD art. 16, I allows it to keep, and keeping them protects the procedure of every family of the núcleo;
 * what identifies the person serves none of that once the notice is given. A CPF is the
 * person's own number, so the match is exact: no review is needed as for a lot's people, whose
 * records a CPF typed by staff may only resemble. The party row stays (the clocks and tacit
 * agreement read it). Returns how many were anonymised.
 */
export async function anonymiseParties(tx: Db, ids: readonly number[]): Promise<number> {
  if (!ids.length) return 0;
  const done = await tx
    .update(notifiedParties)
    .set({ name: REMOVED_PARTY_NAME, document: null, address: null })
    .where(inArray(notifiedParties.id, [...ids]))
    .returning({ id: notifiedParties.id });
  return done.length;
}
