import { randomUUID } from "node:crypto";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  JSON_BODY_TOO_LARGE,
  MAX_JSON_BODY_BYTES,
} from "../../supabase/functions/_shared/server/request-limits.ts";
import { ownerPool } from "../support/db-callers.ts";
import { functionsUrl, testStack } from "../support/stack.ts";
import { createAdmin, createPartner, type Partner } from "./support/accounts.ts";
import { callMultipart } from "./support/call-api.ts";
import { opportunityPayload } from "./support/opportunities.ts";

/** Bad input the API used to answer with 500, accept whole or let stall it (docs/api.md, Errors). */

const pool = ownerPool(2);
let admin: Partner;
let partner: Partner;

const UNSTORABLE = "Text cannot contain U+0000 or an unpaired surrogate character";

beforeAll(async () => {
  [admin, partner] = await Promise.all([
    createAdmin(pool, "guard-admin"),
    createPartner(pool, "guard-partner"),
  ]);
});

afterAll(() => pool.end());

async function chatCount(userId: string) {
  const { rows } = await pool.query<{ n: number }>(
    "select count(*)::int as n from public.chat_messages where user_id = $1",
    [userId],
  );
  return rows[0]?.n ?? 0;
}

describe("text Postgres cannot store is a 400, never a 500", () => {
  test("a NUL byte in a message", async () => {
    const { status, body } = await partner.call("POST", "/api/chat/send", {
      message: "hello\u0000world",
    });
    expect(status).toBe(400);
    expect(body).toEqual({ message: UNSTORABLE, fieldErrors: { message: [UNSTORABLE] } });
    expect(await chatCount(partner.id)).toBe(0);
  });

  test("a NUL byte in a search parameter", async () => {
    const partnerSearch = await partner.call("GET", "/api/opportunities/all?q=farm%00tour");
    expect(partnerSearch.status).toBe(400);
    expect(partnerSearch.body.fieldErrors).toEqual({ q: [UNSTORABLE] });
    const adminSearch = await admin.call("GET", "/api/admin/users?search=%00");
    expect(adminSearch.status).toBe(400);
    expect(adminSearch.body.message).toBe(UNSTORABLE);
  });

  test("a lone surrogate is refused, not stored as U+FFFD", async () => {
    const marker = `Surrogate ${randomUUID()}`;
    const { status, body } = await admin.call("POST", "/api/admin/opportunities", {
      ...opportunityPayload({ title: `${marker} \ud800` }),
    });
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ title: [UNSTORABLE] });
    const { rows } = await pool.query(
      "select 1 from public.opportunities where starts_with(title, $1)",
      [marker],
    );
    expect(rows).toEqual([]);
  });

  test("NUL inside a JSON object the database stores as jsonb", async () => {
    const { status, body } = await admin.call("POST", "/api/admin/opportunities", {
      ...opportunityPayload({ customRequirements: { note: { deep: "\u0000" } } }),
    });
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ "customRequirements.note.deep": [UNSTORABLE] });
  });
});

describe("dates that do not exist are refused", () => {
  test.each([
    ["year 0000", "0000-06-01T10:00:00Z"],
    ["February 30th", "2027-02-30T10:00:00Z"],
    ["hour 24", "2027-03-01T24:00:00Z"],
  ])("an opportunity on %s", async (_name, date) => {
    const { status, body } = await admin.call("POST", "/api/admin/opportunities", {
      ...opportunityPayload({ date, responseDeadline: null }),
    });
    expect(status).toBe(400);
    expect(body.fieldErrors.date).toEqual(["Please enter a valid date and time"]);
  });

  test.each([
    ["year 0000", "0000-01-01"],
    ["February 30th", "2027-02-30"],
  ])("a legal document expiring on %s", async (_name, expiresAt) => {
    const { status, body } = await callMultipart(
      admin.token,
      "POST",
      "/api/admin/legal-documents",
      { title: `Expiry ${randomUUID().slice(0, 6)}`, documentType: "nda", content: "x", expiresAt },
    );
    expect(status).toBe(400);
    expect(body.fieldErrors.expiresAt).toEqual(["Please enter a valid expiry date"]);
  });

  test("a real February 28th is still taken", async () => {
    const { status } = await callMultipart(admin.token, "POST", "/api/admin/legal-documents", {
      title: `Expiry ${randomUUID().slice(0, 6)}`,
      documentType: "nda",
      content: "x",
      expiresAt: "2027-02-28",
    });
    expect(status).toBe(201);
  });
});

/**
 * Sends `bytes` spaces (or `content`) as a JSON request, with or without a Content-Length, on a
 * connection of its own: a refused body's connection is closed under it, and must not be
 * handed to the next request.
 */
function sendLargeBody(
  method: string,
  path: string,
  token: string,
  bytes: number,
  chunked: boolean,
  content?: Buffer,
) {
  return new Promise<{ status: number; body: string; ms: number }>((resolve, reject) => {
    const started = performance.now();
    const url = new URL(`${functionsUrl}${path}`);
    const request = http.request(url, {
      method,
      agent: false,
      headers: {
        apikey: testStack.anonKey,
        authorization: `Bearer ${token}`,
        "content-type": "application/json",
        ...(chunked ? {} : { "content-length": String(content?.length ?? bytes) }),
      },
    });
    request.on("response", (response) => {
      let body = "";
      response.on("data", (chunk) => {
        body += chunk;
      });
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, body, ms: performance.now() - started });
        // The rest of the body is no longer wanted.
        request.destroy();
      });
    });
    request.on("error", reject);
    // Only what the server needs to refuse is sent: nothing beyond the headers when they declare
    // the length, just over the cap when the body streams. Sending on would race the server's
    // closing of the connection (EPIPE, or a reset that swallows the 413) instead of testing it.
    const whole = content ?? Buffer.alloc(bytes, 0x20);
    if (!chunked) return void request.flushHeaders();
    request.write(whole.subarray(0, MAX_JSON_BODY_BYTES + 64 * 1024));
  });
}

