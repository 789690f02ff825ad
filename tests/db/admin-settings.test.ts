import { afterAll, describe, expect, test } from "vitest";
import { renderEmailWords } from "../../supabase/functions/_shared/portable/messages/email-messages.ts";
import {
  ADMIN_SETTING_KEYS,
  adminSettingsSchema,
} from "../../supabase/functions/_shared/portable/schemas/admin-settings.ts";
import { type Caller, type Client, ownerPool, sqlState, tryAs } from "../support/db-callers.ts";
import {
  adminAndPartnersBeforeAll,
  createLegalDocument,
  createOpportunity,
  createUser,
  insertRow,
} from "../support/db-fixtures.ts";

/**
 * The admin settings the product reads, written straight to the table the way PostgREST runs
 * a request (as the caller, rolled back): every bad value is refused by the database whatever
 * the door, each change is audited, and the jobs use what was saved.
 */

const pool = ownerPool(2);
const { admin, partner } = adminAndPartnersBeforeAll(pool, "settings", "partner");

afterAll(() => pool.end());

const CHECK_VIOLATION = "23514";

function saveAs(c: Client, key: string, value: unknown) {
  return c.query(
    `insert into public.admin_settings (key, value) values ($1, $2::jsonb)
     on conflict (key) do update set value = excluded.value`,
    [key, JSON.stringify(value)],
  );
}

function refusal(caller: Caller, key: string, value: unknown) {
  return tryAs(pool, caller, (c) => sqlState(saveAs(c, key, value)));
}

describe("the database refuses a bad setting written directly by an admin", () => {
  test.each([
    [
      "email.from",
      "Tours <tours@example.org>\r\nBcc: all@example.org",
      "admin_settings_email_from",
    ],
    ["email.from", "no address here", "admin_settings_email_from"],
    ["email.from", 42, "admin_settings_email_from"],
    ["email.reply_to", "replies", "admin_settings_email_address"],
    ["platform.support_email", "", "admin_settings_email_address"],
    ["email.portal_url", "javascript:alert(1)", "admin_settings_portal_url"],
    ["email.portal_url", "https://portal.example.org/?next=x", "admin_settings_portal_url"],
    ["email.digest_hour", 24, "admin_settings_digest_hour"],
    ["email.digest_hour", 7.5, "admin_settings_digest_hour"],
    ["email.digest_hour", "7", "admin_settings_digest_hour"],
    ["email.reminder_hours", [2, 24], "admin_settings_reminder_hours"],
    ["email.reminder_hours", [24], "admin_settings_reminder_hours"],
    ["email.reminder_hours", [24, 0], "admin_settings_reminder_hours"],
    ["retention.guest_data_days", 0, "admin_settings_retention_days"],
    ["retention.guest_data_days", 3651, "admin_settings_retention_days"],
    ["retention.guest_data", 30, "admin_settings_retention_days"],
  ])("%s = %j", async (key, value, constraint) => {
    const error = await tryAs(pool, admin.caller, (c) =>
      saveAs(c, key, value).then(
        () => undefined,
        (e: { code: string; constraint: string }) => e,
      ),
    );
    expect(error).toMatchObject({ code: CHECK_VIOLATION, constraint });
  });

  test("a partner can neither read nor write a setting", async () => {
    expect(await refusal(partner.caller, "email.digest_hour", 9)).toBe("42501");
    const rows = await tryAs(pool, partner.caller, async (c) => {
      const { rows } = await c.query("select key from public.admin_settings");
      return rows;
    });
    expect(rows).toEqual([]);
  });
});

