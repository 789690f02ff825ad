import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  actAs,
  anon,
  type Caller,
  type Client,
  ownerPool,
  sqlState,
  tryAs,
} from "../support/db-callers.ts";
import {
  completedTour,
  createLegalDocument,
  createOpportunity,
  createUser,
  insertRow,
  type TestUser,
} from "../support/db-fixtures.ts";

/**
 * Direct access, played the way PostgREST runs a request: one transaction, `set local role`,
 * the caller's JWT claims and request headers, then the statement a partner (or an admin, or
 * anon) could send to /rest/v1. Every forged write is refused, or stored with the server's
 * values instead of the client's. Each case runs in a transaction that is rolled back.
 */

const pool = ownerPool(4);
let partner: TestUser;
let admin: TestUser;
let opportunity: string;
let signatureDocument: string;
let whatsappId: string;

const HEADERS = { "x-forwarded-for": "203.0.113.7, 10.0.0.1", "user-agent": "Direct/1.0" };

beforeAll(async () => {
  partner = await createUser(pool, {
    label: "direct-partner",
    metadata: { first_name: "Maya", last_name: "Green" },
  });
  admin = await createUser(pool, { label: "direct-admin", role: "admin" });
  opportunity = await createOpportunity(pool);
  signatureDocument = await createLegalDocument(pool, { requires_signature: true });
  await pool.query(
    `insert into public.profile_fields (field_name, field_type, field_label, validation_rules)
     values ('direct_years', 'number', 'Years in business', '{"min": 0, "max": 100}'),
            ('direct_notes', 'text', 'Notes', '{"maxLength": 50}')
     on conflict (field_name) do nothing`,
  );
  const row = await insertRow(pool, "whatsapp_connections", {
    user_id: partner.id,
    phone_number: "+15550100001",
    verification_code: "123456",
    access_token: "secret-token",
  });
  whatsappId = row.id as string;
});

afterAll(() => pool.end());

/** Runs `statement` as `caller` with PostgREST's request headers; rolled back afterwards. */
function asClient<T>(caller: Caller, fn: (c: Client) => Promise<T>) {
  return tryAs(pool, caller, async (c) => {
    await c.query("select set_config('request.headers', $1, true)", [JSON.stringify(HEADERS)]);
    return fn(c);
  });
}

function refusal(caller: Caller, sql: string, params: unknown[] = []) {
  return asClient(caller, (c) => sqlState(c.query(sql, params)));
}

const PERMISSION_DENIED = "42501";
const CHECK_VIOLATION = "23514";
const FOREIGN_KEY_VIOLATION = "23503";
/** A catalogue add-on as a bid stores it (private.bid_add_ons()). */
const TRANSPORTATION =
  '{"id": "transportation", "label": "Transportation included", "priceCents": 5000}';

