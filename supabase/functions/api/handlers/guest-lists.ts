import { type Context, Hono } from "hono";
import type { Guest, GuestList } from "../../_shared/portable/contracts/guests.ts";
import {
  guestSchema,
  LINK_MESSAGES,
  LINK_TOKEN_PATTERN,
} from "../../_shared/portable/schemas/guest.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { auditHeaders } from "../../_shared/server/auth.ts";
import { asCaller } from "../../_shared/server/db.ts";
import { HttpError, parseBody, readJson } from "../../_shared/server/http-error.ts";
import type { Work } from "../../_shared/server/transaction.ts";
import { idParam } from "../queries/admin-params.ts";
import { addGuest, readGuestList, removeGuest, updateGuest } from "../queries/guest-lists.ts";

/** The link's token, or 404 without asking the database when it cannot be one. */
export function tokenParam(c: Context, message: string): string {
  const token = c.req.param("token") ?? "";
  if (!LINK_TOKEN_PATTERN.test(token)) throw new HttpError(404, message);
  return token;
}

/**
 * Runs `fn` as anon, whoever calls: the link is the credential (the organiser has no
 * account), and the database's functions decide what it opens.
 */
export function asLinkHolder<T>(c: Context, fn: Work<T>): Promise<T> {
  return asCaller({ role: "anon" }, fn, auditHeaders(c.req.raw.headers));
}

/**
 * The organiser's guest list, without an account: GET /api/guest-lists/{token} (the
 * tour and its guests), POST …/guests {name, dateOfBirth, email?, phone?} → 201, PUT and
 * DELETE …/guests/{guestId}. No such link 404; expired or revoked 410; a cancelled tour's list,
 * a full list 409; each link's use is counted (429 past the limit).
 */
export const guestListRoutes = new Hono<AppEnv>()
  .get("/:token", async (c) => {
    const token = tokenParam(c, LINK_MESSAGES.guestList);
    const list = await asLinkHolder(c, (tx) => readGuestList(tx, token));
    return c.json(list as GuestList);
  })
  .post("/:token/guests", async (c) => {
    const token = tokenParam(c, LINK_MESSAGES.guestList);
    const guest = parseBody(guestSchema, await readJson(c));
    const added = await asLinkHolder(c, (tx) => addGuest(tx, token, guest));
    return c.json(added as Guest, 201);
  })
  .put("/:token/guests/:guestId", async (c) => {
    const token = tokenParam(c, LINK_MESSAGES.guestList);
    const guestId = idParam(c, "guestId", LINK_MESSAGES.guest);
    const guest = parseBody(guestSchema, await readJson(c));
    const updated = await asLinkHolder(c, (tx) => updateGuest(tx, token, guestId, guest));
    return c.json(updated as Guest);
  })
  .delete("/:token/guests/:guestId", async (c) => {
    const token = tokenParam(c, LINK_MESSAGES.guestList);
    const guestId = idParam(c, "guestId", LINK_MESSAGES.guest);
    await asLinkHolder(c, (tx) => removeGuest(tx, token, guestId));
    return c.body(null, 204);
  });
