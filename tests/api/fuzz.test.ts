import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { MAX_JSON_BODY_BYTES } from "../../supabase/functions/_shared/server/request-limits.ts";
import { ownerPool } from "../support/db-callers.ts";
import { functionsUrl, testStack } from "../support/stack.ts";
import { createAdmin, createPartner, type Partner } from "./support/accounts.ts";
import { insertOpportunity, opportunityPayload } from "./support/opportunities.ts";
import { acceptBid } from "./support/tours.ts";

/**
 * Every write endpoint and every query parameter of the API, as a partner and as an admin,
 * with hostile values: none may answer 500 or more, and a refused request (4xx) changes no
 * row, checked by a checksum of every table before and after (docs/api.md, Errors).
 */

const pool = ownerPool(3);
let admin: Partner;
let partner: Partner;
/** The admin's target for user edits: never the fuzzing partner, never the admin. */
let bystander: Partner;

interface Fixtures {
  opportunityId: string;
  bidId: string;
  tourId: string;
  documentId: string;
  fieldId: string;
  fieldName: string;
}
let fx: Fixtures;

// ---- hostile values ---------------------------------------------------------------------------

/** Stands for a JSON number no JavaScript value serialises to; swapped in the body's text. */
const OVERFLOW = "__OVERFLOW_1E309__";

function nested(depth: number): unknown {
  let value: unknown = "deep";
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** Values for a JSON field: bad text, bad numbers, bad dates, wrong types, odd shapes. */
const HOSTILE: unknown[] = [
  "\u0000",
  "a\u0000b",
  "\ud800",
  "' or 1=1 --",
  "^(a+)+$",
  "%_\\[.*+?($1",
  "2027-02-30T10:00:00Z",
  "0000-01-01T00:00:00Z",
  "2027-02-30",
  "",
  "x".repeat(300_000),
  "💥".repeat(3000),
  OVERFLOW,
  -1,
  true,
  null,
  [],
  {},
  nested(40),
];

/** Values for a query parameter, written as they go in the URL (some not valid UTF-8). */
const HOSTILE_QUERY: string[] = [
  "%00",
  "farm%00",
  "%ED%A0%80",
  "%FF%FE",
  "%",
  "'%20or%201=1--",
  "%25_%5C",
  "(a%2B)%2B%24",
  "1e309",
  "-1",
  "99999999999999999999",
  "x".repeat(3000),
  "%F0%9F%92%A5",
  "",
];

/** Path ids that name nothing (valid ids are fixtures, not fuzz). */
const HOSTILE_IDS = [
  "%00",
  "%ED%A0%80",
  "not-a-uuid",
  "00000000-0000-0000-0000-000000000000",
  randomUUID().toUpperCase(),
  "1e309",
  "x".repeat(2000),
  "..%2F..%2Fadmin",
];

/** Whole bodies that are no payload at all. */
const HOSTILE_BODIES = [
  "null",
  "[]",
  "1e309",
  '"text"',
  "{",
  '{"a":"\\ud800"}',
  "[".repeat(50_000) + "]".repeat(50_000),
  JSON.stringify({ padding: "x".repeat(1_100_000) }),
  '{"__proto__":{"isAdmin":true}}',
];

// ---- requests ---------------------------------------------------------------------------------

type Who = "partner" | "admin" | "anon";

interface Case {
  who: Who;
  method: string;
  /** Path and query, already encoded. */
  path: string;
  body?: string;
  /** Sent as multipart form fields instead of a JSON body. */
  form?: Record<string, string>;
  label: string;
}

function set(target: Record<string, unknown>, dotted: string, value: unknown) {
  const keys = dotted.split(".");
  let at = target;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys.at(-1) as string] = value;
}

function bodyText(value: unknown) {
  return JSON.stringify(value).replaceAll(`"${OVERFLOW}"`, "1e309");
}

/** One case per field and hostile value, each other field as in the valid `base`. */
function fieldCases(
  who: Who,
  method: string,
  path: string,
  base: Record<string, unknown>,
  fields: string[],
) {
  return fields.flatMap((field) =>
    HOSTILE.map((value, index) => {
      const payload = structuredClone(base);
      set(payload, field, value);
      return { who, method, path, body: bodyText(payload), label: `${field}#${index}` };
    }),
  );
}