describe("bids", () => {
  const bid = (extra: string, values: string) =>
    `insert into public.bids (opportunity_id, user_id, amount${extra}) values ($1, $2, 300${values})`;

  test.each([
    ["auto_generated", ", auto_generated", ", true"],
    ["calendar_booked", ", calendar_booked", ", true"],
    ["created_at", ", created_at", ", '2020-01-01'"],
    ["status", ", status", ", 'shortlisted'"],
    ["response_time", ", response_time", ", 0"],
    ["id", ", id", ", gen_random_uuid()"],
  ])("a partner cannot set %s", async (_, extra, values) => {
    expect(await refusal(partner.caller, bid(extra, values), [opportunity, partner.id])).toBe(
      PERMISSION_DENIED,
    );
  });

  test("an add-on that is not in the catalogue is refused", async () => {
    const sql = `insert into public.bids (opportunity_id, user_id, amount, add_ons)
                 values ($1, $2, 0.01, '[{"id": "transportation", "label": "Transportation included", "priceCents": 1}]')`;
    expect(await refusal(partner.caller, sql, [opportunity, partner.id])).toBe(CHECK_VIOLATION);
  });

  test("an add-on given as a display string, or with a field of its own, is refused", async () => {
    for (const addOns of [
      '["Transportation included (+$50)"]',
      '[{"id": "photos", "label": "Professional photos", "priceCents": 10000, "note": "x"}]',
      '{"id": "photos"}',
    ]) {
      const sql = `insert into public.bids (opportunity_id, user_id, amount, add_ons)
                   values ($1, $2, 500, $3)`;
      expect(await refusal(partner.caller, sql, [opportunity, partner.id, addOns])).toBe(
        CHECK_VIOLATION,
      );
    }
  });

  test("a total below its add-ons' prices (a negative base) is refused", async () => {
    const sql = `insert into public.bids (opportunity_id, user_id, amount, add_ons)
                 values ($1, $2, 0.01, '[${TRANSPORTATION}]')`;
    expect(await refusal(partner.caller, sql, [opportunity, partner.id])).toBe(CHECK_VIOLATION);
  });

  test("the same add-on twice is refused", async () => {
    const sql = `insert into public.bids (opportunity_id, user_id, amount, add_ons)
                 values ($1, $2, 500, '[${TRANSPORTATION}, ${TRANSPORTATION}]')`;
    expect(await refusal(partner.caller, sql, [opportunity, partner.id])).toBe(CHECK_VIOLATION);
  });

  test("a 200 kB message is refused", async () => {
    const sql = `insert into public.bids (opportunity_id, user_id, amount, message)
                 values ($1, $2, 300, repeat('x', 200000))`;
    expect(await refusal(partner.caller, sql, [opportunity, partner.id])).toBe(CHECK_VIOLATION);
  });

  test("a plain bid is stored with the server's flags and time", async () => {
    const row = await asClient(partner.caller, async (c) => {
      const { rows } = await c.query(
        `insert into public.bids (opportunity_id, user_id, amount, add_ons)
         values ($1, $2, 350, '[${TRANSPORTATION}]')
         returning auto_generated, calendar_booked, status, now() - created_at as age`,
        [opportunity, partner.id],
      );
      return rows[0];
    });
    expect(row).toMatchObject({ auto_generated: false, calendar_booked: false, status: "pending" });
  });

  test("a partner cannot change the amount of their bid", async () => {
    const bidId = (
      await insertRow(pool, "bids", {
        opportunity_id: opportunity,
        user_id: partner.id,
        amount: 320,
      })
    ).id;
    try {
      expect(
        await refusal(partner.caller, "update public.bids set amount = 1 where id = $1", [bidId]),
      ).toBe(PERMISSION_DENIED);
    } finally {
      await pool.query("update public.bids set status = 'withdrawn' where id = $1", [bidId]);
    }
  });
});

