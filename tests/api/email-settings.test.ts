import { afterAll, describe, expect, test } from "vitest";
import { defaultWhatsApp } from "../../supabase/functions/_shared/portable/contracts/email.ts";
import { ownerPool } from "../support/db-callers.ts";
import { accountsBeforeAll } from "./support/accounts.ts";
import { mailsTo, queueMails, runSendEmail } from "./support/email.ts";

/** What partners choose about their e-mail, and the admins' view of every mail. */

const pool = ownerPool(4);

const { admin, partner } = accountsBeforeAll(pool, {
  admin: ["admin", "mail-settings-admin"],
  partner: ["partner", "mail-settings-partner"],
});

afterAll(() => pool.end());

describe("/api/email-preferences", () => {
  test("a partner sees every partner category with its default, and changes one", async () => {
    const before = await partner.call("GET", "/api/email-preferences");
    expect(before.status).toBe(200);
    expect(before.body).toEqual([
      { category: "bids", delivery: "immediately", whatsapp: true },
      { category: "schedule", delivery: "immediately", whatsapp: true },
      { category: "licences", delivery: "immediately", whatsapp: false },
      { category: "payouts", delivery: "immediately", whatsapp: false },
      { category: "support", delivery: "immediately", whatsapp: true },
    ]);
    const put = await partner.call("PUT", "/api/email-preferences", {
      category: "schedule",
      delivery: "daily_digest",
    });
    expect(put.status).toBe(200);
    expect(put.body[1]).toEqual({ category: "schedule", delivery: "daily_digest", whatsapp: true });
    const after = await partner.call("GET", "/api/email-preferences");
    expect(after.body[1]).toEqual({
      category: "schedule",
      delivery: "daily_digest",
      whatsapp: true,
    });
  });

  test("WhatsApp is chosen per category beside e-mail; leaving it out keeps it", async () => {
    const whatsappOnly = await partner.call("PUT", "/api/email-preferences", {
      category: "bids",
      delivery: "off",
      whatsapp: true,
    });
    expect(whatsappOnly.body[0]).toEqual({ category: "bids", delivery: "off", whatsapp: true });
    const noWhatsApp = await partner.call("PUT", "/api/email-preferences", {
      category: "bids",
      delivery: "immediately",
      whatsapp: false,
    });
    expect(noWhatsApp.body[0]).toEqual({
      category: "bids",
      delivery: "immediately",
      whatsapp: false,
    });
    const kept = await partner.call("PUT", "/api/email-preferences", {
      category: "bids",
      delivery: "daily_digest",
    });
    expect(kept.body[0]).toEqual({ category: "bids", delivery: "daily_digest", whatsapp: false });
    const bad = await partner.call("PUT", "/api/email-preferences", {
      category: "bids",
      delivery: "off",
      whatsapp: "yes",
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("Choose whether it also comes on WhatsApp");
  });

  test("the defaults agree with the database's", async () => {
    const { rows } = await pool.query(
      "select c::text as category, private.default_whatsapp(c) as whatsapp from unnest(enum_range(null::public.email_category)) c",
    );
    for (const row of rows) expect(defaultWhatsApp(row.category)).toBe(row.whatsapp);
  });

  test("an admin also has admin digests, daily by default", async () => {
    const answer = await admin.call("GET", "/api/email-preferences");
    expect(answer.body.at(-1)).toEqual({
      category: "admin_digests",
      delivery: "daily_digest",
      whatsapp: false,
    });
  });

  test("the daily digest's time is the digest hour on the partner's business clock, which moves with the address", async () => {
    await pool.query("update public.users set business_location = $2 where id = $1", [
      partner.id,
      "8 Vine Lane, Healdsburg, CA",
    ]);
    const pacific = await partner.call("GET", "/api/email-preferences/digest");
    expect(pacific.status).toBe(200);
    expect(pacific.body).toEqual({ hour: 7, timeZone: "America/Los_Angeles" });
    await pool.query("update public.users set business_location = $2 where id = $1", [
      partner.id,
      "1 Main Street, Chicago, IL",
    ]);
    const central = await partner.call("GET", "/api/email-preferences/digest");
    expect(central.body).toEqual({ hour: 7, timeZone: "America/Chicago" });
  });

  test("an unknown category or delivery is a 400 naming the field", async () => {
    const answer = await partner.call("PUT", "/api/email-preferences", {
      category: "security",
      delivery: "off",
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain("Choose one of the e-mail categories");
    const other = await partner.call("PUT", "/api/email-preferences", {
      category: "bids",
      delivery: "weekly",
    });
    expect(other.status).toBe(400);
    expect(JSON.stringify(other.body)).toContain("Choose immediately, daily digest or off");
  });
});

describe("/api/admin/emails", () => {
  test("lists failed mails per category and resends one, which the provider then delivers", async () => {
    const [row] = await queueMails(pool, partner.id, 1);
    await pool.query(
      "update public.email_outbox set status = 'failed', attempts = 6, last_error = 'provider answered 503' where id = $1",
      [row?.id],
    );
    const list = await admin.call("GET", "/api/admin/emails?status=failed&category=schedule");
    expect(list.status).toBe(200);
    const listed = list.body.emails.find((e: { id: string }) => e.id === row?.id);
    expect(listed).toMatchObject({
      status: "failed",
      category: "schedule",
      lastError: "provider answered 503",
      attempts: 6,
    });
    expect(list.body.counts).toContainEqual(
      expect.objectContaining({ category: "schedule", status: "failed" }),
    );

    const resend = await admin.call("POST", `/api/admin/emails/${row?.id}/resend`);
    expect(resend.status).toBe(200);
    const { rows } = await pool.query(
      "select status, attempts, idempotency_key from public.email_outbox where id = $1",
      [row?.id],
    );
    expect(rows[0]).toMatchObject({ status: "queued", attempts: 0 });
    expect(rows[0].idempotency_key).not.toBe(row?.idempotency_key);
    expect((await runSendEmail()).status).toBe(200);
    expect((await mailsTo(partner.email)).map((m) => m.idempotencyKey)).toContain(
      rows[0].idempotency_key,
    );
  });

  test("a partner may not list or resend mails", async () => {
    expect((await partner.call("GET", "/api/admin/emails")).status).toBe(403);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await partner.call("POST", `/api/admin/emails/${unknown}/resend`)).status).toBe(403);
    expect((await admin.call("POST", `/api/admin/emails/${unknown}/resend`)).status).toBe(404);
  });
});
