import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { loadCurrentUser, type CurrentUser } from '../accounts/current-user.ts';
import type { Db } from '../db/connection.ts';
import { calendarFeeds, users } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { userDeadlines } from '../procedure/deadlines.ts';
import { feedText } from './ics.ts';

/**
 * The personal iCalendar feed (issue 16 part 4). Calendar apps (Outlook, Google Calendar) fetch
 * the URL without signing in, so the URL's token is the credential: 256 random bits, shown once,
 * kept only as its SHA-256; one per user (creating again rotates it: the old URL stops at once),
 * revocable; it reads with the owner's current rights, so a user who leaves a project, loses
 * their role or is deleted stops seeing its clocks in the feed.
 */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface FeedStatus {
  active: boolean;
  created_at: string | null;
  last_used_at: string | null;
  url?: string;
}

export const feedUrl = (publicUrl: string, token: string) => `${publicUrl}/api/calendar/${token}.ics`;

export async function feedStatus(db: Db, user: CurrentUser): Promise<FeedStatus> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.user_id, user.id));
  return {
    active: !!row,
    created_at: row?.created_at.toISOString() ?? null,
    last_used_at: row?.last_used_at?.toISOString() ?? null,
  };
}

/** Creates the user's feed, or replaces its token (the previous URL answers 404 from now on). */
export async function rotateFeed(db: Db, user: CurrentUser, publicUrl: string): Promise<FeedStatus> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(calendarFeeds)
    .values({ user_id: user.id, token_hash: hashOf(token) })
    .onConflictDoUpdate({
      target: calendarFeeds.user_id,
      set: { token_hash: hashOf(token), created_at: sql`now()`, last_used_at: null },
    })
    .returning();
  return { active: true, created_at: row.created_at.toISOString(), last_used_at: null, url: feedUrl(publicUrl, token) };
}

export async function revokeFeed(db: Db, user: CurrentUser): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.user_id, user.id));
}

/**
 * The feed of a token: 404 for an unknown or revoked token, and for an owner who may no longer
 * use the app (no role), the same answer in every case.
 */
export async function feedOfToken(db: Db, token: string, options: { appUrl: string; now?: Date }): Promise<string> {
  const [row] = await db
    .select({ user_id: calendarFeeds.user_id, sub: users.sub })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.user_id))
    .where(eq(calendarFeeds.token_hash, hashOf(token)));
  const owner = row ? await loadCurrentUser(db, row.sub) : null;
  if (!owner) throw notFound('Calendário não encontrado');
  await db
    .update(calendarFeeds)
    .set({ last_used_at: sql`now()` })
    .where(
      sql`${calendarFeeds.user_id} = ${owner.id} and (${calendarFeeds.last_used_at} is null or ${calendarFeeds.last_used_at} < now() - interval '1 minute')`,
    );
  const now = options.now ?? new Date();
  return feedText(await userDeadlines(db, owner, { now }), { appUrl: options.appUrl, now });
}
