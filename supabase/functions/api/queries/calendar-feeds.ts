import type { Tx } from "../../_shared/server/transaction.ts";

/** The secret of a caller's iCal feed and when it was last set. */
export interface FeedToken {
  token: string;
  updatedAt: Date;
}

/** The caller's active feed secret, if they have one. */
export async function readFeedToken(tx: Tx): Promise<FeedToken | undefined> {
  const [current] = await tx<FeedToken[]>`
    select ci.access_token as token, ci.updated_at as "updatedAt"
    from public.calendar_integrations ci
    where ci.user_id = (select auth.uid()) and ci.provider = 'ical' and ci.is_active
      and ci.access_token is not null
  `;
  return current;
}

/** Stores `token` as the caller's feed secret, creating or reactivating the feed. */
export async function storeFeedToken(tx: Tx, token: string): Promise<FeedToken | undefined> {
  const [feed] = await tx<FeedToken[]>`
    insert into public.calendar_integrations (user_id, provider, access_token, calendar_id)
    values ((select auth.uid()), 'ical', ${token}, 'tour-partner-portal')
    on conflict (user_id, provider) do update
      set access_token = excluded.access_token, is_active = true
    returning access_token as token, updated_at as "updatedAt"
  `;
  return feed;
}

/** Revokes the caller's feed: its secret is dropped, so the URL no longer answers. */
export function revokeFeed(tx: Tx) {
  return tx`
    update public.calendar_integrations ci set is_active = false, access_token = null
    where ci.user_id = (select auth.uid()) and ci.provider = 'ical'
  `;
}
