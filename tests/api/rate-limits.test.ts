import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { actAs, type Client, ownerPool, signedIn, sqlState, tryAs } from "../support/db-callers.ts";
import { createOpportunity } from "../support/db-fixtures.ts";
import { createPartner } from "./support/accounts.ts";
import { callMultipart, PDF_BYTES } from "./support/call-api.ts";

/**
 * Per-user rate limits, kept by the database (docs/api.md "Rate limits"): 10 chat messages per
 * 10 seconds, 20 bids per minute, 10 licences (each with its scan of up to 10 MB) per hour. Over the limit the API answers 429 with Retry-After, and a
 * direct insert (as PostgREST runs it) fails with TP429.
 */

const pool = ownerPool(3);
let CHAT_LIMIT = 0;
let BID_LIMIT = 0;
let LICENCE_LIMIT = 0;

beforeAll(async () => {
  const { rows } = await pool.query(
    "select name, max_rows, extract(epoch from per)::int as seconds from private.rate_limits order by name",
  );
  // The values docs/api.md promises.
  expect(rows).toEqual([
    { name: "bank_account_confirmations", max_rows: 3, seconds: 3600 },
    { name: "bids", max_rows: 20, seconds: 60 },
    { name: "chat_messages", max_rows: 10, seconds: 10 },
    { name: "email_confirmations", max_rows: 3, seconds: 3600 },
    { name: "licences", max_rows: 10, seconds: 3600 },
    { name: "whatsapp_codes", max_rows: 5, seconds: 3600 },
  ]);
  const limit = (name: string) => rows.find((row) => row.name === name).max_rows as number;
  BID_LIMIT = limit("bids");
  CHAT_LIMIT = limit("chat_messages");
  LICENCE_LIMIT = limit("licences");
});

afterAll(() => pool.end());

describe("chat messages", () => {
  test("the 11th message within 10 seconds is a 429 with Retry-After; others still write", async () => {
    const partner = await createPartner(pool, "chatty");
    const statuses: number[] = [];
    for (let i = 0; i < CHAT_LIMIT; i++) {
      const sent = await partner.call("POST", "/api/chat/send", { message: `Message ${i}` });
      statuses.push(sent.status);
    }
    expect(statuses).toEqual(Array(CHAT_LIMIT).fill(201));

    const refused = await partner.call("POST", "/api/chat/send", { message: "One more" });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^You are sending messages too quickly/);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(10);

    const { rows } = await pool.query(
      "select count(*)::int as stored from public.chat_messages where sender_id = $1",
      [partner.id],
    );
    expect(rows[0].stored).toBe(CHAT_LIMIT);

    const direct = await sqlState(
      tryAs(pool, signedIn(partner), (c) =>
        c.query(
          `insert into public.chat_messages (user_id, sender_id, sender_type, message)
           values ($1, $1, 'user', 'Straight to the table')`,
          [partner.id],
        ),
      ),
    );
    expect(direct).toBe("TP429");

    const other = await createPartner(pool, "calm");
    expect((await other.call("POST", "/api/chat/send", { message: "Hello" })).status).toBe(201);
  });

  test("a forged old created_at does not step aside: the window is in server time", async () => {
    const partner = await createPartner(pool, "backdated");
    const caller = signedIn(partner);
    const insert = (createdAt: string | null) => (c: Client) =>
      c.query(
        `insert into public.chat_messages (user_id, sender_id, sender_type, message${createdAt ? ", created_at" : ""})
         values ($1, $1, 'user', 'Old news'${createdAt ? ", $2" : ""})`,
        createdAt ? [partner.id, createdAt] : [partner.id],
      );
    // created_at is no column a client may write (the column privileges refuse it) ...
    expect(await sqlState(tryAs(pool, caller, insert("2019-01-01")))).toBe("42501");
    // ... so every message counts at the server's time.
    for (let i = 0; i < CHAT_LIMIT; i++) await actAs(pool, caller, insert(null));
    expect(await sqlState(tryAs(pool, caller, insert(null)))).toBe("TP429");
  });

  test("a sender_id left out or naming someone else still counts against the caller", async () => {
    const [partner, bystander] = await Promise.all([
      createPartner(pool, "anonymous-sender"),
      createPartner(pool, "bystander-sender"),
    ]);
    const caller = signedIn(partner);
    const insert = (senderId: string | null) => (c: Client) =>
      senderId === null
        ? c.query(
            "insert into public.chat_messages (user_id, message) values ($1, 'No name given')",
            [partner.id],
          )
        : c.query(
            "insert into public.chat_messages (user_id, sender_id, message) values ($1, $2, 'Not me')",
            [partner.id, senderId],
          );
    for (let i = 0; i < CHAT_LIMIT; i++) {
      await actAs(pool, caller, insert(i % 2 === 0 ? null : bystander.id));
    }
    expect(await sqlState(tryAs(pool, caller, insert(null)))).toBe("TP429");
    expect(await sqlState(tryAs(pool, caller, insert(bystander.id)))).toBe("TP429");
    const { rows } = await pool.query(
      "select count(*)::int as stored from public.chat_messages where sender_id = $1",
      [partner.id],
    );
    expect(rows[0].stored).toBe(CHAT_LIMIT);
  });
});

