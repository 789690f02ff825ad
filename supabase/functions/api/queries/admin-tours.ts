import type { Tx } from "../../_shared/db.ts";

/** A tour as the admin sees it (docs/api.md AdminTour), filtered by `where`. */
function selectTours(tx: Tx, where: ReturnType<Tx>) {
  return tx`
    select
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
      coalesce(n.admin_notes, '') as "adminNotes",
      o.status as "opportunityStatus",
      t.updated_at as "updatedAt"
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
