import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { rowsOf } from '../db/rows.ts';
import type { DataRemovalOutcome } from '../db/schema/index.ts';
import { addressHash, addressPepper, newToken, normaliseAddress, tokenHash } from './secrets.ts';

/** How long a removal link may be used. */
export const LINK_TTL_HOURS = 24;
/** Links e-mailed to one address per hour, at most (more requests are recorded, not mailed). */
export const LINKS_PER_ADDRESS_PER_HOUR = 3;

export interface RequestOutcome {
  outcome: Extract<DataRemovalOutcome, 'link_issued' | 'unknown' | 'limited'>;
  /** The address and the link's token, when a link is to be e-mailed. */
  link?: { email: string; token: string; expiresAt: Date };
}

/**
 * Records a removal request and, when the address is known (an app account, or a lot's
 * owner e-mail) and under its hourly limit, issues a link. One statement whatever the
 * address, so the answer takes the same time for a known address and an unknown one: the
 * lookups, the limit, the conditional insert of the link, the event, and the sweep that
 * clears the addresses of expired links all run in it. A token is drawn every time.
 */
export async function recordRequest(db: Db, email: string): Promise<RequestOutcome> {
  const address = normaliseAddress(email);
  const hash = addressHash(await addressPepper(db), address);
  const token = newToken();
  const result = await db.execute(sql`
    with swept as (
      update data_removal_requests set email = null
      where email is not null and expires_at <= now()
    ), found as (
      select
        (select id from app_accounts where lower(email) = ${address} limit 1) as account_id,
        exists (select 1 from lots where lower(email) = ${address}) as owner,
        (select count(*) from data_removal_events
          where address_hash = ${hash} and kind = 'requested' and outcome = 'link_issued'
            and at > now() - interval '1 hour') as recent
    ), decided as (
      select account_id,
        case
          when account_id is null and not owner then 'unknown'
          when recent >= ${LINKS_PER_ADDRESS_PER_HOUR} then 'limited'
          else 'link_issued'
        end as outcome
      from found
    ), issued as (
      insert into data_removal_requests (app_account_id, token_hash, email, address_hash, expires_at)
      select account_id, ${tokenHash(token)}, ${address}, ${hash}, now() + make_interval(hours => ${LINK_TTL_HOURS})
      from decided where outcome = 'link_issued'
      returning id, expires_at
    )
    insert into data_removal_events (kind, outcome, address_hash, request_id)
    select 'requested', decided.outcome, ${hash}, (select id from issued)
    from decided
    returning outcome, (select expires_at from issued) as expires_at
  `);
  const [row] = rowsOf<{ outcome: RequestOutcome['outcome']; expires_at: Date | string | null }>(result);
  if (row.outcome !== 'link_issued' || !row.expires_at) return { outcome: row.outcome };
  return { outcome: row.outcome, link: { email: email.trim(), token, expiresAt: new Date(row.expires_at) } };
}