describe("partner_licences", () => {
  let other: TestUser;
  let licenceId: string;
  let scanPath: string;
  const record = (columns: string, values: string) =>
    `insert into public.partner_licences (partner_id, state, licence_type, licence_number, expires_on, scan_path${columns})
     values ($1::uuid, 'CA', 'retail', 'C10-DIRECT', current_date + 90, $1::uuid::text || '/x/licence.pdf'${values})`;

  beforeAll(async () => {
    other = await createUser(pool, { label: "direct-other" });
    licenceId = crypto.randomUUID();
    scanPath = `${other.id}/${licenceId}/licence.pdf`;
    await insertRow(pool, "partner_licences", {
      id: licenceId,
      partner_id: other.id,
      state: "CA",
      licence_type: "retail",
      licence_number: "C10-OTHER",
      expires_on: new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10),
      scan_path: scanPath,
    });
    await pool.query(
      `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
       values ('licence-scans', $1, $2::uuid, $2::uuid::text, '{"mimetype": "application/pdf", "size": 10}')`,
      [scanPath, other.id],
    );
  });

  test.each([
    ["status", ", status", ", 'approved'"],
    ["reviewed_by", ", reviewed_by", ", $1::uuid"],
    ["reviewed_at", ", reviewed_at", ", now()"],
    ["created_at", ", created_at", ", '2020-01-01'"],
  ])("a partner cannot set %s", async (_, columns, values) => {
    expect(await refusal(partner.caller, record(columns, values), [partner.id])).toBe(
      PERMISSION_DENIED,
    );
  });

  test("a partner's new licence is pending, whatever it is", async () => {
    const row = await asClient(partner.caller, async (c) => {
      const { rows } = await c.query(`${record("", "")} returning status, reviewed_by`, [
        partner.id,
      ]);
      return rows[0];
    });
    expect(row).toEqual({ status: "pending", reviewed_by: null });
  });

  test("a partner cannot record a licence for another partner", async () => {
    expect(await refusal(partner.caller, record("", ""), [other.id])).toBe(PERMISSION_DENIED);
  });

  test("a partner cannot point their licence at another partner's scan", async () => {
    const sql = `insert into public.partner_licences (partner_id, state, licence_type, licence_number, expires_on, scan_path)
                 values ($1, 'CA', 'retail', 'C10-FORGED', current_date + 90, $2)`;
    expect(await refusal(partner.caller, sql, [partner.id, scanPath])).toBe(CHECK_VIOLATION);
  });

  test("a partner cannot approve a licence, their own or another's", async () => {
    const own = (
      await insertRow(pool, "partner_licences", {
        partner_id: partner.id,
        state: "CA",
        licence_type: "retail",
        licence_number: `C10-${crypto.randomUUID().slice(0, 8)}`,
        expires_on: new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10),
        scan_path: `${partner.id}/own/licence.pdf`,
      })
    ).id;
    for (const id of [own, licenceId]) {
      const touched = await asClient(partner.caller, async (c) => {
        const { rowCount } = await c.query(
          "update public.partner_licences set status = 'approved' where id = $1",
          [id],
        );
        return rowCount;
      });
      expect(touched).toBe(0);
    }
    const { rows } = await pool.query(
      "select status from public.partner_licences where id = any($1::uuid[]) order by status",
      [[own, licenceId]],
    );
    expect(rows.map((r) => r.status)).toEqual(["pending", "pending"]);
  });

  test("a partner cannot read another partner's licence or its scan; an admin can", async () => {
    const seen = (caller: Caller) =>
      asClient(caller, async (c) => {
        const licences = await c.query("select 1 from public.partner_licences where id = $1", [
          licenceId,
        ]);
        const scans = await c.query(
          "select 1 from storage.objects where bucket_id = 'licence-scans' and name = $1",
          [scanPath],
        );
        return [licences.rowCount, scans.rowCount];
      });
    expect(await seen(partner.caller)).toEqual([0, 0]);
    expect(await seen(other.caller)).toEqual([1, 1]);
    expect(await seen(admin.caller)).toEqual([1, 1]);
  });
});