describe("request bodies are capped", () => {
  const fiftyMegabytes = 50 * 1024 * 1024;

  test.each([
    ["with a Content-Length", false],
    ["chunked, without one", true],
  ])("a 50 MB JSON body %s is a 413 at once", async (_name, chunked) => {
    const { status, body, ms } = await sendLargeBody(
      "POST",
      "/api/chat/send",
      partner.token,
      fiftyMegabytes,
      chunked,
    );
    expect(status).toBe(413);
    expect(JSON.parse(body)).toEqual({ message: JSON_BODY_TOO_LARGE });
    expect(ms).toBeLessThan(5000);
  });

  test("a 5,000,000-character custom field answer is refused, not stored", async () => {
    const profile = {
      businessName: "Sunny Acres",
      businessType: "Outdoor Farm",
      location: "Healdsburg, CA",
      expertise: ["Cannabis cultivation"],
      services: ["Farm tours"],
      maxGroupSize: 10,
      hourlyRate: "50",
    };
    const customFields = { years_in_business: 5 };
    const huge = JSON.stringify({
      ...profile,
      customFields: { ...customFields, insurance_provider: "x".repeat(5_000_000) },
    });
    const refused = await sendLargeBody(
      "PUT",
      "/api/profile",
      partner.token,
      0,
      false,
      Buffer.from(huge),
    );
    expect(refused.status).toBe(413);
    // Under the body cap, the answer's own limit speaks.
    const long = await partner.call("PUT", "/api/profile", {
      ...profile,
      customFields: { ...customFields, insurance_provider: "x".repeat(5001) },
    });
    expect(long.status).toBe(400);
    expect(long.body.fieldErrors["customFields.insurance_provider"]).toEqual([
      "Insurance provider must be at most 5000 characters",
    ]);
    const { rows } = await pool.query(
      "select custom_fields ? 'insurance_provider' as stored from public.users where id = $1",
      [partner.id],
    );
    expect(rows[0]?.stored).toBe(false);
  });
});

describe("an admin's pattern cannot stall the server", () => {
  const slowPattern = "^(a+)+$";

  async function fieldWithPattern(pattern: string) {
    const name = `code_${randomUUID().slice(0, 6)}`;
    await pool.query(
      `insert into public.profile_fields (field_name, field_type, field_label, validation_rules)
       values ($1, 'text', 'Code', jsonb_build_object('pattern', $2::text))`,
      [name, pattern],
    );
    return name;
  }

  test("a catastrophic pattern answers a 30-character answer at once", async () => {
    const name = await fieldWithPattern(slowPattern);
    try {
      const started = performance.now();
      const { status, body } = await partner.call("PUT", "/api/profile", {
        businessName: "Sunny Acres",
        businessType: "Outdoor Farm",
        location: "Healdsburg, CA",
        expertise: ["Cannabis cultivation"],
        services: ["Farm tours"],
        maxGroupSize: 10,
        hourlyRate: "50",
        customFields: {
          years_in_business: 5,
          [name]: `${"a".repeat(30)}!`,
        },
      });
      expect(performance.now() - started).toBeLessThan(1500);
      expect(status).toBe(400);
      expect(body.fieldErrors[`customFields.${name}`]).toEqual(["Code has an invalid format"]);
    } finally {
      await pool.query("delete from public.profile_fields where field_name = $1", [name]);
    }
  });

  test.each([
    ["a backreference", "^(a+)\\1$", "Patterns cannot use lookarounds or backreferences"],
    ["a lookahead", "^(?=a)(a+)+$", "Patterns cannot use lookarounds or backreferences"],
    ["a huge repetition", "(?:.{0,30}a){30}", "This pattern is too complex"],
    ["an invalid one", "([a-z", "Please enter a valid pattern"],
  ])("saving %s is refused with a reason", async (_name, pattern, message) => {
    const { status, body } = await admin.call("POST", "/api/admin/profile-fields", {
      fieldLabel: "Code",
      fieldName: `code_${randomUUID().slice(0, 6)}`,
      fieldType: "text",
      validationRules: { pattern },
    });
    expect(status).toBe(400);
    expect(body.fieldErrors.validationRules).toEqual([message]);
  });

  test("a field's own maxLength cannot lift the answer cap", async () => {
    const { status, body } = await admin.call("POST", "/api/admin/profile-fields", {
      fieldLabel: "Bio",
      fieldName: `bio_${randomUUID().slice(0, 6)}`,
      fieldType: "textarea",
      validationRules: { maxLength: 5_000_000 },
    });
    expect(status).toBe(400);
    expect(body.fieldErrors.validationRules).toEqual([
      "Lengths must be whole numbers from 0 to 5000",
    ]);
  });
});
