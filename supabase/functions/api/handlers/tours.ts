import { Hono } from "hono";
import type { AppEnv } from "../../_shared/app-env.ts";
import { withCaller } from "../../_shared/db.ts";
import { listUpcomingTours } from "../queries/tours.ts";

/** GET /api/tours/upcoming: the caller's scheduled tours still ahead, soonest first. */
export const tourRoutes = new Hono<AppEnv>().get("/upcoming", async (c) =>
  c.json(await withCaller(c, listUpcomingTours)),
);