/** Values of each text setting on either side of its rule, as the form and the API see them. */
const SAMPLES: Record<"mailFrom" | "replyTo" | "supportEmail" | "portalUrl", string[]> = {
  mailFrom: [
    "tours@example.org",
    "Tour Partner Portal <tours@example.org>",
    "Tours <tours@example.org>\nBcc: all@example.org",
    "Tours<tours@example.org>",
    "<tours@example.org>",
    "Tours <tours@example>",
    `${"x".repeat(180)} <tours@example.org>`,
  ],
  replyTo: ["", "replies@example.org", "replies", "a@b@example.org", "Replies <r@example.org>"],
  supportEmail: ["help@example.org", "", "help@localhost", "help @example.org"],
  portalUrl: [
    "https://portal.example.org",
    "http://127.0.0.1:5173/app",
    "ftp://portal.example.org",
    "https://portal.example.org/?next=1",
    "https://user@portal.example.org",
    "portal.example.org",
  ],
};

const BASE = {
  mailFrom: "tours@example.org",
  replyTo: "",
  supportEmail: "help@example.org",
  portalUrl: "https://portal.example.org",
  digestHour: 7,
  firstReminderHours: 24,
  secondReminderHours: 2,
  withdrawalNoticeDays: 7,
  guestDataRetentionDays: 30,
  defaultWaiverDocumentId: null,
};

describe("the settings schema and the database agree", () => {
  const cases = Object.entries(SAMPLES).flatMap(([field, values]) =>
    values.map((value) => ({ field: field as keyof typeof SAMPLES, value })),
  );
  test.each(cases)("$field = $value", async ({ field, value }) => {
    const schemaTakes = adminSettingsSchema.safeParse({ ...BASE, [field]: value }).success;
    const refused = await tryAs(pool, admin.caller, (c) =>
      saveAs(c, ADMIN_SETTING_KEYS[field], value).then(
        () => false,
        () => true,
      ),
    );
    expect(!refused).toBe(schemaTakes);
  });
});

describe("the default waiver", () => {
  test("is an active liability waiver or none; any other document is refused (TP318)", async () => {
    const waiver = { document_type: "liability_waiver", content: "At my own risk." };
    const active = await createLegalDocument(pool, waiver);
    const retired = await createLegalDocument(pool, { ...waiver, is_active: false });
    const expired = await createLegalDocument(pool, { ...waiver, expires_at: "2020-01-01" });
    const contract = await createLegalDocument(pool);
    const key = ADMIN_SETTING_KEYS.defaultWaiverDocumentId;
    const opportunity = await createOpportunity(pool);
    // An opportunity that names no waiver gets the default (rolled back: other files' guests).
    const inForce = await tryAs(pool, admin.caller, async (c) => {
      await saveAs(c, key, active);
      const { rows } = await c.query("select (private.tour_waiver_document($1)).id", [opportunity]);
      await saveAs(c, key, null);
      return rows[0].id;
    });
    expect(inForce).toBe(active);
    for (const id of [retired, expired, contract, "00000000-0000-4000-8000-000000000318"]) {
      expect(await refusal(admin.caller, key, id)).toBe("TP318");
    }
    expect(await refusal(partner.caller, key, active)).toBe("42501");
  });
});

describe("a saved setting", () => {
  test("is stored, and audited under its key with the admin and the old and new value", async () => {
    const entries = await tryAs(pool, admin.caller, async (c) => {
      await saveAs(c, "email.portal_url", "https://portal.example.org");
      await saveAs(c, "email.portal_url", "https://partners.example.org");
      const { rows } = await c.query(
        `select action, user_id, old_values -> 'value' as old, new_values -> 'value' as new
         from public.audit_logs where entity = 'admin_setting' and entity_id = 'email.portal_url'
         order by id`,
      );
      return rows;
    });
    expect(entries).toEqual([
      { action: "created", user_id: admin.id, old: null, new: "https://portal.example.org" },
      {
        action: "updated",
        user_id: admin.id,
        old: "https://portal.example.org",
        new: "https://partners.example.org",
      },
    ]);
  });

  test("the mail sender reads the sender, the reply-to (else the support address) and the portal", async () => {
    const settings = await tryAs(pool, admin.caller, async (c) => {
      await saveAs(c, "email.from", "Partner Desk <desk@example.org>");
      await saveAs(c, "email.reply_to", "");
      await saveAs(c, "platform.support_email", "help@example.org");
      await saveAs(c, "email.portal_url", "https://partners.example.org");
      await c.query("reset role");
      const { rows } = await c.query("select private.email_settings() as s");
      return rows[0].s;
    });
    expect(settings).toEqual({
      from: "Partner Desk <desk@example.org>",
      replyTo: "help@example.org",
      portalUrl: "https://partners.example.org",
    });
  });
});

