import { Hono } from "hono";
import {
  type AdminEmail,
  type AdminEmailCount,
  EMAIL_CATEGORIES,
  EMAIL_STATUSES,
} from "../../_shared/portable/contracts/email.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { withCaller } from "../../_shared/server/db.ts";
import { requireAdmin } from "../../_shared/server/require-admin.ts";
import { choiceParam, idParam } from "../queries/admin-params.ts";

const PAGE_SIZE = 50;

/**
 * /api/admin/emails: the product's mails. GET `?status=&category=` the newest 50 that match
 * and the counts per category and status; POST /{id}/resend queues a mail again (a new
 * idempotency key, so the provider sends it again).
 */
export const adminEmailRoutes = new Hono<AppEnv>()
  .use("*", requireAdmin)
  .get("/", async (c) => {
    const status = choiceParam(c, "status", EMAIL_STATUSES);
    const category = choiceParam(c, "category", EMAIL_CATEGORIES);
    const result = await withCaller(c, async (tx) => {
      const emails = await tx<AdminEmail[]>`
        select e.id, e.category, e.kind, e.subject, e.status,
          coalesce(e.to_address, u.email) as "toAddress",
          coalesce(nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email) as "recipientName",
          e.attempts, e.last_error as "lastError", e.send_after as "sendAfter", e.sent_at as "sentAt",
          e.created_at as "createdAt"
        from public.email_outbox e
        join public.users u on u.id = e.user_id
        where true
          ${status ? tx`and e.status = ${status}` : tx``}
          ${category ? tx`and e.category = ${category}` : tx``}
        order by e.created_at desc, e.id
        limit ${PAGE_SIZE}
      `;
      const counts = await tx<AdminEmailCount[]>`
        select e.category, e.status, count(*)::int as count
        from public.email_outbox e
        group by e.category, e.status
        order by e.category, e.status
      `;
      return { emails, counts };
    });
    return c.json(result);
  })
  .post("/:id/resend", async (c) => {
    const id = idParam(c, "id", "E-mail not found");
    await withCaller(c, (tx) => tx`select public.resend_email(${id})`);
    return c.json({ id, status: "queued" });
  });
