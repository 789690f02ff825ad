import { Hono } from "hono";
import { tourGuideSchema } from "../../_shared/portable/schemas/team.ts";
import { tourScheduleQuerySchema } from "../../_shared/portable/schemas/tour-schedule-query.ts";
import { withdrawalSchema } from "../../_shared/portable/schemas/withdrawal.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { withCaller } from "../../_shared/server/db.ts";
import { HttpError, parseBody, readJson } from "../../_shared/server/http-error.ts";
import { idParam } from "../queries/admin-params.ts";
import { assignGuide, readTourDetails, scheduledToursFrom } from "../queries/tour-details.ts";
import { listUpcomingTours } from "../queries/tours.ts";
import { withdrawalTerms, withdrawFromTour } from "../queries/withdrawals.ts";
import { tourGuestRoutes } from "./tour-guests.ts";
import { tourMessageRoutes } from "./tour-messages.ts";

const NOT_FOUND = "Tour not found";
/** The most tours one schedule answer holds: months of a busy partner's days. */
const SCHEDULE_LIMIT = 50;
/** How far back `from` may reach: the partner's midnight is at most a day behind. */
const SCHEDULE_LOOKBACK_MS = 36 * 3_600_000;

/**
 * GET /api/tours/upcoming: the caller's tours still ahead, soonest first: the scheduled ones,
 * and the cancelled ones with the organiser's reason (a cancelled tour stays on the calendar,
 * marked, rather than vanishing). Each with its clock and, when it was moved, what it replaced.
 */
export const tourRoutes = new Hono<AppEnv>()
  .get("/upcoming", async (c) => c.json(await withCaller(c, listUpcomingTours)))
  /**
   * GET /api/tours/schedule?from=: the details of the caller's scheduled tours from `from` (the
   * start of their day, so a tour under way today stays listed), soonest first, at most 50.
   */
  .get("/schedule", async (c) => {
    const { from } = parseBody(tourScheduleQuerySchema, c.req.query());
    const start = new Date(Math.max(Date.parse(from), Date.now() - SCHEDULE_LOOKBACK_MS));
    const tours = await withCaller(c, (tx) => scheduledToursFrom(tx, start, SCHEDULE_LIMIT));
    return c.json(tours);
  })
  .route("/:id/guests", tourGuestRoutes)
  .route("/:id/messages", tourMessageRoutes)
  /** GET /api/tours/{id}/withdrawal: what withdrawing now means (notice days, late, a request). */
  .get("/:id/withdrawal", async (c) => {
    const id = idParam(c, "id", NOT_FOUND);
    const terms = await withCaller(c, (tx) => withdrawalTerms(tx, id));
    if (!terms) throw new HttpError(404, NOT_FOUND);
    return c.json(terms);
  })
  /**
   * POST /api/tours/{id}/withdraw {reason}: the caller withdraws; 201 with the withdrawal,
   * `released` far enough ahead, else `pending` for an admin. 404 for a tour not theirs.
   */
  .post("/:id/withdraw", async (c) => {
    const id = idParam(c, "id", NOT_FOUND);
    const { reason } = parseBody(withdrawalSchema, await readJson(c));
    return c.json(await withCaller(c, (tx) => withdrawFromTour(tx, id, reason)), 201);
  })
  /** PUT /api/tours/{id}/guide {guideId}: the owner or a manager gives the tour its guide. */
  .put("/:id/guide", async (c) => {
    const id = idParam(c, "id", NOT_FOUND);
    const { guideId } = parseBody(tourGuideSchema, await readJson(c));
    const tour = await withCaller(c, (tx) => assignGuide(tx, id, guideId));
    if (!tour) throw new HttpError(404, NOT_FOUND);
    return c.json(tour);
  })
  /** GET /api/tours/{id}: one tour's details, for its partner or an admin; 404 for anyone else. */
  .get("/:id", async (c) => {
    const id = idParam(c, "id", NOT_FOUND);
    const tour = await withCaller(c, (tx) => readTourDetails(tx, id));
    if (!tour) throw new HttpError(404, NOT_FOUND);
    return c.json(tour);
  });