describe("chat_messages", () => {
  const send = (columns: string, values: string) =>
    `insert into public.chat_messages (user_id, sender_id, sender_type, message${columns})
     values ($1, $1, 'user', 'Hello'${values}) returning sender_type, sender_id, status`;

  test.each([
    ["created_at", ", created_at", ", '2019-01-01'"],
    ["status", ", status", ", 'read'"],
    ["whatsapp_message_id", ", whatsapp_message_id", ", 'wamid.forged'"],
  ])("a partner cannot set %s", async (_, columns, values) => {
    expect(await refusal(partner.caller, send(columns, values), [partner.id])).toBe(
      PERMISSION_DENIED,
    );
  });

  test("a system message is refused", async () => {
    expect(await refusal(partner.caller, send(", message_type", ", 'system'"), [partner.id])).toBe(
      CHECK_VIOLATION,
    );
  });

  test("a 300 kB message is refused", async () => {
    const sql = `insert into public.chat_messages (user_id, sender_id, sender_type, message)
                 values ($1, $1, 'user', repeat('x', 300000))`;
    expect(await refusal(partner.caller, sql, [partner.id])).toBe(CHECK_VIOLATION);
  });

  test("the sender is the caller whatever the client claims", async () => {
    const row = await asClient(partner.caller, async (c) => {
      const { rows } = await c.query(
        `insert into public.chat_messages (user_id, sender_id, sender_type, message)
         values ($1, null, 'agent', 'I am the agent') returning sender_type, sender_id`,
        [partner.id],
      );
      return rows[0];
    });
    expect(row).toEqual({ sender_type: "user", sender_id: partner.id });
  });

  test("an admin's message in a partner's conversation is the agent's, sent by that admin", async () => {
    const row = await asClient(admin.caller, async (c) => {
      const { rows } = await c.query(
        `insert into public.chat_messages (user_id, sender_id, sender_type, message)
         values ($1, $1, 'user', 'Hi from support') returning sender_type, sender_id`,
        [partner.id],
      );
      return rows[0];
    });
    expect(row).toEqual({ sender_type: "agent", sender_id: admin.id });
  });

  describe("a message about a tour", () => {
    let ownTour: string;
    let strangersTour: string;
    const tagged = `insert into public.chat_messages (user_id, sender_id, sender_type, message, tour_id)
                    values ($1, $1, 'user', 'About the tour', $2) returning tour_id`;

    beforeAll(async () => {
      const stranger = await createUser(pool, { label: "direct-stranger" });
      ownTour = (await completedTour(pool, admin, partner.id, 100)).tour;
      strangersTour = (await completedTour(pool, admin, stranger.id, 100)).tour;
    });

    test("a partner tags one of their own tours", async () => {
      const row = await asClient(partner.caller, async (c) => {
        const { rows } = await c.query(tagged, [partner.id, ownTour]);
        return rows[0];
      });
      expect(row).toEqual({ tour_id: ownTour });
    });

    test("a partner cannot tag another partner's tour", async () => {
      expect(await refusal(partner.caller, tagged, [partner.id, strangersTour])).toBe(
        FOREIGN_KEY_VIOLATION,
      );
    });

    test("an admin cannot file a tour in a conversation that is not its partner's", async () => {
      expect(await refusal(admin.caller, tagged, [partner.id, strangersTour])).toBe(
        FOREIGN_KEY_VIOLATION,
      );
    });
  });
});

describe("user_agreements", () => {
  test.each(["ip_address", "user_agent", "signed_at", "document_version", "is_valid"])(
    "a partner cannot set %s",
    async (column) => {
      const sql = `insert into public.user_agreements (user_id, document_id, agreement_type, signature_data, ${column})
                   values ($1, $2, 'signature', 'Maya Green', $3)`;
      const value = column === "is_valid" ? "false" : column === "signed_at" ? "2020-01-01" : "x";
      expect(await refusal(partner.caller, sql, [partner.id, signatureDocument, value])).toBe(
        PERMISSION_DENIED,
      );
    },
  );

  test("the address and user agent are the request's", async () => {
    const row = await asClient(partner.caller, async (c) => {
      const { rows } = await c.query(
        `insert into public.user_agreements (user_id, document_id, agreement_type, signature_data)
         values ($1, $2, 'signature', 'Maya Green') returning ip_address, user_agent`,
        [partner.id, signatureDocument],
      );
      return rows[0];
    });
    expect(row).toEqual({ ip_address: "203.0.113.7", user_agent: "Direct/1.0" });
  });
});

