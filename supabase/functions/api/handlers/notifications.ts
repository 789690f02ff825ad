import { Hono } from "hono";
import type { MarkedRead } from "../../_shared/portable/contracts/notifications.ts";
import { notificationListQuerySchema } from "../../_shared/portable/schemas/list-query.ts";
import { notificationsReadSchema } from "../../_shared/portable/schemas/notifications-read.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { withCaller } from "../../_shared/server/db.ts";
import { parseBody, readJson } from "../../_shared/server/http-error.ts";
import { listNotifications, markOwnNotificationsRead } from "../queries/notifications.ts";

export const notificationRoutes = new Hono<AppEnv>()
  /** GET /api/notifications?unread=&page=&pageSize=: the caller's, newest first. */
  .get("/", async (c) => {
    const { page, pageSize, unread } = parseBody(notificationListQuerySchema, c.req.query());
    const result = await withCaller(c, (tx) => listNotifications(tx, { page, pageSize, unread }));
    return c.json({ ...result, page, pageSize });
  })
  /**
   * POST /api/notifications/read {ids?, type?}: marks those (or, without ids, all) of the
   * caller's read, only those of `type` when given.
   */
  .post("/read", async (c) => {
    const { ids, type } = parseBody(notificationsReadSchema, await readJson(c));
    const updated = await withCaller(c, (tx) => markOwnNotificationsRead(tx, ids, type));
    const marked: MarkedRead = { updated: updated.length, ids: updated.map((row) => row.id) };
    return c.json(marked);
  });
