import { Hono } from "hono";
import type { AppEnv } from "../../_shared/app-env.ts";
import { withCaller } from "../../_shared/db.ts";
import { readPartnerStats } from "../queries/stats.ts";

/** GET /api/stats: the caller's dashboard numbers, defined by public.partner_stats(). */
export const statsRoutes = new Hono<AppEnv>().get("/", async (c) =>
  c.json(await withCaller(c, readPartnerStats)),
);
