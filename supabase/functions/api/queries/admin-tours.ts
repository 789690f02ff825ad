import type { AdminTour } from "../../_shared/contracts/admin.ts";
import type { Sent } from "../../_shared/contracts/sent.ts";
import type { TourUpdatePayload } from "../../_shared/schemas/tour-update.ts";
import type { Tx } from "../../_shared/transaction.ts";

/** A tour as the admin sees it (docs/api.md AdminTour), filtered by `where`. */
function selectTours(tx: Tx, where: ReturnType<Tx>) {
  return tx<Sent<AdminTour>[]>`
    select
      t.id,
      t.opportunity_id as "opportunityId",
      o.title,
      t.partner_id as "partnerId",
      t.bid_id as "bidId",
      t.status,
      t.scheduled_for as "scheduledFor",
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

/** Completes the tour (revenue, rating, feedback) or cancels it (a reason); false if none. */
export async function endTour(tx: Tx, id: string, update: TourUpdatePayload): Promise<boolean> {
  const [changed] =
    update.status === "completed"
      ? await tx`
          update public.tours
          set status = 'completed',
              actual_revenue = ${update.actualRevenue},
              rating = ${update.rating ?? null},
              feedback = ${update.feedback ?? null}
          where id = ${id}
          returning id
        `
      : await tx`
          update public.tours
          set status = 'cancelled', cancellation_reason = ${update.cancellationReason ?? null}
          where id = ${id}
          returning id
        `;
  return changed !== undefined;
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
