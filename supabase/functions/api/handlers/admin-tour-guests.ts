import { Hono } from "hono";
import type { Guest, GuestList, GuestListLink } from "../../_shared/portable/contracts/guests.ts";
import { guestSchema, LINK_MESSAGES } from "../../_shared/portable/schemas/guest.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { withCaller } from "../../_shared/server/db.ts";
import { HttpError, parseBody, readJson } from "../../_shared/server/http-error.ts";
import { idParam } from "../queries/admin-params.ts";
import {
  deleteTourGuest,
  insertTourGuest,
  readTourGuestList,
  resendGuestListLink,
  revokeGuestListLink,
  updateTourGuest,
} from "../queries/admin-tour-guests.ts";

const NOT_FOUND = "Tour not found";

/**
 * Every tour's guest list for admins, under /api/admin/tours/{id}:
 * GET …/guests (the list as its organiser sees it, and its link), POST …/guests → 201, PUT and
 * DELETE …/guests/{guestId}; POST …/guest-list-link/resend (a new link mailed to the client,
 * the old one dead) and …/revoke. Mounted by adminTourRoutes, behind requireAdmin.
 */
export const adminTourGuestRoutes = new Hono<AppEnv>()
  .get("/:id/guests", async (c) => {
    const id = idParam(c, "id", NOT_FOUND);
    const list = await withCaller(c, (tx) => readTourGuestList(tx, id));
    return c.json(list as GuestList & { link: GuestListLink | null });
  })
  .post("/:id/guests", async (c) => {
    const id = idParam(c, "id", NOT_FOUND);
    const guest = parseBody(guestSchema, await readJson(c));
    const added = await withCaller(c, (tx) => insertTourGuest(tx, id, guest));
    return c.json(added as Guest, 201);
  })
  .put("/:id/guests/:guestId", async (c) => {
    const id = idParam(c, "id", NOT_FOUND);
    const guestId = idParam(c, "guestId", LINK_MESSAGES.guest);
    const guest = parseBody(guestSchema, await readJson(c));
    const updated = await withCaller(c, (tx) => updateTourGuest(tx, id, guestId, guest));
    if (!updated) throw new HttpError(404, LINK_MESSAGES.guest);
    return c.json(updated as Guest);
  })
  .delete("/:id/guests/:guestId", async (c) => {
    const id = idParam(c, "id", NOT_FOUND);
    const guestId = idParam(c, "guestId", LINK_MESSAGES.guest);
    if (!(await withCaller(c, (tx) => deleteTourGuest(tx, id, guestId)))) {
      throw new HttpError(404, LINK_MESSAGES.guest);
    }
    return c.body(null, 204);
  })
  .post("/:id/guest-list-link/resend", async (c) => {
    const id = idParam(c, "id", NOT_FOUND);
    const link = await withCaller(c, (tx) => resendGuestListLink(tx, id));
    return c.json(link as GuestListLink);
  })
  .post("/:id/guest-list-link/revoke", async (c) => {
    const id = idParam(c, "id", NOT_FOUND);
    const link = await withCaller(c, (tx) => revokeGuestListLink(tx, id));
    return c.json(link as GuestListLink);
  });
