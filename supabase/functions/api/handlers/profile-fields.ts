import { Hono } from "hono";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { withCaller } from "../../_shared/server/db.ts";
import { listProfileFields } from "../queries/profile-fields.ts";

/** GET /api/profile-fields: the active fields for the partner forms, by category and order. */
export const profileFieldRoutes = new Hono<AppEnv>().get("/", async (c) =>
  c.json(await withCaller(c, (tx) => listProfileFields(tx, { activeOnly: true }))),
);