/** The legal document form as the browser sends it: every field text, one of them hostile. */
function formCases(method: string, path: string, base: Record<string, string>): Case[] {
  const texts = HOSTILE.filter(
    (value): value is string => typeof value === "string" && value !== OVERFLOW,
  );
  return Object.keys(base).flatMap((field) =>
    texts.map((value, index) => ({
      who: "admin" as const,
      method,
      path,
      form: { ...base, [field]: value },
      label: `form ${field}#${index}`,
    })),
  );
}

function bodyCases(who: Who, method: string, path: string): Case[] {
  return HOSTILE_BODIES.map((body, index) => ({ who, method, path, body, label: `body#${index}` }));
}

function queryCases(who: Who, path: string, params: string[]): Case[] {
  return params.flatMap((param) =>
    HOSTILE_QUERY.map((value, index) => ({
      who,
      method: "GET",
      path: `${path}?${param}=${value}`,
      label: `${param}#${index}`,
    })),
  );
}

function idCases(who: Who, method: string, template: string, body?: unknown): Case[] {
  return HOSTILE_IDS.map((id, index) => ({
    who,
    method,
    path: template.replace(":id", id),
    body: body === undefined ? undefined : bodyText(body),
    label: `id#${index}`,
  }));
}

function tokenOf(who: Who) {
  return who === "partner" ? partner.token : who === "admin" ? admin.token : undefined;
}

interface Sent {
  label: string;
  status: number;
  text: string;
}

async function send(item: Case, retried = false): Promise<Sent> {
  const token = tokenOf(item.who);
  let form: FormData | undefined;
  if (item.form) {
    form = new FormData();
    for (const [name, value] of Object.entries(item.form)) form.append(name, value);
  }
  const label = `${item.method} ${item.path.slice(0, 80)} ${item.label}`;
  let response: Response;
  try {
    response = await fetch(`${functionsUrl}${item.path}`, {
      method: item.method,
      headers: {
        apikey: testStack.anonKey,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(item.body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: form ?? item.body,
    });
  } catch (error) {
    // A kept-alive connection the gateway closed meanwhile: nothing reached the function.
    const reset = (error as { cause?: { code?: string } }).cause?.code === "ECONNRESET";
    if (reset && !retried && (item.body?.length ?? 0) <= MAX_JSON_BODY_BYTES) {
      return send(item, true);
    }
    // A body over the cap is answered 413 before it is read, and the connection is closed
    // under the rest of it: the client may see the reset instead of the answer
    // (api-input-guard.test.ts reads the 413 itself). Anything else is a failure.
    if ((item.body?.length ?? 0) > MAX_JSON_BODY_BYTES) return { label, status: 413, text: "" };
    throw error;
  }
  const text = await response.text();
  return {
    label,
    status: response.status,
    text: text.slice(0, 300),
  };
}

const CONCURRENCY = 6;

async function sendAll(cases: Case[]): Promise<Sent[]> {
  const results: Sent[] = new Array(cases.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < cases.length) {
        const index = next++;
        results[index] = await send(cases[index] as Case);
      }
    }),
  );
  return results;
}

// ---- checksums --------------------------------------------------------------------------------

let checksumSql = "";

/**
 * Tables a background worker changes while requests run: only what a request could write is
 * compared. The e-mail sender (called each minute by the stack's cron) moves outbox rows through
 * their delivery columns; the rows themselves, and what they say, come from requests.
 */
const SENDER_WRITTEN: Record<string, string> = {
  "public.email_outbox":
    "(select id, user_id, category, kind, notification_id, content, dedupe_key, created_at from public.email_outbox)",
};

