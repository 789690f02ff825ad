import type { AdminTour } from "../../_shared/portable/contracts/admin.ts";
import type { AdminTourListItem } from "../../_shared/portable/contracts/api.ts";
import type { Sent } from "../../_shared/portable/contracts/sent.ts";
import { countAhead } from "../../_shared/portable/count-ahead.ts";
import type { AdminTourView } from "../../_shared/portable/schemas/list-query.ts";
import type { TourUpdatePayload } from "../../_shared/portable/schemas/tour-update.ts";
import type { Tx } from "../../_shared/server/transaction.ts";
import type { PageRequest } from "./admin-params.ts";

/** What every admin view of a tour shows, of `public.tours t` joined to its opportunity `o`. */
function tourColumns(tx: Tx) {
  return tx`
    t.id,
    t.opportunity_id as "opportunityId",
    o.title,
    t.partner_id as "partnerId",
    t.bid_id as "bidId",
    t.status,
    t.scheduled_for as "scheduledFor",
    o.time_zone as "timeZone",
    t.agreed_amount as "agreedAmount",
    t.actual_revenue as "actualRevenue",
    t.rating,
    t.feedback,
    t.completed_at as "completedAt",
    t.cancelled_at as "cancelledAt",
    t.cancellation_reason as "cancellationReason",
    o.status as "opportunityStatus",
    t.updated_at as "updatedAt",
    ${attendanceColumn(tx)}
  `;
}

/**
 * Who came (contracts/check-in.ts Attendance): what completion recorded, or a scheduled tour's
 * check-ins so far; null for a tour without guests or cancelled.
 */
function attendanceColumn(tx: Tx) {
  return tx`
    coalesce(
      (select jsonb_build_object('listed', a.listed, 'checkedIn', a.checked_in,
         'walkIns', a.walk_ins, 'noShows', a.no_shows)
       from public.tour_attendance a where a.tour_id = t.id),
      (select jsonb_build_object('listed', c.listed, 'checkedIn', c.checked_in,
         'walkIns', c.walk_ins, 'noShows', c.no_shows)
       from private.attendance_counts(t.id) c where t.status = 'scheduled' and c.listed > 0)
    ) as attendance
  `;
}

/** A tour as the admin sees it (docs/api.md AdminTour), filtered by `where`. */
function selectTours(tx: Tx, where: ReturnType<Tx>) {
  return tx<Sent<AdminTour>[]>`
    select
      ${tourColumns(tx)},
      coalesce(n.admin_notes, '') as "adminNotes"
    from public.tours t
    join public.opportunities o on o.id = t.opportunity_id
    left join public.tour_admin_notes n on n.tour_id = t.id
    ${where}
    order by t.scheduled_for, t.created_at, t.id
  `;
}

export async function readAdminTour(tx: Tx, id: string) {
  const [tour] = await selectTours(tx, tx`where t.id = ${id}`);
  return tour;
}

/** The tours scheduled from an opportunity's accepted bids, whatever became of them. */
export function toursOfOpportunity(tx: Tx, opportunityId: string) {
  return selectTours(tx, tx`where t.opportunity_id = ${opportunityId}`);
}

/** How far past the page's start the Tours page counts (docs/api.md, Conventions: `totalCapped`). */
const COUNT_AHEAD = 1000;

function viewCondition(tx: Tx, view: AdminTourView, from: string) {
  if (view === "recent") return tx`t.status in ('completed', 'cancelled')`;
  if (view === "overdue") return tx`t.status = 'scheduled' and t.scheduled_for < ${from}`;
  return tx`t.status = 'scheduled' and t.scheduled_for >= ${from}`;
}

/**
 * A page of the Tours page's list: each tour with its opportunity's place and its partner's
 * names. Scheduled tours soonest first; overdue and finished ones the latest first, the nearest
 * to today.
 */
export async function listTours(
  tx: Tx,
  query: { view: AdminTourView; from: string },
  page: PageRequest,
) {
  const where = viewCondition(tx, query.view, query.from);
  const order =
    query.view === "scheduled" ? tx`t.scheduled_for, t.id` : tx`t.scheduled_for desc, t.id desc`;
  const ahead = countAhead(page.offset, COUNT_AHEAD);
  const [counted] = await tx`
    select count(*)::int as n
    from (select 1 from public.tours t where ${where} limit ${ahead.limit}) c
  `;
  const items = await tx<Sent<AdminTourListItem>[]>`
      select
        ${tourColumns(tx)},
        o.location,
        u.email as "partnerEmail",
        u.first_name as "partnerFirstName",
        u.last_name as "partnerLastName",
        u.business_name as "partnerBusinessName"
      from public.tours t
      join public.opportunities o on o.id = t.opportunity_id
      left join public.users u on u.id = t.partner_id
      where ${where}
      order by ${order}
      limit ${page.pageSize} offset ${page.offset}
    `;
  return {
    items,
    page: page.page,
    pageSize: page.pageSize,
    ...ahead.read(counted?.n ?? 0),
  };
}

/**
 * Completes the tour (revenue, rating, feedback, and the admin's word that nobody was checked
 * in where nobody was) or cancels it (a reason); false if none.
 */
export async function endTour(tx: Tx, id: string, update: TourUpdatePayload): Promise<boolean> {
  const [tour] = await tx`select id from public.tours where id = ${id}`;
  if (tour === undefined) return false;
  if (update.status === "completed") {
    await tx`
      select public.complete_tour(
        ${id}::uuid, ${update.actualRevenue}::numeric, ${update.rating ?? null}::integer,
        ${update.feedback ?? null}::text, ${update.confirmNoCheckIns ?? false}::boolean
      )
    `;
  } else {
    await tx`select public.cancel_tour(${id}::uuid, ${update.cancellationReason ?? null}::text)`;
  }
  return true;
}

/** The admin-only notes about the tour, by the calling admin. */
export async function saveTourNotes(tx: Tx, id: string, notes: string) {
  await tx`
    insert into public.tour_admin_notes (tour_id, admin_notes, updated_by)
    values (${id}, ${notes}, (select auth.uid()))
    on conflict (tour_id) do update
    set admin_notes = excluded.admin_notes, updated_by = excluded.updated_by
  `;
}