describe("users", () => {
  const update = (set: string, ...params: unknown[]) =>
    refusal(partner.caller, `update public.users set ${set} where id = $1`, [
      partner.id,
      ...params,
    ]);

  test("a first name of 100,000 characters is refused", async () => {
    expect(await update("first_name = repeat('x', 100000)")).toBe(CHECK_VIOLATION);
  });

  test.each([
    ["a key that is no profile field", { not_a_field: "x" }],
    ["a number field given text", { direct_years: "ten" }],
    ["a number beyond the field's max", { direct_years: 101 }],
    ["a text field given an object", { direct_notes: { nested: true } }],
    ["a text longer than the field's maxLength", { direct_notes: "x".repeat(51) }],
  ])("custom fields: %s is refused", async (_, answers) => {
    expect(await update("custom_fields = custom_fields || $2", JSON.stringify(answers))).toBe(
      CHECK_VIOLATION,
    );
  });

  test("custom fields: answers that fit their fields are stored", async () => {
    const stored = await asClient(partner.caller, async (c) => {
      const { rows } = await c.query(
        `update public.users set custom_fields = custom_fields || $2 where id = $1
         returning custom_fields`,
        [partner.id, JSON.stringify({ direct_years: 12, direct_notes: "Family farm" })],
      );
      return rows[0]?.custom_fields;
    });
    expect(stored).toMatchObject({ direct_years: 12, direct_notes: "Family farm" });
  });

  test.each([
    ["profile_image_url", "'https://tracker.example/pixel.png'"],
    ["email_verified", "true"],
    ["rating", "5"],
    ["total_revenue", "1000000"],
    ["tags", "array['vip']"],
    ["google_calendar_token", "'forged'"],
    ["created_at", "'2020-01-01'"],
  ])("a partner cannot set %s", async (column, value) => {
    expect(await update(`${column} = ${value}`)).toBe(PERMISSION_DENIED);
  });

  test("a business type outside the forms' choices is refused", async () => {
    expect(await update("business_type = 'Anything'")).toBe(CHECK_VIOLATION);
  });

  test("a picture on an outside host is refused even for the owner of the database", async () => {
    expect(
      await sqlState(
        pool.query(
          "update public.users set profile_image_url = 'https://tracker.example/a.png' where id = $1",
          [partner.id],
        ),
      ),
    ).toBe(CHECK_VIOLATION);
  });

  test("a sign-in provider's outside picture is not kept", async () => {
    const user = await createUser(pool, {
      label: "direct-picture",
      metadata: { avatar_url: "https://tracker.example/me.png" },
    });
    const { rows } = await pool.query("select profile_image_url from public.users where id = $1", [
      user.id,
    ]);
    expect(rows[0].profile_image_url).toBeNull();
  });
});

describe("secrets", () => {
  test.each(["verification_code", "access_token", "*"])(
    "a partner cannot read whatsapp_connections.%s",
    async (column) => {
      const sql = `select ${column} from public.whatsapp_connections where id = $1`;
      expect(await refusal(partner.caller, sql, [whatsappId])).toBe(PERMISSION_DENIED);
    },
  );

  test("a partner still reads their connection's status", async () => {
    const rows = await asClient(partner.caller, async (c) => {
      const result = await c.query(
        "select phone_number, status, is_verified from public.whatsapp_connections where id = $1",
        [whatsappId],
      );
      return result.rows;
    });
    expect(rows).toEqual([{ phone_number: "+15550100001", status: "pending", is_verified: false }]);
  });

  test("an admin cannot read them either", async () => {
    const sql = "select verification_code from public.whatsapp_connections where id = $1";
    expect(await refusal(admin.caller, sql, [whatsappId])).toBe(PERMISSION_DENIED);
  });

  test("a partner's chosen iCal feed secret is replaced by a random one", async () => {
    const token = await asClient(partner.caller, async (c) => {
      const { rows } = await c.query(
        `insert into public.calendar_integrations (user_id, provider, access_token)
         values ($1, 'ical', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa') returning access_token`,
        [partner.id],
      );
      return rows[0]?.access_token as string;
    });
    expect(token).toMatch(/^[0-9a-f]{64}$/);
  });

  test("a partner cannot store a refresh token", async () => {
    const sql = `insert into public.calendar_integrations (user_id, provider, refresh_token)
                 values ($1, 'google', 'forged')`;
    expect(await refusal(partner.caller, sql, [partner.id])).toBe(PERMISSION_DENIED);
  });
});

