import type postgres from "postgres";
import { type StoredAddOn, sentAddOns } from "../../_shared/portable/add-ons.ts";
import type { Bid, BidStatus, MyBid } from "../../_shared/portable/contracts/api.ts";
import type { Sent } from "../../_shared/portable/contracts/sent.ts";
import { HttpError } from "../../_shared/server/http-error.ts";
import { statement } from "../../_shared/server/statement.ts";
import type { Tx } from "../../_shared/server/transaction.ts";

/** A bid as the API shows it to its partner, for rows aliased `b` (admin notes never here). */
export const bidColumns = (tx: Tx) => tx`
  b.id,
  b.opportunity_id as "opportunityId",
  b.user_id as "userId",
  b.amount,
  b.message,
  b.add_ons as "addOns",
  b.status,
  b.decline_reason as "declineReason",
  b.response_time as "responseTime",
  b.reviewed_at as "reviewedAt",
  b.created_at as "createdAt",
  b.updated_at as "updatedAt"
`;

/** A row of `bidColumns`: the bid with its add-ons as stored. */
export type BidRow = Omit<Sent<Bid>, "addOns"> & { addOns: StoredAddOn[] };

/** A row of `bidColumns` as the API answers it: the stored add-ons with their prices as money. */
export function sentBid<Row extends BidRow>(row: Row) {
  return { ...row, addOns: sentAddOns(row.addOns) };
}

export interface NewBid {
  opportunityId: string;
  /** The total, base plus add-ons, as a money string. */
  amount: string;
  message: string | null;
  addOns: StoredAddOn[];
  /** The partner confirmed bidding on a day they marked away (else TP108 on such a day). */
  awayConfirmed: boolean;
}

/**
 * Places the caller's bid. 404 when the caller cannot see the opportunity; the bidding rules
 * are the database's (TP1xx → 409). One statement: the insert takes its opportunity from the
 * caller's view of it (RLS), so an opportunity they cannot see inserts nothing.
 */
export function placeBid(tx: Tx, bid: NewBid) {
  const insert = tx<BidRow[]>`
    insert into public.bids as b (opportunity_id, user_id, amount, message, add_ons, away_confirmed)
    select
      o.id,
      (select private.business_id()),
      ${bid.amount}::numeric,
      ${bid.message}::text,
      ${tx.json(bid.addOns as unknown as postgres.JSONValue)}::jsonb,
      ${bid.awayConfirmed}::boolean
    from public.opportunities o
    where o.id = ${bid.opportunityId}
    returning ${bidColumns(tx)}
  `;
  return statement(insert, ([row]) => {
    if (!row) throw new HttpError(404, "Opportunity not found");
    return sentBid(row);
  });
}

/**
 * A page of the caller's bids, newest first, each with its opportunity, and how many there are:
 * one statement, the page joined to the count (an empty page still yields the count's row). A
 * partner's own bids are few, so the total is exact.
 */
export function listOwnBids(
  tx: Tx,
  { page, pageSize, status }: { page: number; pageSize: number; status?: BidStatus | undefined },
) {
  const where = () => tx`
    where b.user_id = (select private.business_id()) ${status ? tx`and b.status = ${status}` : tx``}
  `;
  const rows = tx<
    (BidRow & { pageTotal: number; opportunity: MyBid["opportunity"]; tour: MyBid["tour"] })[]
  >`
    select counted.total as "pageTotal", listed.*
    from (select count(*)::int as total from public.bids b ${where()}) counted
    left join lateral (
      select
        ${bidColumns(tx)},
        jsonb_build_object(
          'id', o.id, 'title', o.title, 'date', o.date, 'timeZone', o.time_zone,
          'location', o.location, 'baseRate', o.base_rate::text, 'tourType', o.tour_type,
          'status', o.status, 'cancellationReason', o.cancellation_reason,
          'previousDate', o.previous_date, 'previousLocation', o.previous_location,
          'movedAt', o.moved_at
        ) as opportunity,
        case when t.id is not null then jsonb_build_object(
          'id', t.id, 'status', t.status, 'cancellationReason', t.cancellation_reason
        ) end as tour
      from public.bids b
      join public.opportunities o on o.id = b.opportunity_id
      left join public.tours t on t.bid_id = b.id
      ${where()}
      order by b.created_at desc, b.id
      limit ${pageSize} offset ${(page - 1) * pageSize}
    ) listed on true
    order by listed."createdAt" desc, listed.id
  `;
  return statement(rows, (found) => ({
    items: found.flatMap(({ pageTotal, ...bid }) => (bid.id === null ? [] : [sentBid(bid)])),
    total: found[0]?.pageTotal ?? 0,
  }));
}

/** The status of the caller's bid `id`, or undefined when it is not theirs. */
export async function ownBidStatus(tx: Tx, id: string): Promise<BidStatus | undefined> {
  const [bid] = await tx<{ status: BidStatus }[]>`
    select b.status from public.bids b where b.id = ${id} and b.user_id = (select private.business_id())
  `;
  return bid?.status;
}

/** Withdraws the caller's bid `id`; undefined when the update policy did not reach it. */
export async function withdrawOwnBid(tx: Tx, id: string) {
  const [row] = await tx<BidRow[]>`
    update public.bids b set status = 'withdrawn'
    where b.id = ${id} and b.user_id = (select private.business_id())
    returning ${bidColumns(tx)}
  `;
  return row && sentBid(row);
}
