import type postgres from "postgres";
import { type StoredAddOn, sentAddOns } from "../../_shared/add-ons.ts";
import type { Bid } from "../../_shared/contracts/api.ts";
import type { Sent } from "../../_shared/contracts/sent.ts";
import { HttpError } from "../../_shared/http-error.ts";
import { statement } from "../../_shared/statement.ts";
import type { Tx } from "../../_shared/transaction.ts";

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
}

/**
 * Places the caller's bid. 404 when the caller cannot see the opportunity; the bidding rules
 * are the database's (TP1xx → 409). One statement: the insert takes its opportunity from the
 * caller's view of it (RLS), so an opportunity they cannot see inserts nothing.
 */
export function placeBid(tx: Tx, bid: NewBid) {
  const insert = tx<BidRow[]>`
    insert into public.bids as b (opportunity_id, user_id, amount, message, add_ons)
    select
      o.id,
      (select auth.uid()),
      ${bid.amount}::numeric,
      ${bid.message}::text,
      ${tx.json(bid.addOns as unknown as postgres.JSONValue)}::jsonb
    from public.opportunities o
    where o.id = ${bid.opportunityId}
    returning ${bidColumns(tx)}
  `;
  return statement(insert, ([row]) => {
    if (!row) throw new HttpError(404, "Opportunity not found");
    return sentBid(row);
  });
}
