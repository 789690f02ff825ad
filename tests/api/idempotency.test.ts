import { createHash, randomUUID } from "node:crypto";
import { afterAll, describe, expect, test } from "vitest";
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENT_REPLAY_HEADER,
} from "../../supabase/functions/_shared/portable/idempotency.ts";
import { ownerPool } from "../support/db-callers.ts";
import { functionsUrl } from "../support/stack.ts";
import { accountsBeforeAll, type Partner } from "./support/accounts.ts";
import { callApi, callMultipart, PDF_BYTES } from "./support/call-api.ts";
import { insertOpportunity, opportunityPayload } from "./support/opportunities.ts";

const pool = ownerPool(4);

const { admin, otherAdmin, partner } = accountsBeforeAll(pool, {
  admin: ["admin", "idem-admin"],
  otherAdmin: ["admin", "idem-admin-2"],
  partner: ["partner", "idem-partner"],
});

afterAll(() => pool.end());

function send(who: Partner, method: string, path: string, body: unknown, key?: string) {
  return callApi(who.token, method, path, body, key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {});
}

async function count(sql: string, params: unknown[]): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(sql, params);
  return rows[0]?.n ?? -1;
}

const opportunitiesTitled = (title: string) =>
  count("select count(*)::int as n from public.opportunities where title = $1", [title]);

