import { Hono } from "hono";
import type { AppEnv } from "../../_shared/app-env.ts";
import { withCaller } from "../../_shared/db.ts";
import { HttpError, parseBody, readJson } from "../../_shared/http-error.ts";
import { requireAdmin } from "../../_shared/require-admin.ts";
import { tourUpdateSchema } from "../../_shared/schemas/tour-update.ts";
import { idParam } from "../queries/admin-params.ts";

const NOT_FOUND = "Tour not found";

/**
 * PUT /api/admin/tours/{id}: complete a scheduled tour with its actual revenue, a rating and
 * feedback, or cancel it. The database moves the partner's totals and rating, closes the
 * opportunity when its last tour ends, and notifies the partner of a cancellation.
 */
export const adminTourRoutes = new Hono<AppEnv>().use("*", requireAdmin).put("/:id", async (c) => {
  const id = idParam(c, "id", NOT_FOUND);
  const update = parseBody(tourUpdateSchema, await readJson(c));
  const tour = await withCaller(c, async (tx) => {
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
    if (!changed) throw new HttpError(404, NOT_FOUND);
    if (update.adminNotes !== undefined) {
      await tx`
        insert into public.tour_admin_notes (tour_id, admin_notes, updated_by)
        values (${id}, ${update.adminNotes}, (select auth.uid()))
        on conflict (tour_id) do update
        set admin_notes = excluded.admin_notes, updated_by = excluded.updated_by
      `;
    }
    const [row] = await tx`
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
      where t.id = ${id}
    `;
    return row;
  });
  return c.json(tour);
});
