import { Hono } from "hono";
import type { AppEnv } from "../../_shared/app-env.ts";
import { withCaller } from "../../_shared/db.ts";
import { parseBody, readJson } from "../../_shared/http-error.ts";
import { notificationListQuerySchema } from "../../_shared/schemas/list-query.ts";
import { notificationsReadSchema } from "../../_shared/schemas/notifications-read.ts";

export const notificationRoutes = new Hono<AppEnv>()
  /** GET /api/notifications?unread=&page=&pageSize=: the caller's, newest first. */
  .get("/", async (c) => {
    const { page, pageSize, unread } = parseBody(notificationListQuerySchema, c.req.query());
    const result = await withCaller(c, async (tx) => {
      const where = tx`
        where n.user_id = (select auth.uid()) ${unread ? tx`and not n.is_read` : tx``}
      `;
      const [counted] = await tx<{ total: number; unreadCount: number }[]>`
        select
          count(*)::int as total,
          (select count(*)::int from public.notifications u
           where u.user_id = (select auth.uid()) and not u.is_read) as "unreadCount"
        from public.notifications n ${where}
      `;
      const items = await tx`
        select
          n.id,
          n.user_id as "userId",
          n.type,
          n.title,
          n.message,
          n.data,
          n.is_read as "isRead",
          n.read_at as "readAt",
          n.scheduled_for as "scheduledFor",
          n.sent_at as "sentAt",
          n.created_at as "createdAt"
        from public.notifications n ${where}
        order by n.created_at desc, n.id
        limit ${pageSize} offset ${(page - 1) * pageSize}
      `;
      return { items, total: counted?.total ?? 0, unreadCount: counted?.unreadCount ?? 0 };
    });
    return c.json({ ...result, page, pageSize });
  })
  /** POST /api/notifications/read {ids?}: marks those (or, without ids, all) of the caller's read. */
  .post("/read", async (c) => {
    const { ids } = parseBody(notificationsReadSchema, await readJson(c));
    const updated = await withCaller(
      c,
      (tx) => tx`
        update public.notifications n set is_read = true
        where n.user_id = (select auth.uid()) and not n.is_read
          ${ids ? tx`and n.id = any(${ids}::uuid[])` : tx``}
        returning n.id
      `,
    );
    return c.json({ updated: updated.length, ids: updated.map((row) => row.id) });
  });
