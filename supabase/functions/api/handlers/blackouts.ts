import { Hono } from "hono";
import { blackoutSchema } from "../../_shared/portable/schemas/blackout.ts";
import { isUuid } from "../../_shared/portable/uuid.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { withCaller } from "../../_shared/server/db.ts";
import { HttpError, parseBody, readJson } from "../../_shared/server/http-error.ts";
import { addBlackout, listOwnBlackouts, removeBlackout } from "../queries/blackouts.ts";

const NOT_FOUND = "Day away not found";

/**
 * /api/blackouts: the days the caller's business is closed (17_partner_blackouts). Matching,
 * auto-assign and the caller's lists read them; a bid on such a day asks first (TP108).
 */
export const blackoutRoutes = new Hono<AppEnv>()
  /** GET: the caller's blackouts, earliest first. */
  .get("/", async (c) => c.json(await withCaller(c, listOwnBlackouts)))
  /** POST {startsOn, endsOn, note?}: 201 with the blackout and its reason. */
  .post("/", async (c) => {
    const input = parseBody(blackoutSchema, await readJson(c));
    return c.json(await withCaller(c, (tx) => addBlackout(tx, input)), 201);
  })
  /** DELETE /{id}: 204; 404 for one that is not the caller's. */
  .delete("/:id", async (c) => {
    const id = c.req.param("id");
    if (!isUuid(id)) throw new HttpError(404, NOT_FOUND);
    const removed = await withCaller(c, (tx) => removeBlackout(tx, id));
    if (!removed) throw new HttpError(404, NOT_FOUND);
    return c.body(null, 204);
  });
