import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ADMIN_SETTINGS_MESSAGES as M } from "../../supabase/functions/_shared/portable/schemas/admin-settings.ts";
import { ownerPool } from "../support/db-callers.ts";
import { accountsBeforeAll } from "./support/accounts.ts";

/**
 * /api/admin/settings. Other files' mails and jobs run meanwhile on the defaults, so the saved
 * changes leave the sender, the portal, the digest hour and the reminders as they are, and
 * the settings are put back afterwards.
 */

const pool = ownerPool(2);

const { admin, partner } = accountsBeforeAll(pool, {
  admin: ["admin", "settings-admin"],
  partner: ["partner", "settings-partner"],
});

const DEFAULTS = {
  mailFrom: "Tour Partner Portal <notifications@tourpartner.test>",
  replyTo: "",
  supportEmail: "support@tourpartner.test",
  portalUrl: "http://127.0.0.1:5173",
  digestHour: 7,
  firstReminderHours: 24,
  secondReminderHours: 2,
  withdrawalNoticeDays: 7,
  guestDataRetentionDays: 30,
  defaultWaiverDocumentId: null as string | null,
};

let before: typeof DEFAULTS;
beforeAll(async () => {
  before = (await admin.call<typeof DEFAULTS>("GET", "/api/admin/settings")).body;
});
afterAll(async () => {
  await admin.call("PUT", "/api/admin/settings", before);
  await pool.end();
});

describe("GET /api/admin/settings", () => {
  test("an admin reads every setting, the defaults where none was saved", async () => {
    const { status, body } = await admin.call("GET", "/api/admin/settings");
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(Object.keys(DEFAULTS).sort());
    expect(body).toMatchObject({ digestHour: 7, firstReminderHours: 24, secondReminderHours: 2 });
  });

  test("a partner gets 403 reading or saving", async () => {
    expect((await partner.call("GET", "/api/admin/settings")).status).toBe(403);
    const put = await partner.call("PUT", "/api/admin/settings", DEFAULTS);
    expect(put.status).toBe(403);
  });
});

describe("PUT /api/admin/settings", () => {
  test("saves the settings, trimmed, audits each changed key once, and answers them as saved", async () => {
    const since = new Date();
    const payload = {
      ...before,
      replyTo: " replies@example.org ",
      supportEmail: "help@example.org",
      guestDataRetentionDays: 45,
    };
    const { status, body } = await admin.call("PUT", "/api/admin/settings", payload);
    expect(body).not.toHaveProperty("fieldErrors");
    expect(status).toBe(200);
    expect(body).toEqual({ ...payload, replyTo: "replies@example.org" });
    expect((await admin.call("GET", "/api/admin/settings")).body).toEqual(body);

    const again = await admin.call("PUT", "/api/admin/settings", payload);
    expect(again.status).toBe(200);
    const { rows } = await pool.query(
      `select entity_id, user_id, new_values -> 'value' as value from public.audit_logs
       where entity = 'admin_setting' and created_at >= $1 order by entity_id`,
      [since],
    );
    expect(rows).toEqual([
      { entity_id: "email.reply_to", user_id: admin.id, value: "replies@example.org" },
      { entity_id: "platform.support_email", user_id: admin.id, value: "help@example.org" },
      { entity_id: "retention.guest_data_days", user_id: admin.id, value: 45 },
    ]);
  });

  const INVALID: [field: string, value: unknown, message: string][] = [
    ["mailFrom", "Tours <tours@example.org>\r\nBcc: all@example.org", M.mailFrom],
    ["mailFrom", "Tour desk", M.mailFrom],
    ["replyTo", "replies", M.replyTo],
    ["supportEmail", "", M.supportEmail],
    ["portalUrl", "ftp://portal.example.org", M.portalUrl],
    ["digestHour", 24, M.digestHour],
    ["digestHour", 6.5, M.digestHour],
    ["firstReminderHours", 400, M.firstReminderHours],
    ["secondReminderHours", 0, M.secondReminderHours],
    ["secondReminderHours", 24, M.reminderOrder],
    ["withdrawalNoticeDays", 91, M.withdrawalNoticeDays],
    ["withdrawalNoticeDays", -1, M.withdrawalNoticeDays],
    ["guestDataRetentionDays", 0, M.retentionDays],
    ["guestDataRetentionDays", "30", M.retentionDays],
    ["defaultWaiverDocumentId", "waiver-1", M.defaultWaiverDocument],
    ["defaultWaiverDocumentId", 42, M.defaultWaiverDocument],
  ];
  test.each(INVALID)(
    "%s = %j is a 400 with the field's sentence",
    async (field, value, message) => {
      const { status, body } = await admin.call("PUT", "/api/admin/settings", {
        ...DEFAULTS,
        [field]: value,
      });
      expect(status).toBe(400);
      expect(body.message).toBe(message);
      expect(body.fieldErrors[field]).toEqual([message]);
    },
  );

  // A waiver saved would hold for every other file's guests meanwhile: only refusals here (the
  // saved one is the db tests', rolled back).
  test("a default waiver that is not an active liability waiver is refused by the database, under its field", async () => {
    const { rows } = await pool.query(
      `insert into public.legal_documents (title, document_type, content)
       values ('Settings contract', 'contract', 'Terms.') returning id`,
    );
    const { status, body } = await admin.call("PUT", "/api/admin/settings", {
      ...before,
      defaultWaiverDocumentId: rows[0].id,
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      message: "Choose an active liability waiver.",
      fieldErrors: { defaultWaiverDocumentId: ["Choose an active liability waiver"] },
    });
    expect((await admin.call("GET", "/api/admin/settings")).body.defaultWaiverDocumentId).toBe(
      before.defaultWaiverDocumentId,
    );
  });

  test("a setting left out is a 400 naming it", async () => {
    const { digestHour: _, ...rest } = DEFAULTS;
    const { status, body } = await admin.call("PUT", "/api/admin/settings", rest);
    expect(status).toBe(400);
    expect(body.fieldErrors.digestHour).toEqual([M.digestHour]);
  });
});
