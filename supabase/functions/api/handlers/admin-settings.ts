import { Hono } from "hono";
import { adminSettingsSchema } from "../../_shared/portable/schemas/admin-settings.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { withCaller } from "../../_shared/server/db.ts";
import { parseBody, readJson } from "../../_shared/server/http-error.ts";
import { requireAdmin } from "../../_shared/server/require-admin.ts";
import { readAdminSettings, saveAdminSettings } from "../queries/admin-settings.ts";

/**
 * /api/admin/settings: the platform's settings (mail sender, reply-to, support address,
 * portal URL, digest hour, reminder hours, retention periods, default waiver), read and saved
 * whole. The database checks every value again and audits each change.
 */
export const adminSettingRoutes = new Hono<AppEnv>()
  .use("*", requireAdmin)
  .get("/", async (c) => c.json(await withCaller(c, readAdminSettings)))
  .put("/", async (c) => {
    const settings = parseBody(adminSettingsSchema, await readJson(c));
    const saved = await withCaller(c, async (tx) => {
      await saveAdminSettings(tx, settings);
      return readAdminSettings(tx);
    });
    return c.json(saved);
  });
