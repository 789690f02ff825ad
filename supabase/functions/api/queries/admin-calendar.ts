import type { PartnerFeedStatus } from "../../_shared/portable/contracts/calendar.ts";
import type { Sent } from "../../_shared/portable/contracts/sent.ts";
import { type Statement, statement } from "../../_shared/server/statement.ts";
import type { Tx } from "../../_shared/server/transaction.ts";
import type { Page, PageRequest } from "./admin-params.ts";
import { userSearchCondition } from "./admin-users.ts";
import { isBusiness } from "./team.ts";

/** The calling admin's feed: the secret stays on the server side of the answer it builds. */
export interface PlatformFeedRow {
  token: string;
  createdAt: Date;
  lastFetchedAt: Date | null;
}

/** The caller's active iCal feed, or undefined when it is off or was never made. */
export function readOwnFeed(tx: Tx): Statement<PlatformFeedRow | undefined> {
  const feed = tx<PlatformFeedRow[]>`
    select ci.access_token as token, ci.created_at as "createdAt",
           ci.last_sync_at as "lastFetchedAt"
    from public.calendar_integrations ci
    where ci.user_id = (select auth.uid()) and ci.provider = 'ical' and ci.is_active
      and ci.access_token is not null
  `;
  return statement(feed, ([row]) => row);
}

/**
 * Stores `token` as the caller's feed secret, turning the feed on: the previous URL stops
 * working, and "last fetched" starts again with the new one.
 */
export async function storeOwnFeedToken(tx: Tx, token: string): Promise<PlatformFeedRow> {
  const [feed] = await tx<PlatformFeedRow[]>`
    insert into public.calendar_integrations (user_id, provider, access_token, calendar_id)
    values ((select auth.uid()), 'ical', ${token}, 'tour-partner-portal')
    on conflict (user_id, provider) do update
      set access_token = excluded.access_token, is_active = true
    returning access_token as token, created_at as "createdAt", last_sync_at as "lastFetchedAt"
  `;
  if (!feed) throw new Error("the feed was not stored");
  return feed;
}

/** Turns the caller's feed off: the URL answers 404 from then on. */
export async function revokeOwnFeed(tx: Tx): Promise<void> {
  await tx`
    update public.calendar_integrations ci set is_active = false, access_token = null
    where ci.user_id = (select auth.uid()) and ci.provider = 'ical'
  `;
}

/**
 * A page of partners with their feed status, by business name (else name, else e-mail); with
 * `search`, only the partners the user search finds.
 */
export function listPartnerFeeds(
  tx: Tx,
  page: PageRequest,
  search?: string,
): Statement<Page<Sent<PartnerFeedStatus>>> {
  const where = () =>
    tx`where u.role = 'partner' and ${isBusiness(tx)} ${userSearchCondition(tx, search)}`;
  // One statement: the count, and the page joined to it (a page past the end still yields the
  // count's row).
  const rows = tx<{ pageTotal: number; sort_name: string | null; partnerId: string | null }[]>`
    select counted.total as "pageTotal", listed.*
    from (select count(*)::int as total from public.users u ${where()}) counted
    left join lateral (
      select
        u.id as "partnerId",
        u.email,
        u.first_name as "firstName",
        u.last_name as "lastName",
        u.business_name as "businessName",
        u.is_active as "isActive",
        coalesce(ci.is_active and ci.access_token is not null, false) as "hasFeed",
        case when ci.is_active and ci.access_token is not null then ci.created_at end
          as "feedCreatedAt",
        case when ci.is_active and ci.access_token is not null then ci.last_sync_at end
          as "lastFetchedAt",
        (
          select count(*)::int from public.tours t
          where t.partner_id = u.id and t.status = 'scheduled' and t.scheduled_for >= now()
        ) as "upcomingTours",
        lower(coalesce(
          nullif(btrim(u.business_name), ''),
          nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), ''),
          u.email
        )) as sort_name
      from public.users u
      left join public.calendar_integrations ci on ci.user_id = u.id and ci.provider = 'ical'
      ${where()}
      order by sort_name, u.id
      limit ${page.pageSize} offset ${page.offset}
    ) listed on true
    order by listed.sort_name, listed."partnerId"
  `;
  return statement(rows, (found) => ({
    items: found.flatMap(({ pageTotal: _, sort_name: __, ...item }) =>
      item.partnerId === null ? [] : [item as Sent<PartnerFeedStatus>],
    ),
    page: page.page,
    pageSize: page.pageSize,
    total: found[0]?.pageTotal ?? 0,
  }));
}