describe("other tables", () => {
  test.each([
    [
      "notifications: mark read only",
      "update public.notifications set data = '{}' where user_id = $1",
    ],
    [
      "notifications: no read time",
      "update public.notifications set read_at = '2020-01-01' where user_id = $1",
    ],
    [
      "tours: no insert",
      "insert into public.tours (opportunity_id, partner_id, scheduled_for) values (gen_random_uuid(), $1, now())",
    ],
    [
      "whatsapp: not verified by the partner",
      "insert into public.whatsapp_connections (user_id, phone_number, status) values ($1, '+15550100002', 'verified')",
    ],
  ])("partner, %s", async (_, sql) => {
    expect(await refusal(partner.caller, sql, [partner.id])).toBe(PERMISSION_DENIED);
  });

  test.each([
    [
      "opportunities.created_by",
      "insert into public.opportunities (title, location, date, base_rate, created_by) values ('T', 'Napa', now() + interval '9 days', 1, $1)",
    ],
    [
      "opportunities.created_at",
      "update public.opportunities set created_at = '2020-01-01' where created_by = $1",
    ],
    [
      "opportunity_templates.created_by",
      "insert into public.opportunity_templates (template_name, title, location, base_rate, created_by) values ('T', 'T', 'Napa', 1, $1)",
    ],
    [
      "legal_documents.created_by",
      "insert into public.legal_documents (title, document_type, content, created_by) values ('T', 'nda', 'x', $1)",
    ],
    [
      "audit_logs.ip_address",
      "insert into public.audit_logs (user_id, action, entity, ip_address) values (coalesce((select auth.uid()), $1), 'noted', 'test', '1.2.3.4')",
    ],
    [
      "audit_logs.created_at",
      "insert into public.audit_logs (user_id, action, entity, created_at) values (coalesce((select auth.uid()), $1), 'noted', 'test', '2020-01-01')",
    ],
    [
      "admin_settings.updated_by",
      "insert into public.admin_settings (key, value, updated_by) values ('direct.x', '1', $1)",
    ],
    [
      "opportunity_assignments.assigned_at",
      "update public.opportunity_assignments set assigned_at = now() where partner_id = $1",
    ],
    ["users insert", "insert into public.users (id) values ($1)"],
  ])("admin cannot set %s", async (_, sql) => {
    expect(await refusal(admin.caller, sql, [partner.id])).toBe(PERMISSION_DENIED);
  });

  test("an admin's audit entry carries the request's address", async () => {
    const row = await asClient(admin.caller, async (c) => {
      const { rows } = await c.query(
        `insert into public.audit_logs (user_id, action, entity) values ($1, 'noted', 'test')
         returning ip_address, user_agent`,
        [admin.id],
      );
      return rows[0];
    });
    expect(row).toEqual({ ip_address: "203.0.113.7", user_agent: "Direct/1.0" });
  });

  test("an admin note names the admin who wrote it", async () => {
    const updatedBy = await asClient(admin.caller, async (c) => {
      const { rows } = await c.query(
        `insert into public.user_admin_notes (user_id, notes, updated_by) values ($1, 'Note', $1)
         returning updated_by`,
        [partner.id],
      );
      return rows[0]?.updated_by;
    });
    expect(updatedBy).toBe(admin.id);
  });

  test.each([
    "insert into public.chat_messages (user_id, sender_type, message) values (gen_random_uuid(), 'user', 'x')",
    "insert into public.bids (opportunity_id, user_id, amount) values (gen_random_uuid(), gen_random_uuid(), 1)",
    "update public.users set first_name = 'x'",
  ])("anon: %s is refused", async (sql) => {
    expect(await refusal(anon, sql)).toBe(PERMISSION_DENIED);
  });
});