// Both jobs run in the transaction that saved the setting (rolled back), at a moment chosen so
// that only this file's user and tour are due, in Honolulu and in 2099.
describe("the jobs use the saved settings", () => {
  test("the daily digest goes out at the saved hour on the user's clock, not at 07:00", async () => {
    const partner = await createUser(pool, { label: "settings-digest" });
    await pool.query("update public.users set business_location = 'Hilo, HI' where id = $1", [
      partner.id,
    ]);
    const written = await tryAs(pool, admin.caller, async (c) => {
      await saveAs(c, "email.digest_hour", 9);
      await c.query("reset role");
      await c.query(
        `insert into public.email_outbox (user_id, category, kind, content, status)
         values ($1, 'schedule', 'tour_cancelled', '{}', 'gathered')`,
        [partner.id],
      );
      const digests = async (at: string) => {
        await c.query("select private.send_email_digests($1)", [at]);
        const { rows } = await c.query(
          "select count(*)::int as n from public.email_outbox where user_id = $1 and kind = 'digest'",
          [partner.id],
        );
        return rows[0].n as number;
      };
      // 07:00 and 09:00 in Honolulu (UTC-10).
      return [await digests("2099-03-02T17:00:00Z"), await digests("2099-03-02T19:00:00Z")];
    });
    expect(written).toEqual([0, 1]);
  });

  test("tour reminders go out the saved hours before the tour, and say so", async () => {
    const partner = await createUser(pool, { label: "settings-reminder" });
    const start = new Date("2099-06-10T12:00:00Z");
    const opportunity = await createOpportunity(pool, { date: start });
    const tour = await insertRow(pool, "tours", {
      opportunity_id: opportunity,
      partner_id: partner.id,
      scheduled_for: start,
    });
    const hoursBefore = (hours: number) =>
      new Date(start.getTime() - hours * 3_600_000).toISOString();
    const sent = await tryAs(pool, admin.caller, async (c) => {
      await saveAs(c, "email.reminder_hours", [48, 1]);
      await c.query("reset role");
      const remindersAt = async (at: string) => {
        await c.query("select private.send_tour_reminders($1)", [at]);
        const { rows } = await c.query(
          `select reminders_sent as n,
             (select array_agg(e.content -> 'data' order by e.created_at, e.content -> 'data' ->> 'hoursBefore' desc)
              from public.email_outbox e where e.user_id = $2 and e.kind = 'tour_reminder') as reminders
           from public.tours where id = $1`,
          [tour.id, partner.id],
        );
        const { n, reminders } = rows[0] as {
          n: number;
          reminders: Record<string, unknown>[] | null;
        };
        // The words people read: the messages catalogue's, from the facts the database wrote.
        return {
          n,
          headings:
            reminders?.map((data) => renderEmailWords("tour_reminder", data).heading) ?? null,
        };
      };
      return [
        await remindersAt(hoursBefore(49)),
        await remindersAt(hoursBefore(47)),
        await remindersAt(hoursBefore(2)),
        await remindersAt(hoursBefore(0.5)),
      ];
    });
    // Each worded from the time left when it went out (the runs are an hour after each moment).
    const first = "Your tour is in 47 hours";
    expect(sent).toEqual([
      { n: 0, headings: null },
      { n: 1, headings: [first] },
      { n: 1, headings: [first] },
      { n: 2, headings: [first, "Your tour starts in 30 minutes"] },
    ]);
  });
});
