import { Hono } from "hono";
import type { AdminMonths } from "../../_shared/portable/contracts/monthly-stats.ts";
import type { Sent } from "../../_shared/portable/contracts/sent.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { withCaller } from "../../_shared/server/db.ts";
import { requireAdmin } from "../../_shared/server/require-admin.ts";
import { readAdminMonths } from "../queries/admin-monthly-stats.ts";

/**
 * GET /api/admin/monthly-stats: the last 12 UTC months' revenue, completed tours and bids, for
 * the admin dashboard's charts (docs/api.md "AdminMonth").
 */
export const adminMonthlyStatsRoutes = new Hono<AppEnv>()
  .use("*", requireAdmin)
  .get("/", async (c) => {
    const answer: Sent<AdminMonths> = { months: await withCaller(c, readAdminMonths) };
    return c.json(answer);
  });