describe("payable lines and payouts", () => {
  let line: string;

  beforeAll(async () => {
    const tour = await insertRow(pool, "tours", {
      opportunity_id: opportunity,
      partner_id: partner.id,
      scheduled_for: new Date(Date.now() - 86_400_000),
      agreed_amount: 120,
    });
    await actAs(pool, admin.caller, (c) =>
      c.query("select public.complete_tour($1, 120, confirm_no_check_ins => true)", [tour.id]),
    );
    const { rows } = await pool.query("select id from public.payable_lines where tour_id = $1", [
      tour.id,
    ]);
    line = rows[0].id;
  });

  test.each([
    ["mark a line paid", "select public.pay_payable_lines($1, current_date, 'cash', 'Self', 120)"],
    ["correct a line", "select public.correct_payable_line(($1::uuid[])[1], 'Mine')"],
    ["set a line's status", "update public.payable_lines set status = 'paid' where id = any($1)"],
    [
      "insert a payout",
      "insert into public.payouts (partner_id, paid_on, method, reference, total) select partner_id, current_date, 'cash', 'Self', 120 from public.payable_lines where id = any($1)",
    ],
    ["delete a line", "delete from public.payable_lines where id = any($1)"],
  ])("a partner cannot %s", async (_, sql) => {
    expect(await refusal(partner.caller, sql, [[line]])).toBe(PERMISSION_DENIED);
  });

  test.each([
    [
      "set a line's status",
      "update public.payable_lines set status = 'corrected' where id = any($1)",
    ],
    ["delete a line", "delete from public.payable_lines where id = any($1)"],
  ])("an admin cannot %s directly", async (_, sql) => {
    expect(await refusal(admin.caller, sql, [[line]])).toBe(PERMISSION_DENIED);
  });

  test("an admin pays a line once; a second payment and a wrong total are refused", async () => {
    const states = await asClient(admin.caller, async (c) => {
      const pay = (total: number) =>
        c
          .query("select public.pay_payable_lines($1, current_date, 'check', 'CHK-9', $2)", [
            [line],
            total,
          ])
          .then(
            () => "ok",
            (error: { code?: string }) => error.code,
          );
      await c.query("savepoint before");
      const wrongTotal = await pay(121);
      await c.query("rollback to savepoint before");
      const first = await pay(120);
      await c.query("savepoint paid");
      const second = await pay(120);
      await c.query("rollback to savepoint paid");
      const correctPaid = await sqlState(
        c.query("select public.correct_payable_line($1, 'Refund')", [line]),
      );
      return { wrongTotal, first, second, correctPaid };
    });
    expect(states).toEqual({
      wrongTotal: "TP802",
      first: "ok",
      second: "TP801",
      correctPaid: "TP801",
    });
  });
});

describe("e-mail", () => {
  test.each([
    ["the unsubscribe signing key", "select secret from private.email_signing_keys"],
    ["an unsubscribe token", "select private.unsubscribe_token((select auth.uid()), '{bids}')"],
    ["the links' rotations", "select * from private.unsubscribe_link_rotations"],
    ["the outbox's claim", "select * from private.claim_emails(10, 60)"],
    ["the sender's settings", "select private.email_settings()"],
    ["a forged digest", "select private.send_email_digests()"],
  ])("a partner cannot reach %s", async (_, sql) => {
    expect(await refusal(partner.caller, sql, [])).toBe(PERMISSION_DENIED);
  });

  test("an admin cannot read the signing key or make a token either", async () => {
    expect(await refusal(admin.caller, "select secret from private.email_signing_keys", [])).toBe(
      PERMISSION_DENIED,
    );
    const sql = "select private.unsubscribe_token($1, '{bids}')";
    expect(await refusal(admin.caller, sql, [partner.id])).toBe(PERMISSION_DENIED);
  });

  test("a partner cannot resend a mail", async () => {
    const { rows } = await pool.query(
      `insert into public.email_outbox (user_id, category, kind, status)
       values ($1, 'bids', 'legacy', 'failed') returning id`,
      [partner.id],
    );
    expect(await refusal(partner.caller, "select public.resend_email($1)", [rows[0].id])).toBe(
      PERMISSION_DENIED,
    );
  });

  test("anon unsubscribing with a forged token is refused (TP901) and changes nothing", async () => {
    const forged = `${partner.id}.bids.${"0".repeat(64)}`;
    expect(await refusal(anon, "select public.unsubscribe_email($1)", [forged])).toBe("TP901");
    const { rows } = await pool.query(
      "select count(*)::int as n from public.email_preferences where user_id = $1",
      [partner.id],
    );
    expect(rows[0].n).toBe(0);
  });

  test("anon unsubscribing with the right token turns only that category off", async () => {
    const { rows } = await pool.query(
      "select private.unsubscribe_token($1, '{schedule}') as token",
      [partner.id],
    );
    const categories = await asClient(anon, async (c) => {
      const result = await c.query("select public.unsubscribe_email($1)::text[] as categories", [
        rows[0].token,
      ]);
      return result.rows[0]?.categories;
    });
    expect(categories).toEqual(["schedule"]);
  });
});
