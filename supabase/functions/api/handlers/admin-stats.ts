import { Hono } from "hono";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { withCaller } from "../../_shared/server/db.ts";
import { requireAdmin } from "../../_shared/server/require-admin.ts";
import { readPlatformStats } from "../queries/admin-stats.ts";

/**
 * GET /api/admin/stats: platform-wide counts from the real rows (definitions in docs/api.md)
 * and the latest audit log entries, named (queries/admin-activity.ts).
 */
export const adminStatsRoutes = new Hono<AppEnv>()
  .use("*", requireAdmin)
  .get("/", async (c) => c.json(await withCaller(c, readPlatformStats)));
