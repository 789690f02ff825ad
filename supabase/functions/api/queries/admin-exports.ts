import type postgres from "postgres";
import type { CsvValue } from "../../_shared/portable/csv.ts";
import type { Tx } from "../../_shared/server/transaction.ts";
import { REVENUE_OF_LINES } from "./payouts.ts";

// The admins' CSV exports: each a header in plain English and a query whose columns are in the
// header's order, read through a cursor batch by batch (csv-stream.ts) so that 10,000 users or
// 100,000 opportunities with their bids are never held in memory at once. The database writes
// every value as text: money as numeric's own decimal text (never a float), times in ISO 8601
// UTC ("2026-11-24T18:00:00Z"), months as YYYY-MM in UTC, yes/no for flags.

/** Rows read from the database per batch. */
const BATCH_ROWS = 500;

export interface CsvExport {
  /** The file's name before its date: `users` → `users-2026-11-24.csv`. */
  name: string;
  header: readonly string[];
  rows: (tx: Tx) => AsyncIterable<CsvValue[][]>;
}

function utc(tx: Tx, column: string) {
  return tx.unsafe(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);
}

function yesNo(tx: Tx, column: string) {
  return tx.unsafe(`case when ${column} then 'Yes' else 'No' end`);
}

function batches(query: postgres.PendingQuery<postgres.Row[]>) {
  return query.values().cursor(BATCH_ROWS) as AsyncIterable<CsvValue[][]>;
}

/** Every user, oldest first. */
export const usersExport: CsvExport = {
  name: "users",
  header: [
    "User ID",
    "Email",
    "First name",
    "Last name",
    "Role",
    "Active",
    "Verified",
    "Email confirmed",
    "Profile complete",
    "Business name",
    "Business type",
    "Business location",
    "Phone",
    "Completed tours",
    "Revenue (USD)",
    "Rating",
    "Last sign-in (UTC)",
    "Joined (UTC)",
  ],
  rows: (tx) =>
    batches(tx`
      select
        u.id::text,
        u.email,
        u.first_name,
        u.last_name,
        u.role::text,
        ${yesNo(tx, "u.is_active")},
        ${yesNo(tx, "u.is_verified")},
        ${yesNo(tx, "u.email_verified")},
        ${yesNo(tx, "u.profile_complete")},
        u.business_name,
        u.business_type,
        u.business_location,
        u.phone,
        u.total_tours,
        u.total_revenue::text,
        u.rating::text,
        ${utc(tx, "u.last_login_at")},
        ${utc(tx, "u.created_at")}
      from public.users u
      order by u.created_at, u.id
    `),
};

/**
 * Every opportunity (not templates), newest first, one row per bid; an opportunity without
 * bids has one row with the bid columns empty.
 */
export const opportunitiesExport: CsvExport = {
  name: "opportunities-and-bids",
  header: [
    "Opportunity ID",
    "Title",
    "Status",
    "Tour type",
    "Location",
    "Tour date (UTC)",
    "Duration (hours)",
    "Group size",
    "Base rate (USD)",
    "Partners needed",
    "Created (UTC)",
    "Bid ID",
    "Bidder email",
    "Bidder business",
    "Bid amount (USD)",
    "Bid status",
    "Add-ons",
    "Bid submitted (UTC)",
  ],
  rows: (tx) =>
    batches(tx`
      select
        o.id::text,
        o.title,
        o.status::text,
        o.tour_type::text,
        o.location,
        ${utc(tx, "o.date")},
        o.duration,
        o.group_size,
        o.base_rate::text,
        o.partners_needed,
        ${utc(tx, "o.created_at")},
        b.id::text,
        bu.email,
        bu.business_name,
        b.amount::text,
        b.status::text,
        (select string_agg(chosen ->> 'label', '; ' order by position)
         from jsonb_array_elements(b.add_ons) with ordinality as added (chosen, position)),
        ${utc(tx, "b.created_at")}
      from public.opportunities o
      -- Each opportunity's bids in order beside it (bids_opportunity_id_user_id_idx), so rows
      -- leave in the order of opportunities_created_at_idx from the first one, instead of after
      -- a sort of every bid.
      left join lateral (
        select b.*
        from public.bids b
        where b.opportunity_id = o.id
        order by b.created_at, b.id
      ) b on true
      left join public.users bu on bu.id = b.user_id
      -- The bids' order again: a join may reorder the lateral's rows. Already sorted by the
      -- opportunity, this is an incremental sort within each one, not a sort of every bid.
      order by o.created_at desc, o.id, b.created_at, b.id
    `),
};

/** Every completed tour, in the order they were completed, with the month it counts in. */
export const completedToursExport: CsvExport = {
  name: "completed-tours",
  header: [
    "Month (UTC)",
    "Tour ID",
    "Opportunity",
    "Partner email",
    "Partner business",
    "Tour date (UTC)",
    "Completed (UTC)",
    "Agreed amount (USD)",
    "Revenue (USD)",
    "Rating",
  ],
  rows: (tx) =>
    batches(tx`
      select
        to_char(t.completed_at at time zone 'UTC', 'YYYY-MM'),
        t.id::text,
        o.title,
        u.email,
        u.business_name,
        ${utc(tx, "t.scheduled_for")},
        ${utc(tx, "t.completed_at")},
        t.agreed_amount::text,
        t.actual_revenue::text,
        t.rating
      from public.tours t
      join public.opportunities o on o.id = t.opportunity_id
      join public.users u on u.id = t.partner_id
      where t.status = 'completed'
      order by t.completed_at, t.id
    `),
};

/**
 * Completed tours and their revenue per calendar month (UTC) of completion, the months that
 * have any, oldest first. Revenue is the payable lines' (REVENUE_OF_LINES: corrected lines out,
 * reversals netted in the month they were made): the same sums as the dashboard's Platform
 * Revenue, the partners' revenue and the payouts owed.
 */
export const revenueByMonthExport: CsvExport = {
  name: "revenue-by-month",
  header: ["Month (UTC)", "Completed tours", "Revenue (USD)"],
  rows: (tx) =>
    batches(tx`
      select
        to_char(l.earned_at at time zone 'UTC', 'YYYY-MM') as month,
        count(*) filter (where l.reversal_of is null)::int,
        ${tx.unsafe(REVENUE_OF_LINES)}::numeric(14, 2)::text
      from public.payable_lines l
      group by month
      order by month
    `),
};