describe("bids", () => {
  test("the 21st bid within a minute is a 429 with Retry-After, through the API and directly", async () => {
    const partner = await createPartner(pool, "eager");
    const opportunities: string[] = [];
    for (let i = 0; i <= BID_LIMIT; i++) opportunities.push(await createOpportunity(pool));
    const caller = signedIn(partner);
    for (const opportunityId of opportunities.slice(0, BID_LIMIT)) {
      await actAs(pool, caller, (c) =>
        c.query("insert into public.bids (opportunity_id, user_id, amount) values ($1, $2, 320)", [
          opportunityId,
          partner.id,
        ]),
      );
    }

    const last = opportunities[BID_LIMIT] as string;
    const refused = await partner.call("POST", "/api/bids", { opportunityId: last, amount: 320 });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^You are sending bids too quickly/);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    const direct = await sqlState(
      tryAs(pool, caller, (c) =>
        c.query("insert into public.bids (opportunity_id, user_id, amount) values ($1, $2, 320)", [
          last,
          partner.id,
        ]),
      ),
    );
    expect(direct).toBe("TP429");
    const { rows } = await pool.query(
      "select count(*)::int as bids from public.bids where user_id = $1",
      [partner.id],
    );
    expect(rows[0].bids).toBe(BID_LIMIT);
  });
});

describe("licences", () => {
  const insertLicence = (partnerId: string) => (c: Client) =>
    c.query(
      `insert into public.partner_licences
         (id, partner_id, state, licence_type, licence_number, expires_on, scan_path)
       select id, $1::uuid, 'CA', 'retail', 'C10-' || left(id::text, 8), current_date + 200,
         $1::text || '/' || id || '/licence.pdf'
       from gen_random_uuid() id`,
      [partnerId],
    );

  test("the 11th licence within an hour is a 429 with Retry-After, its scan never stored; directly TP429", async () => {
    const partner = await createPartner(pool, "many-licences");
    const caller = signedIn(partner);
    for (let i = 0; i < LICENCE_LIMIT; i++) await actAs(pool, caller, insertLicence(partner.id));

    const refused = await callMultipart(partner.token, "POST", "/api/licences", {
      state: "CA",
      licenceType: "retail",
      licenceNumber: "C10-ONEMORE",
      expiresOn: new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10),
      scan: { data: PDF_BYTES, name: "licence.pdf", type: "application/pdf" },
    });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^You are sending licences too quickly/);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const { rows: stored } = await pool.query(
      "select count(*)::int as scans from storage.objects where bucket_id = 'licence-scans' and name like $1",
      [`${partner.id}/%`],
    );
    expect(stored[0].scans).toBe(0);

    expect(await sqlState(tryAs(pool, caller, insertLicence(partner.id)))).toBe("TP429");
    const { rows } = await pool.query(
      "select count(*)::int as licences from public.partner_licences where partner_id = $1",
      [partner.id],
    );
    expect(rows[0].licences).toBe(LICENCE_LIMIT);

    const other = await createPartner(pool, "one-licence");
    await actAs(pool, signedIn(other), insertLicence(other.id));
  });
});
