import { Hono } from "hono";
import { checkInSchema, walkInSchema } from "../../_shared/portable/schemas/check-in.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { withCaller } from "../../_shared/server/db.ts";
import { HttpError, parseBody, readJson } from "../../_shared/server/http-error.ts";
import { idParam } from "../queries/admin-params.ts";
import { addWalkIn, checkInGuest, markNoShow, readManifest } from "../queries/check-in.ts";

const TOUR_NOT_FOUND = "Tour not found";
const GUEST_NOT_FOUND = "This guest is not on this tour's guest list.";

/**
 * The manifest and check-in of a tour's guests, mounted at /api/tours/{id}/guests:
 * for the tour's partner from 24 hours before its start to 24 hours after its end, and admins.
 * The database decides who and when (26_check_in.sql); these routes only carry the payloads.
 */
export const tourGuestRoutes = new Hono<AppEnv>()
  /** GET /api/tours/{id}/guests: the manifest (403 for the tour's partner outside the window). */
  .get("/", async (c) => {
    const tourId = idParam(c, "id", TOUR_NOT_FOUND);
    return c.json(await withCaller(c, (tx) => readManifest(tx, tourId)));
  })
  /** POST /api/tours/{id}/guests {name, dateOfBirth}: a walk-in, within the group size. */
  .post("/", async (c) => {
    const tourId = idParam(c, "id", TOUR_NOT_FOUND);
    const input = parseBody(walkInSchema, await readJson(c));
    return c.json(await withCaller(c, (tx) => addWalkIn(tx, tourId, input)), 201);
  })
  /** POST /api/tours/{id}/guests/{guestId}/check-in {idType, signatureName?}. */
  .post("/:guestId/check-in", async (c) => {
    const tourId = idParam(c, "id", TOUR_NOT_FOUND);
    const guestId = idParam(c, "guestId", GUEST_NOT_FOUND);
    const input = parseBody(checkInSchema, await readJson(c));
    const guest = await withCaller(c, (tx) => checkInGuest(tx, tourId, guestId, input));
    if (!guest) throw new HttpError(404, GUEST_NOT_FOUND);
    return c.json(guest);
  })
  /** POST /api/tours/{id}/guests/{guestId}/no-show. */
  .post("/:guestId/no-show", async (c) => {
    const tourId = idParam(c, "id", TOUR_NOT_FOUND);
    const guestId = idParam(c, "guestId", GUEST_NOT_FOUND);
    const guest = await withCaller(c, (tx) => markNoShow(tx, tourId, guestId));
    if (!guest) throw new HttpError(404, GUEST_NOT_FOUND);
    return c.json(guest);
  });
