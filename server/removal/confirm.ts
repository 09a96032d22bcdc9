import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { rowsOf } from '../db/rows.ts';
import { blocks, dataRemovalEvents, dataRemovalRequests, lots, projects } from '../db/schema/index.ts';
import { erasePerson, recordAnonymisations, type Erasure } from './erase.ts';
import { anonymiseParties } from './parties.ts';
import { queueReviews } from './review-queue.ts';
import type { KeptLot } from './mail.ts';
import { findPerson } from './person.ts';
import { TOKEN_PATTERN, tokenHash } from './secrets.ts';

export type ConfirmOutcome =
  | { status: 'invalid' }
  | { status: 'used' | 'expired' }
  | {
      status: 'removed';
      email: string;
      keys: string[];
      kept: KeptLot[];
      at: Date;
      /** What was erased at once (the app account and what it answered for). */
      erased: Erasure['counts'];
      /** Staff-held records queued for their projects' admins, and when the last answer is due. */
      review: { count: number; dueAt: Date | null };
    };

interface Claimed {
  id: number;
  email: string;
  address_hash: string;
}

/**
 * Uses a removal link: in one transaction, claims the link (once: a second use, even a
 * concurrent one, finds it used), erases the app account and what it answered for except what
 * is under legal hold, queues every staff-held record that matched by e-mail or CPF for its
 * project's admins (server/removal/review-queue.ts; nothing of it is erased here), clears the
 * address from every pending link of it, and records the removal and the lots it touched. A
 * used or expired link is recorded as refused. The caller removes the stored files (`keys`)
 * once this has committed, and tells the person what was erased, kept and put under review.
 */
export async function confirmRemoval(db: Db, token: string): Promise<ConfirmOutcome> {
  if (!TOKEN_PATTERN.test(token)) return { status: 'invalid' };
  const hash = tokenHash(token);
  return db.transaction(async (transaction): Promise<ConfirmOutcome> => {
    const tx = transaction as unknown as Db;
    const claimed = await claim(tx, hash);
    if (!claimed) return refuse(tx, hash);
    const { own, matches, parties } = await findPerson(tx, claimed.email);
    const kept = await keptLots(tx, own.heldLots);
    const erasure = await erasePerson(tx, own);
    const notified = await anonymiseParties(tx, parties);
    await tx
      .update(dataRemovalRequests)
      .set({ email: null, used_at: sql`coalesce(${dataRemovalRequests.used_at}, now())` })
      .where(and(eq(dataRemovalRequests.address_hash, claimed.address_hash), isNotNull(dataRemovalRequests.email)));
    const [event] = await tx
      .insert(dataRemovalEvents)
      .values({
        kind: 'removed',
        outcome: 'removed',
        address_hash: claimed.address_hash,
        request_id: claimed.id,
        detail: { ...erasure.counts, notified_parties: notified, review: matches.length },
      })
      .returning({ id: dataRemovalEvents.id, at: dataRemovalEvents.at });
    await recordAnonymisations(tx, erasure.parts, event.id);
    const review = await queueReviews(tx, event.id, matches);
    return {
      status: 'removed',
      email: claimed.email,
      keys: erasure.keys,
      kept,
      at: event.at,
      erased: erasure.counts,
      review,
    };
  });
}

/** Marks the link used and takes its address, when it is unused and unexpired (row-locked). */
async function claim(tx: Db, hash: string): Promise<Claimed | null> {
  const result = await tx.execute(sql`
    with pending as (
      select id, email from data_removal_requests where token_hash = ${hash} for update
    )
    update data_removal_requests r set used_at = now(), email = null
    from pending
    where r.id = pending.id and r.used_at is null and r.expires_at > now() and pending.email is not null
    returning r.id, pending.email, r.address_hash
  `);
  return rowsOf<Claimed>(result)[0] ?? null;
}

async function refuse(tx: Db, hash: string): Promise<ConfirmOutcome> {
  const [request] = await tx.select().from(dataRemovalRequests).where(eq(dataRemovalRequests.token_hash, hash));
  if (!request) return { status: 'invalid' };
  const status = request.used_at ? 'used' : 'expired';
  await tx
    .insert(dataRemovalEvents)
    .values({ kind: 'refused', outcome: status, address_hash: request.address_hash, request_id: request.id });
  return { status };
}

export type LinkStatus = { status: 'valid'; expiresAt: Date } | { status: 'invalid' | 'used' | 'expired' };

/**
 * What a removal link is before it is used, without using it or recording anything: valid
 * (with its expiry), used, expired, or invalid (malformed or unknown; the two read alike, so the
 * answer tells nothing about tokens that do not exist). The page asks this first, so a dead link
 * says so at once instead of after the person has typed "Confirmar" (issue 18).
 */
export async function removalLinkStatus(db: Db, token: string): Promise<LinkStatus> {
  if (!TOKEN_PATTERN.test(token)) return { status: 'invalid' };
  const [request] = await db
    .select({
      used_at: dataRemovalRequests.used_at,
      expires_at: dataRemovalRequests.expires_at,
      email: dataRemovalRequests.email,
    })
    .from(dataRemovalRequests)
    .where(eq(dataRemovalRequests.token_hash, tokenHash(token)));
  if (!request) return { status: 'invalid' };
  // A link whose address was cleared (another link of it was used) is as used as that one.
  if (request.used_at || request.email === null) return { status: 'used' };
  const expiresAt = new Date(request.expires_at);
  if (expiresAt.getTime() <= Date.now()) return { status: 'expired' };
  return { status: 'valid', expiresAt };
}

async function keptLots(tx: Db, lotIds: number[]): Promise<KeptLot[]> {
  const rows = await tx
    .select({ lot: lots.name, block: blocks.name, project: projects.name })
    .from(lots)
    .innerJoin(blocks, eq(blocks.id, lots.block_id))
    .innerJoin(projects, eq(projects.id, lots.project_id))
    .where(inArray(lots.id, lotIds))
    .orderBy(projects.name, blocks.name, lots.name);
  return rows;
}
