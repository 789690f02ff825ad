import { Hono } from "hono";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { withCaller } from "../../_shared/server/db.ts";
import { readPartnerActivity, readPartnerStats } from "../queries/stats.ts";

export const statsRoutes = new Hono<AppEnv>()
  /** GET /api/stats: the caller's dashboard numbers (partner_stats() and partner_trends()). */
  .get("/", async (c) => c.json(await withCaller(c, readPartnerStats)))
  /** GET /api/stats/activity: the caller's latest events for the dashboard, newest first. */
  .get("/activity", async (c) => c.json(await withCaller(c, (tx) => readPartnerActivity(tx))));