/** An md5 of each table's rows, in an order that does not depend on how they are stored. */
async function checksums(): Promise<Record<string, string>> {
  if (!checksumSql) {
    const { rows } = await pool.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables
       where schemaname = 'public' or (schemaname = 'storage' and tablename = 'objects')
       order by 1`,
    );
    checksumSql = rows
      .map(
        ({ name }) =>
          `select '${name}' as name, md5(coalesce(string_agg(md5(t::text), '' order by md5(t::text)), '')) as sum from ${SENDER_WRITTEN[name] ?? name} t`,
      )
      .join(" union all ");
  }
  const { rows } = await pool.query<{ name: string; sum: string }>(checksumSql);
  return Object.fromEntries(rows.map((row) => [row.name, row.sum]));
}

// ---- the run ----------------------------------------------------------------------------------

const totals = { sent: 0, replayed: 0, partner: 0, admin: 0, anon: 0 };
const serverErrors: Sent[] = [];

const isRefused = (status: number) => status >= 400 && status < 500;

function count(cases: Case[], results: Sent[]) {
  totals.sent += results.length;
  for (const item of cases) totals[item.who] += 1;
  serverErrors.push(...results.filter((result) => result.status >= 500));
}

/**
 * Sends the cases and proves the refused ones changed nothing: when every case was refused,
 * the tables are as before; when some were taken, the refused ones are sent again on their own
 * (a case refused twice, while the tables stay the same, changed nothing either time).
 */
async function fuzz(cases: Case[]) {
  const before = await checksums();
  const results = await sendAll(cases);
  count(cases, results);
  expect(results.filter((result) => result.status >= 500)).toEqual([]);
  let refused = cases.filter((_, index) => isRefused((results[index] as Sent).status));
  if (refused.length === cases.length) {
    expect(await checksums()).toEqual(before);
    return;
  }
  for (let attempt = 0; attempt < 3 && refused.length > 0; attempt++) {
    const again = await checksums();
    const replayed = await sendAll(refused);
    totals.replayed += replayed.length;
    serverErrors.push(...replayed.filter((result) => result.status >= 500));
    expect(replayed.filter((result) => result.status >= 500)).toEqual([]);
    const stillRefused = refused.filter((_, index) => isRefused((replayed[index] as Sent).status));
    if (stillRefused.length === refused.length) {
      expect(await checksums()).toEqual(again);
      return;
    }
    refused = stillRefused;
  }
  expect(refused).toEqual([]);
}

const PROFILE = {
  businessName: "Fuzz Farms",
  businessType: "Outdoor Farm",
  location: "Healdsburg, CA",
  expertise: ["Cannabis cultivation"],
  services: ["Farm tours"],
  maxGroupSize: 10,
  hourlyRate: "50",
  customFields: {
    years_in_business: 5,
    company_bio: "Family farm",
    languages_spoken: ["English"],
    preferred_contact_method: "Email",
    wheelchair_accessible: true,
  },
};

const SIGNUP = {
  firstName: "Fuzz",
  lastName: "Tester",
  email: "fuzz@example.com",
  phone: "+15551234567",
  businessName: "Fuzz Farms",
  businessType: "Indoor Farm",
  businessLocation: "100 Farm Road, Healdsburg, CA",
  expertise: ["Cannabis cultivation"],
  services: ["Farm tours"],
  availability: ["Monday"],
  maxGroupSize: 10,
  minHourlyRate: 50,
};

/**
 * Valid answers to every active required profile field, also those other test files add while
 * this one runs (none of theirs has a pattern).
 */
async function requiredAnswers(): Promise<Record<string, unknown>> {
  const { rows } = await pool.query<{ name: string; type: string; options: string[] | null }>(
    `select field_name as name, field_type as type, field_options as options
     from public.profile_fields where is_active and is_required`,
  );
  const answer = ({ type, options }: (typeof rows)[number]): unknown => {
    if (type === "select") return options?.[0];
    if (type === "multiselect") return options?.slice(0, 1);
    if (type === "number") return 5;
    if (type === "date") return "2020-01-31";
    if (["checkbox", "contract", "legal_agreement"].includes(type)) return true;
    return "A1";
  };
  return Object.fromEntries(rows.map((row) => [row.name, answer(row)]));
}

beforeAll(async () => {
  [admin, partner, bystander] = await Promise.all([
    createAdmin(pool, "fuzz-admin"),
    createPartner(pool, "fuzz-partner"),
    createPartner(pool, "fuzz-bystander"),
  ]);
  const other = await createPartner(pool, "fuzz-other");
  const opportunityId = await insertOpportunity(pool, { title: "Fuzz harvest" });
  const bid = await partner.call("POST", "/api/bids", { opportunityId, amount: "350" });
  const tourOpportunity = await insertOpportunity(pool, { title: "Fuzz tour" });
  const otherBid = await other.call("POST", "/api/bids", {
    opportunityId: tourOpportunity,
    amount: "300",
  });
  const tour = await acceptBid(pool, admin, otherBid.body.id);
  const document = await admin.call("POST", "/api/admin/legal-documents", {
    title: "Fuzz terms",
    documentType: "nda",
    content: "Text",
    requiresSignature: false,
    requiresAttestation: true,
  });
  const fieldName = `fuzz_${randomUUID().slice(0, 6)}`;
  const field = await admin.call("POST", "/api/admin/profile-fields", {
    fieldLabel: "Fuzz",
    fieldName,
    fieldType: "text",
    isActive: false,
  });
  expect([bid.status, otherBid.status, document.status, field.status]).toEqual([
    201, 201, 201, 201,
  ]);
  fx = {
    opportunityId,
    bidId: bid.body.id,
    tourId: tour.id,
    documentId: document.body.id,
    fieldId: field.body.id,
    fieldName,
  };
}, 60_000);

afterAll(() => pool.end());

const FUZZ_TIMEOUT = 120_000;

describe.sequential("fuzzing the API as a partner", () => {
  test("POST /api/bids and /api/bids/{id}/withdraw", { timeout: FUZZ_TIMEOUT }, async () => {
    const base = {
      opportunityId: fx.opportunityId,
      amount: "500",
      message: "Hi",
      additionalServices: ["photos"],
    };
    await fuzz([
      ...fieldCases("partner", "POST", "/api/bids", base, [
        "opportunityId",
        "amount",
        "message",
        "additionalServices",
        "additionalServices.0",
      ]),
      ...bodyCases("partner", "POST", "/api/bids"),
      ...idCases("partner", "POST", "/api/bids/:id/withdraw", {}),
    ]);
  });

  test("PUT /api/profile with its custom fields", { timeout: FUZZ_TIMEOUT }, async () => {
    const fields = [
      ...Object.keys(PROFILE).filter((key) => key !== "customFields"),
      "expertise.0",
      "customFields",
      ...Object.keys(PROFILE.customFields).map((key) => `customFields.${key}`),
      "customFields.unknown_field",
    ];
    // A valid base, so each hostile value is what the request is refused for.
    const base = {
      ...PROFILE,
      customFields: { ...(await requiredAnswers()), ...PROFILE.customFields },
    };
    expect((await partner.call("PUT", "/api/profile", base)).status).toBe(200);
    await fuzz([
      ...fieldCases("partner", "PUT", "/api/profile", base, fields),
      ...bodyCases("partner", "PUT", "/api/profile"),
    ]);
  });

  test("POST /api/signup", { timeout: FUZZ_TIMEOUT }, async () => {
    await fuzz([
      ...fieldCases("partner", "POST", "/api/signup", SIGNUP, [
        ...Object.keys(SIGNUP),
        "availability.0",
      ]),
      ...bodyCases("partner", "POST", "/api/signup"),
    ]);
  });

  test("POST /api/chat/send, /api/notifications/read, /api/agreements", {
    timeout: FUZZ_TIMEOUT,
  }, async () => {
    const agreement = {
      documentId: fx.documentId,
      agreementType: "attestation",
      attestationText: "I agree",
      signatureData: "Fuzz Tester",
    };
    await fuzz([
      ...fieldCases(
        "partner",
        "POST",
        "/api/chat/send",
        { message: "Hello", messageType: "text" },
        ["message", "messageType"],
      ),
      ...fieldCases("partner", "POST", "/api/notifications/read", { ids: [randomUUID()] }, [
        "ids",
        "ids.0",
      ]),
      ...fieldCases("partner", "POST", "/api/agreements", agreement, Object.keys(agreement)),
      ...bodyCases("partner", "POST", "/api/chat/send"),
      ...bodyCases("partner", "POST", "/api/notifications/read"),
      ...bodyCases("partner", "POST", "/api/agreements"),
      ...bodyCases("partner", "POST", "/api/calendar/feed-url"),
    ]);
  });

  test("every search and list parameter", { timeout: FUZZ_TIMEOUT }, async () => {
    await fuzz([
      ...queryCases("partner", "/api/opportunities/all", [
        "q",
        "search",
        "type",
        "priority",
        "status",
        "sort",
        "page",
        "pageSize",
      ]),
      ...queryCases("partner", "/api/bids", ["status", "page", "pageSize"]),
      ...queryCases("partner", "/api/notifications", ["unread", "page", "pageSize"]),
      ...queryCases("partner", "/api/calendar/feed-url", ["x"]),
      ...queryCases("anon", "/calendar-feed", ["token"]),
    ]);
  });
});

describe.sequential("fuzzing the API as an admin", () => {
  test("POST /api/admin/opportunities and its assignment", { timeout: FUZZ_TIMEOUT }, async () => {
    const base = {
      ...opportunityPayload({}, 30),
      tourType: "farm",
      duration: 3,
      requirements: ["ID"],
      responseDeadline: null,
      clientEmail: "client@example.com",
      customRequirements: { parking: "yes" },
      assignedPartners: [],
    };
    await fuzz([
      ...fieldCases("admin", "POST", "/api/admin/opportunities", base, [
        ...Object.keys(base),
        "requirements.0",
        "customRequirements.parking",
      ]),
      ...bodyCases("admin", "POST", "/api/admin/opportunities"),
      ...fieldCases(
        "admin",
        "POST",
        `/api/admin/opportunities/${fx.opportunityId}/assign`,
        { userIds: [partner.id] },
        ["userIds", "userIds.0"],
      ),
      ...idCases("admin", "POST", "/api/admin/opportunities/:id/assign", { userIds: [] }),
      ...idCases("admin", "GET", "/api/admin/opportunities/:id/bids"),
    ]);
  });

  test("PUT /api/admin/opportunities/{id}, its cancel and its template", {
    timeout: FUZZ_TIMEOUT,
  }, async () => {
    const editable = await insertOpportunity(pool, { title: "Fuzz edit" });
    const cancellable = await insertOpportunity(pool, { title: "Fuzz cancel" });
    const base = {
      ...opportunityPayload({}, 30),
      tourType: "farm",
      requirements: ["ID"],
      customRequirements: { parking: "yes" },
      assignedPartners: [],
    };
    await fuzz([
      ...fieldCases("admin", "PUT", `/api/admin/opportunities/${editable}`, base, [
        ...Object.keys(base),
        "requirements.0",
        "customRequirements.parking",
      ]),
      ...bodyCases("admin", "PUT", `/api/admin/opportunities/${editable}`),
      ...idCases("admin", "PUT", "/api/admin/opportunities/:id", base),
      ...fieldCases(
        "admin",
        "POST",
        `/api/admin/opportunities/${cancellable}/cancel`,
        { reason: "The client cancelled." },
        ["reason"],
      ),
      ...idCases("admin", "POST", "/api/admin/opportunities/:id/cancel", { reason: "Gone" }),
      ...fieldCases(
        "admin",
        "POST",
        `/api/admin/opportunities/${editable}/template`,
        { templateName: "Fuzz template" },
        ["templateName"],
      ),
      ...idCases("admin", "POST", "/api/admin/opportunities/:id/template", { templateName: "T" }),
    ]);
  });

  test("PUT /api/admin/bids/{id}, /api/admin/tours/{id}, /api/admin/users/{id}", {
    timeout: FUZZ_TIMEOUT,
  }, async () => {
    const review = { status: "shortlisted", declineReason: null, adminNotes: "Looks good" };
    const tour = {
      status: "completed",
      actualRevenue: "300",
      rating: 5,
      feedback: "Great",
      adminNotes: "ok",
    };
    const user = { isVerified: true, notes: "Checked" };
    await fuzz([
      ...fieldCases("admin", "PUT", `/api/admin/bids/${fx.bidId}`, review, Object.keys(review)),
      ...fieldCases("admin", "PUT", `/api/admin/tours/${fx.tourId}`, tour, Object.keys(tour)),
      ...fieldCases("admin", "PUT", `/api/admin/users/${bystander.id}`, user, [
        ...Object.keys(user),
        "role",
        "isActive",
      ]),
      ...bodyCases("admin", "PUT", `/api/admin/bids/${fx.bidId}`),
      ...bodyCases("admin", "PUT", `/api/admin/users/${bystander.id}`),
      ...idCases("admin", "PUT", "/api/admin/bids/:id", review),
      ...idCases("admin", "PUT", "/api/admin/tours/:id", tour),
      ...idCases("admin", "PUT", "/api/admin/users/:id", user),
      ...idCases("admin", "DELETE", "/api/admin/users/:id"),
    ]);
  });

  test("profile fields and legal documents", { timeout: FUZZ_TIMEOUT }, async () => {
    const field = {
      fieldLabel: "Fuzz",
      fieldName: fx.fieldName,
      fieldType: "text",
      fieldOptions: ["A"],
      isRequired: false,
      isActive: false,
      displayOrder: 1,
      category: "basic",
      validationRules: { pattern: "^[A-Z]+$", maxLength: 20 },
    };
    const ruleFields = [
      "validationRules.pattern",
      "validationRules.maxLength",
      "validationRules.min",
      "fieldOptions.0",
    ];
    const document = {
      title: "Fuzz terms",
      documentType: "nda",
      content: "Text",
      version: "2.0",
      isActive: false,
      requiresSignature: false,
      requiresAttestation: true,
      expiresAt: "2030-01-31",
    };
    await fuzz([
      ...fieldCases("admin", "POST", "/api/admin/profile-fields", field, [
        ...Object.keys(field),
        ...ruleFields,
      ]),
      ...fieldCases("admin", "PUT", `/api/admin/profile-fields/${fx.fieldId}`, field, [
        "fieldLabel",
        "fieldType",
        ...ruleFields,
      ]),
      ...idCases("admin", "PUT", "/api/admin/profile-fields/:id", field),
      ...idCases("admin", "DELETE", "/api/admin/profile-fields/:id"),
      ...fieldCases("admin", "POST", "/api/admin/legal-documents", document, Object.keys(document)),
      ...fieldCases("admin", "PUT", `/api/admin/legal-documents/${fx.documentId}`, document, [
        "title",
        "content",
        "expiresAt",
      ]),
      ...bodyCases("admin", "POST", "/api/admin/legal-documents"),
      ...formCases("POST", "/api/admin/legal-documents", {
        title: "Fuzz form",
        documentType: "nda",
        content: "Text",
        isActive: "false",
        expiresAt: "2030-01-31",
      }),
      ...idCases("admin", "DELETE", "/api/admin/legal-documents/:id"),
    ]);
  });

  test("the support inbox, and every admin search and list parameter", {
    timeout: FUZZ_TIMEOUT,
  }, async () => {
    await fuzz([
      ...fieldCases("admin", "POST", `/api/admin/chat/${partner.id}`, { message: "Hello" }, [
        "message",
      ]),
      ...bodyCases("admin", "POST", `/api/admin/chat/${partner.id}`),
      ...idCases("admin", "POST", "/api/admin/chat/:id", { message: "Hello" }),
      ...queryCases("admin", "/api/admin/users", [
        "search",
        "role",
        "status",
        "eligible",
        "page",
        "pageSize",
      ]),
      ...queryCases("admin", "/api/admin/opportunities", [
        "search",
        "status",
        "review",
        "page",
        "pageSize",
      ]),
      ...queryCases("admin", "/api/admin/chat", ["search", "page", "pageSize"]),
      ...queryCases("admin", "/api/admin/calendar/feeds", ["search", "page", "pageSize"]),
      ...queryCases("admin", "/api/admin/user-agreements", ["page", "pageSize"]),
    ]);
  });
});

test("at least 2,000 hostile requests, as partner and admin, and not one 5xx", () => {
  console.info("fuzz requests", totals);
  expect(serverErrors).toEqual([]);
  expect(totals.sent).toBeGreaterThanOrEqual(2000);
  expect(totals.partner).toBeGreaterThanOrEqual(500);
  expect(totals.admin).toBeGreaterThanOrEqual(500);
});
