import { afterAll, describe, expect, test } from "vitest";
import { becomeCaller, ownerPool, signedIn } from "../support/db-callers.ts";
import { createOpportunity } from "../support/db-fixtures.ts";
import { accountsBeforeAll, createPartner } from "./support/accounts.ts";
import { inDays } from "./support/opportunities.ts";
import { acceptBid } from "./support/tours.ts";

const pool = ownerPool(4);

/** Waits until a statement starting with `text` is blocked on a lock in some session. */
async function waitForLockWait(text: string) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const { rows } = await pool.query(
      `select 1 from pg_stat_activity
       where wait_event_type = 'Lock' and position($1 in regexp_replace(query, '\\s+', ' ', 'g')) > 0`,
      [text],
    );
    if (rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no session waited on a lock for: ${text}`);
}

const { partner, rival, admin } = accountsBeforeAll(pool, {
  partner: ["partner", "bidder"],
  rival: ["partner", "rival"],
  admin: ["admin", "bid-admin"],
});

afterAll(() => pool.end());

describe("POST /api/bids", () => {
  test("stores the total, the base amount plus the add-ons (product §3's payload)", async () => {
    const opportunityId = await createOpportunity(pool, { base_rate: 300 });
    const { data, error, response } = await partner.client.functions.invoke("api/bids", {
      method: "POST",
      body: {
        opportunityId,
        amount: "475.10",
        message: "We would love to host.",
        additionalServices: [
          "transportation",
          "Professional photos",
          "Refreshments provided (+$25)",
        ],
      },
    });
    expect(error).toBeNull();
    expect(response?.status).toBe(201);
    expect(data).toMatchObject({
      opportunityId,
      userId: partner.id,
      amount: "475.10",
      baseAmount: "300.10",
      message: "We would love to host.",
      status: "pending",
      addOns: [
        { id: "transportation", label: "Transportation included", price: "50.00" },
        { id: "refreshments", label: "Refreshments provided", price: "25.00" },
        { id: "photos", label: "Professional photos", price: "100.00" },
      ],
    });
    const { rows } = await pool.query(
      "select amount::text, add_ons from public.bids where id = $1",
      [data.id],
    );
    expect(rows[0].amount).toBe("475.10");
    // Stored as data: catalogue id, label and price in cents.
    expect(rows[0].add_ons).toEqual([
      { id: "transportation", label: "Transportation included", priceCents: 5000 },
      { id: "refreshments", label: "Refreshments provided", priceCents: 2500 },
      { id: "photos", label: "Professional photos", priceCents: 10000 },
    ]);
  });

  test("a bid without add-ons is its base amount", async () => {
    const opportunityId = await createOpportunity(pool);
    const { status, body } = await partner.call("POST", "/api/bids", {
      opportunityId,
      amount: 250,
    });
    expect(status).toBe(201);
    expect(body.amount).toBe("250.00");
    expect(body.addOns).toEqual([]);
  });

  test.each([
    [{ amount: "100" }, "opportunityId", "No opportunity selected."],
    [{ opportunityId: "", amount: "100" }, "opportunityId", "No opportunity selected."],
    [{ opportunityId: "not-a-uuid", amount: "100" }, "opportunityId", "No opportunity selected."],
    [{ amount: "0" }, "amount", "Please enter a valid bid amount."],
    [{ amount: "-5" }, "amount", "Please enter a valid bid amount."],
    [{ amount: "" }, "amount", "Please enter a valid bid amount."],
    [{ amount: "abc" }, "amount", "Please enter a valid bid amount."],
    [{ amount: "99999999" }, "amount", "A bid cannot exceed $999,999.99"],
    [{}, "amount", "Please enter a valid bid amount."],
    [
      { amount: "10", additionalServices: ["massage"] },
      "additionalServices",
      "Unknown add-on service",
    ],
    // The total must leave a base amount above 0 once the add-ons are taken off.
    [
      { amount: "150.00", additionalServices: ["photos", "transportation"] },
      "amount",
      "Please enter a valid bid amount.",
    ],
  ])("400 for %j: %s says %s", async (payload, field, message) => {
    const opportunityId = field === "opportunityId" ? undefined : await createOpportunity(pool);
    const { status, body } = await partner.call("POST", "/api/bids", { opportunityId, ...payload });
    expect(status).toBe(400);
    expect(body.fieldErrors[field]).toEqual([message]);
    expect(body.message).toBe(field === "opportunityId" ? "No opportunity selected." : message);
  });

  test("404 for an opportunity the partner cannot see", async () => {
    // Awarded to someone else: closed to a partner who had no part in it.
    const hidden = await createOpportunity(pool, { status: "awarded" });
    const { status, body } = await partner.call("POST", "/api/bids", {
      opportunityId: hidden,
      amount: "100",
    });
    expect(status).toBe(404);
    expect(body).toEqual({ message: "Opportunity not found" });
  });

  describe("409 from the bidding rules", () => {
    test("a second active bid on the same opportunity", async () => {
      const opportunityId = await createOpportunity(pool);
      expect((await partner.call("POST", "/api/bids", { opportunityId, amount: 100 })).status).toBe(
        201,
      );
      const second = await partner.call("POST", "/api/bids", { opportunityId, amount: 120 });
      expect(second.status).toBe(409);
      expect(second.body).toEqual({
        message: "You already have an active bid on this opportunity.",
      });
    });

    test("after the response deadline", async () => {
      const opportunityId = await createOpportunity(pool, {
        date: inDays(5),
        response_deadline: inDays(-1),
      });
      const { status, body } = await partner.call("POST", "/api/bids", {
        opportunityId,
        amount: 1,
      });
      expect(status).toBe(409);
      expect(body.message).toBe("The response deadline for this opportunity has passed.");
    });

    test("on an opportunity whose date has passed", async () => {
      const opportunityId = await createOpportunity(pool, { date: inDays(-1) });
      const { status, body } = await partner.call("POST", "/api/bids", {
        opportunityId,
        amount: 1,
      });
      expect(status).toBe(409);
      expect(body.message).toBe("This opportunity has already taken place.");
    });

    test("on a full opportunity (max bids reached)", async () => {
      const opportunityId = await createOpportunity(pool, { max_bids: 1 });
      expect((await rival.call("POST", "/api/bids", { opportunityId, amount: 100 })).status).toBe(
        201,
      );
      const { status, body } = await partner.call("POST", "/api/bids", {
        opportunityId,
        amount: 90,
      });
      expect(status).toBe(409);
      expect(body.message).toBe("This opportunity has reached its maximum number of bids.");
    });

    test("on an opportunity that is no longer open", async () => {
      const opportunityId = await createOpportunity(pool);
      const first = await rival.call("POST", "/api/bids", { opportunityId, amount: 100 });
      // The partner stays able to see it: they were assigned to it.
      await pool.query(
        "insert into public.opportunity_assignments (opportunity_id, partner_id) values ($1, $2)",
        [opportunityId, partner.id],
      );
      await acceptBid(pool, admin, first.body.id);
      const { status, body } = await partner.call("POST", "/api/bids", {
        opportunityId,
        amount: 90,
      });
      expect(status).toBe(409);
      expect(body.message).toBe("This opportunity is not open for bids.");
    });
  });

  test("403 for an admin, who is not a partner", async () => {
    const opportunityId = await createOpportunity(pool);
    const { status, body } = await admin.call("POST", "/api/bids", { opportunityId, amount: 100 });
    expect(status).toBe(403);
    expect(body.message).toBe("Only active partners can bid.");
  });
});

describe("GET /api/bids and POST /api/bids/{id}/withdraw", () => {
  test("lists the caller's bids, newest first, with their opportunity and status", async () => {
    const lister = await createPartner(pool, "lister");
    const first = await createOpportunity(pool, { title: "First listed tour" });
    const second = await createOpportunity(pool, { title: "Second listed tour" });
    await lister.call("POST", "/api/bids", { opportunityId: first, amount: 100 });
    await lister.call("POST", "/api/bids", { opportunityId: second, amount: 200 });
    await rival.call("POST", "/api/bids", { opportunityId: second, amount: 300 });

    const { status, body } = await lister.call("GET", "/api/bids?pageSize=1");
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, pageSize: 1, total: 2 });
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({
      amount: "200.00",
      status: "pending",
      opportunity: { id: second, title: "Second listed tour", baseRate: "300.00" },
    });
    const next = await lister.call("GET", "/api/bids?page=2&pageSize=1");
    expect(next.body.items[0].opportunity.id).toBe(first);
    const withdrawn = await lister.call("GET", "/api/bids?status=withdrawn");
    expect(withdrawn.body.total).toBe(0);
  });

  test("withdraws the caller's pending bid, and it may bid again", async () => {
    const opportunityId = await createOpportunity(pool);
    const placed = await partner.call("POST", "/api/bids", { opportunityId, amount: 100 });
    const { status, body } = await partner.call("POST", `/api/bids/${placed.body.id}/withdraw`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: placed.body.id, status: "withdrawn" });
    expect((await partner.call("POST", "/api/bids", { opportunityId, amount: 110 })).status).toBe(
      201,
    );
  });

  test("404 for another partner's bid, which stays untouched", async () => {
    const opportunityId = await createOpportunity(pool);
    const theirs = await rival.call("POST", "/api/bids", { opportunityId, amount: 100 });
    const { status, body } = await partner.call("POST", `/api/bids/${theirs.body.id}/withdraw`);
    expect(status).toBe(404);
    expect(body).toEqual({ message: "Bid not found" });
    const { rows } = await pool.query("select status from public.bids where id = $1", [
      theirs.body.id,
    ]);
    expect(rows[0].status).toBe("pending");
    expect((await partner.call("POST", "/api/bids/not-an-id/withdraw")).status).toBe(404);
  });

  test("a withdrawal racing an acceptance: 409 for the loser, the bid accepted with its tour", async () => {
    const opportunityId = await createOpportunity(pool);
    const placed = await partner.call("POST", "/api/bids", { opportunityId, amount: 100 });
    const accepting = await pool.connect();
    try {
      await accepting.query("begin");
      await becomeCaller(accepting, signedIn(admin));
      await accepting.query("select public.accept_bid($1)", [placed.body.id]);
      const withdrawal = partner.call("POST", `/api/bids/${placed.body.id}/withdraw`);
      // The withdrawal read the bid as still pending and now waits for the acceptance's lock.
      await waitForLockWait("update public.bids b set status = 'withdrawn'");
      await accepting.query("commit");
      const { status, body } = await withdrawal;
      expect(status).toBe(409);
      expect(body).toEqual({ message: "This bid is accepted and can no longer be withdrawn." });
    } finally {
      await accepting.query("rollback").catch(() => {});
      accepting.release();
    }
    const { rows } = await pool.query(
      `select b.status, (select count(*)::int from public.tours t where t.bid_id = b.id) as tours
       from public.bids b where b.id = $1`,
      [placed.body.id],
    );
    expect(rows).toEqual([{ status: "accepted", tours: 1 }]);
  });

  test("409 for a bid that was already accepted", async () => {
    const opportunityId = await createOpportunity(pool);
    const placed = await partner.call("POST", "/api/bids", { opportunityId, amount: 100 });
    await acceptBid(pool, admin, placed.body.id);
    const { status, body } = await partner.call("POST", `/api/bids/${placed.body.id}/withdraw`);
    expect(status).toBe(409);
    expect(body.message).toBe("This bid is accepted and can no longer be withdrawn.");
  });
});
