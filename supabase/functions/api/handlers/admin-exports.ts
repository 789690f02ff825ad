import type { Context } from "hono";
import { Hono } from "hono";
import { csvDownloadHeaders } from "../../_shared/portable/csv.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { csvStream } from "../../_shared/server/csv-stream.ts";
import { withCaller } from "../../_shared/server/db.ts";
import { requireAdmin } from "../../_shared/server/require-admin.ts";
import {
  type CsvExport,
  completedToursExport,
  opportunitiesExport,
  revenueByMonthExport,
  usersExport,
} from "../queries/admin-exports.ts";

/**
 * Sends `file` as a CSV download named with today's date (UTC), written while it is read: one
 * transaction as the caller (RLS applies) reads the rows through a cursor, batch by batch, as
 * fast as the client takes them.
 */
async function download(c: Context<AppEnv>, file: CsvExport) {
  const body = await csvStream(file.header, (emit) =>
    withCaller(c, async (tx) => {
      for await (const rows of file.rows(tx)) await emit(rows);
    }),
  );
  const today = new Date().toISOString().slice(0, 10);
  return c.body(body, 200, {
    ...csvDownloadHeaders(`${file.name}-${today}.csv`),
    "cache-control": "no-store",
  });
}

/** GET /api/admin/exports/...: the admins' CSV files (columns in docs/api.md). */
export const adminExportRoutes = new Hono<AppEnv>()
  .use("*", requireAdmin)
  .get("/users", (c) => download(c, usersExport))
  .get("/opportunities", (c) => download(c, opportunitiesExport))
  .get("/completed-tours", (c) => download(c, completedToursExport))
  .get("/revenue-by-month", (c) => download(c, revenueByMonthExport));
