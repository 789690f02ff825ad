import { Hono } from "hono";
import type { EmailQueued } from "../../_shared/portable/contracts/email.ts";
import {
  EMAIL_CATEGORIES,
  EMAIL_STATUSES,
  MESSAGE_CHANNELS,
} from "../../_shared/portable/contracts/email.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { withCaller } from "../../_shared/server/db.ts";
import { requireAdmin } from "../../_shared/server/require-admin.ts";
import { countEmails, listEmails, resendEmail } from "../queries/admin-emails.ts";
import { choiceParam, idParam, pageRequest } from "../queries/admin-params.ts";
import { listUnknownWhatsApp } from "../queries/admin-whatsapp-unknown.ts";

const PAGE_SIZE = 50;

/**
 * /api/admin/emails: the product's mails and WhatsApp messages. GET `?status=&category=&channel=`
 * the newest 50 that match
 * and the counts per category and status; POST /{id}/resend queues a mail again (a new
 * idempotency key, so the provider sends it again); GET /unknown-whatsapp?page=&pageSize= the
 * WhatsApp messages from numbers no partner verified, newest first.
 */
export const adminEmailRoutes = new Hono<AppEnv>()
  .use("*", requireAdmin)
  .get("/", async (c) => {
    const status = choiceParam(c, "status", EMAIL_STATUSES);
    const category = choiceParam(c, "category", EMAIL_CATEGORIES);
    const channel = choiceParam(c, "channel", MESSAGE_CHANNELS);
    const result = await withCaller(c, async (tx) => {
      const emails = await listEmails(tx, { status, category, channel }, PAGE_SIZE);
      const counts = await countEmails(tx);
      return { emails, counts };
    });
    return c.json(result);
  })
  .get("/unknown-whatsapp", async (c) => {
    const page = pageRequest(c, PAGE_SIZE);
    return c.json(await withCaller(c, (tx) => listUnknownWhatsApp(tx, page)));
  })
  .post("/:id/resend", async (c) => {
    const id = idParam(c, "id", "E-mail not found");
    await withCaller(c, (tx) => resendEmail(tx, id));
    return c.json({ id, status: "queued" } satisfies EmailQueued);
  });