describe("Idempotency-Key", () => {
  test("the same key twice makes one opportunity and answers the first result again", async () => {
    const payload = opportunityPayload();
    const key = randomUUID();
    const first = await send(admin, "POST", "/api/admin/opportunities", payload, key);
    const second = await send(admin, "POST", "/api/admin/opportunities", payload, key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.text).toBe(first.text);
    expect(first.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBeNull();
    expect(second.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe("true");
    expect(await opportunitiesTitled(payload.title)).toBe(1);
  });

  test("two requests with one key at once (a double click) make one row and one answer", async () => {
    const payload = opportunityPayload();
    const key = randomUUID();
    const answers = await Promise.all([
      send(admin, "POST", "/api/admin/opportunities", payload, key),
      send(admin, "POST", "/api/admin/opportunities", payload, key),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers[0]?.body.id).toBe(answers[1]?.body.id);
    expect(await opportunitiesTitled(payload.title)).toBe(1);
  });

  test("a double-sent bid is one bid, the second answer the first's 201 rather than a 409", async () => {
    const opportunityId = await insertOpportunity(pool);
    const key = randomUUID();
    const bid = { opportunityId, amount: "310.00", message: "Happy to host." };
    const answers = await Promise.all([
      send(partner, "POST", "/api/bids", bid, key),
      send(partner, "POST", "/api/bids", bid, key),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers[1]?.text).toBe(answers[0]?.text);
    const bids = "select count(*)::int as n from public.bids where opportunity_id = $1";
    expect(await count(bids, [opportunityId])).toBe(1);
  });

  test("the same key with another payload is refused with 422 and does nothing", async () => {
    const key = randomUUID();
    const first = opportunityPayload();
    expect((await send(admin, "POST", "/api/admin/opportunities", first, key)).status).toBe(201);
    const other = opportunityPayload();
    const answer = await send(admin, "POST", "/api/admin/opportunities", other, key);
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ message: IDEMPOTENCY_MESSAGES.mismatch });
    expect(await opportunitiesTitled(other.title)).toBe(0);
  });

  test("the same key on another path is another request: 422", async () => {
    const key = randomUUID();
    const payload = opportunityPayload();
    expect((await send(admin, "POST", "/api/admin/opportunities", payload, key)).status).toBe(201);
    const answer = await send(admin, "POST", "/api/admin/profile-fields", payload, key);
    expect(answer.status).toBe(422);
  });

  test("two users' same key are independent", async () => {
    const key = randomUUID();
    const mine = opportunityPayload();
    const theirs = opportunityPayload();
    const first = await send(admin, "POST", "/api/admin/opportunities", mine, key);
    const second = await send(otherAdmin, "POST", "/api/admin/opportunities", theirs, key);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.id).not.toBe(first.body.id);
    expect(await opportunitiesTitled(mine.title)).toBe(1);
    expect(await opportunitiesTitled(theirs.title)).toBe(1);
  });

  test("without a key a request works as before: each one is done", async () => {
    const payload = opportunityPayload();
    const first = await send(admin, "POST", "/api/admin/opportunities", payload);
    const second = await send(admin, "POST", "/api/admin/opportunities", payload);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await opportunitiesTitled(payload.title)).toBe(2);
    const keys = "select count(*)::int as n from private.idempotency_keys where user_id = $1";
    expect(await count(keys, [admin.id])).toBeGreaterThan(0); // the tests above
  });

  test("a key that is not a UUID is a 400 with a sentence, and nothing is done", async () => {
    const payload = opportunityPayload();
    const answer = await send(admin, "POST", "/api/admin/opportunities", payload, "twice-please");
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: IDEMPOTENCY_MESSAGES.format });
    expect(await opportunitiesTitled(payload.title)).toBe(0);
  });

  test("a refusal keeps nothing: the same key goes through once the payload is valid", async () => {
    const key = randomUUID();
    const refused = await send(admin, "POST", "/api/admin/opportunities", { title: "" }, key);
    expect(refused.status).toBe(400);
    const keys = "select count(*)::int as n from private.idempotency_keys where key = $1";
    expect(await count(keys, [key])).toBe(0);
    // The same submission, corrected in the form that keeps its key across retries.
    const payload = opportunityPayload();
    const fixed = await send(admin, "POST", "/api/admin/opportunities", payload, key);
    expect(fixed.status).toBe(201);
    expect(await opportunitiesTitled(payload.title)).toBe(1);
  });

  test("a key still in flight past the wait answers 409 with a sentence", async () => {
    const key = randomUUID();
    const payload = opportunityPayload();
    const request = {
      method: "POST",
      path: "/api/admin/opportunities",
      body: JSON.stringify(payload),
    };
    // A claim left unanswered (its request still running): what a second request meets.
    const hash = requestHashOf(request.method, request.path, request.body);
    await pool.query(
      "insert into private.idempotency_keys (user_id, key, request_hash) values ($1, $2, $3)",
      [admin.id, key, hash],
    );
    const answer = await send(admin, "POST", "/api/admin/opportunities", payload, key);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: IDEMPOTENCY_MESSAGES.inFlight });
    expect(await opportunitiesTitled(payload.title)).toBe(0);
  }, 20_000);

  test("an abandoned claim (older than the claim timeout) is claimed again and done once", async () => {
    const key = randomUUID();
    const payload = opportunityPayload();
    const hash = requestHashOf("POST", "/api/admin/opportunities", JSON.stringify(payload));
    await pool.query(
      `insert into private.idempotency_keys (user_id, key, request_hash, created_at)
       values ($1, $2, $3, now() - interval '6 minutes')`,
      [admin.id, key, hash],
    );
    const answer = await send(admin, "POST", "/api/admin/opportunities", payload, key);
    expect(answer.status).toBe(201);
    expect(await opportunitiesTitled(payload.title)).toBe(1);
  });

  test("a multipart upload sent twice with one key is one licence (boundaries differ)", async () => {
    const key = randomUUID();
    const licenceNumber = `C10-${randomUUID().slice(0, 8)}`;
    const fields = {
      state: "CA",
      licenceType: "retail",
      licenceNumber,
      expiresOn: new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10),
      scan: { data: PDF_BYTES, name: "licence.pdf", type: "application/pdf" },
    };
    const headers = { [IDEMPOTENCY_KEY_HEADER]: key };
    const first = await callMultipart(partner.token, "POST", "/api/licences", fields, headers);
    const second = await callMultipart(partner.token, "POST", "/api/licences", fields, headers);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.text).toBe(first.text);
    const licences =
      "select count(*)::int as n from public.partner_licences where licence_number = $1";
    expect(await count(licences, [licenceNumber])).toBe(1);
  });

  test("keys older than a day are purged, and the same key then does the work again", async () => {
    const key = randomUUID();
    const payload = opportunityPayload();
    expect((await send(admin, "POST", "/api/admin/opportunities", payload, key)).status).toBe(201);
    await pool.query(
      "update private.idempotency_keys set created_at = now() - interval '25 hours' where key = $1",
      [key],
    );
    const { rows } = await pool.query<{ purged: number }>(
      "select private.purge_idempotency_keys() as purged",
    );
    expect(rows[0]?.purged).toBeGreaterThanOrEqual(1);
    const keys = "select count(*)::int as n from private.idempotency_keys where key = $1";
    expect(await count(keys, [key])).toBe(0);
    expect((await send(admin, "POST", "/api/admin/opportunities", payload, key)).status).toBe(201);
    expect(await opportunitiesTitled(payload.title)).toBe(2);
  });

  test("a browser may send the key and read whether an answer was replayed (CORS)", async () => {
    const response = await fetch(`${functionsUrl}/api/bids`, {
      method: "OPTIONS",
      headers: {
        origin: "http://localhost:5173",
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization, content-type, idempotency-key",
      },
    });
    expect(response.headers.get("access-control-allow-headers")).toContain("idempotency-key");
    const key = randomUUID();
    const answer = await send(admin, "POST", "/api/admin/opportunities", opportunityPayload(), key);
    expect(answer.headers.get("access-control-expose-headers")).toContain("idempotent-replayed");
  });

  test("clients cannot read or write the keys, nor purge them", async () => {
    const { rows } = await pool.query<{ select: boolean; insert: boolean; purge: boolean }>(
      `select has_table_privilege('authenticated', 'private.idempotency_keys', 'select') as select,
        has_table_privilege('authenticated', 'private.idempotency_keys', 'insert') as insert,
        has_function_privilege('authenticated', 'private.purge_idempotency_keys()', 'execute') as purge`,
    );
    expect(rows[0]).toEqual({ select: false, insert: false, purge: false });
  });
});

/** The hash the API makes of a JSON request (request-hash.ts), to plant a claim by hand. */
function requestHashOf(method: string, path: string, body: string): string {
  return createHash("sha256").update(`${method} ${path}\n`).update(body).digest("hex");
}
