import { afterAll, describe, expect, test } from "vitest";
import { actAs, ownerPool, sqlState, tryAs } from "../support/db-callers.ts";
import {
  createBid,
  createOpportunity,
  createUser,
  type TestUser,
  usersBeforeAll,
} from "../support/db-fixtures.ts";

/** The bidding rules, as a partner meets them through their own session. */

const pool = ownerPool(6);

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

const { admin, partner, rival } = usersBeforeAll(pool, {
  admin: { label: "bid-admin", role: "admin" },
  partner: { label: "bidder" },
  rival: { label: "rival" },
});

afterAll(() => pool.end());

/** Places a bid as the partner, committed; resolves with its id. */
function bid(user: TestUser, opportunityId: string, amount: number | string = 300) {
  return actAs(pool, user.caller, async (c) => {
    const { rows } = await c.query(
      "insert into public.bids (opportunity_id, user_id, amount) values ($1, $2, $3) returning id, status",
      [opportunityId, user.id, amount],
    );
    return rows[0] as { id: string; status: string };
  });
}

describe("who and what may bid", () => {
  test("a partner bids on an open, future opportunity and the bid starts pending", async () => {
    const opportunity = await createOpportunity(pool);
    const placed = await bid(partner, opportunity);
    expect(placed.status).toBe("pending");
  });

  test("the amount must be greater than zero (bids_amount_positive)", async () => {
    const opportunity = await createOpportunity(pool);
    const error = await bid(partner, opportunity, 0).catch((e) => e);
    expect(error.code).toBe("23514");
    expect(error.constraint).toBe("bids_amount_positive");
    expect(await sqlState(bid(partner, opportunity, -5))).toBe("23514");
  });

  test("a client cannot send a status (42501): a new bid is always pending", async () => {
    const opportunity = await createOpportunity(pool);
    const forged = tryAs(pool, partner.caller, (c) =>
      c.query(
        "insert into public.bids (opportunity_id, user_id, amount, status) values ($1, $2, 200, 'accepted')",
        [opportunity, partner.id],
      ),
    );
    expect(await sqlState(forged)).toBe("42501");
    expect((await bid(partner, opportunity)).status).toBe("pending");
  });

  test("only active partners bid (42501), even when an admin bids for them", async () => {
    const opportunity = await createOpportunity(pool);
    const client = await createUser(pool, { label: "client", role: "client" });
    expect(await sqlState(bid(client, opportunity))).toBe("42501");
    const gone = await createUser(pool, { label: "gone" });
    await pool.query("update public.users set is_active = false where id = $1", [gone.id]);
    expect(
      await sqlState(
        tryAs(pool, admin.caller, (c) =>
          c.query(
            "insert into public.bids (opportunity_id, user_id, amount) values ($1, $2, 100)",
            [opportunity, gone.id],
          ),
        ),
      ),
    ).toBe("42501");
  });
});

describe("when an opportunity takes bids", () => {
  test("not when it is not open (TP101), and a cancelled one says so (TP106)", async () => {
    const cancelled = await createOpportunity(pool);
    await pool.query("update public.opportunities set status = 'cancelled' where id = $1", [
      cancelled,
    ]);
    expect(await sqlState(bid(partner, cancelled))).toBe("TP106");
    const awarded = await createOpportunity(pool);
    await pool.query("update public.opportunities set status = 'awarded' where id = $1", [awarded]);
    expect(await sqlState(bid(partner, awarded))).toBe("TP101");
  });

  test("not once its date has passed (TP102)", async () => {
    const past = await createOpportunity(pool, { date: inDays(-1) });
    expect(await sqlState(bid(partner, past))).toBe("TP102");
  });

  test("not after its response deadline (TP103)", async () => {
    const closed = await createOpportunity(pool, { response_deadline: inDays(-1) });
    expect(await sqlState(bid(partner, closed))).toBe("TP103");
    const stillOpen = await createOpportunity(pool, { response_deadline: inDays(2) });
    expect((await bid(partner, stillOpen)).status).toBe("pending");
  });

  test("not beyond max_bids active bids (TP104); a withdrawn bid frees its place", async () => {
    const opportunity = await createOpportunity(pool, { max_bids: 1 });
    const first = await bid(rival, opportunity);
    expect(await sqlState(bid(partner, opportunity))).toBe("TP104");
    await actAs(pool, rival.caller, (c) =>
      c.query("update public.bids set status = 'withdrawn' where id = $1", [first.id]),
    );
    expect((await bid(partner, opportunity)).status).toBe("pending");
  });
});

describe("one active bid per partner per opportunity", () => {
  test("a second active bid is refused (TP105); after withdrawing, the partner may bid again", async () => {
    const opportunity = await createOpportunity(pool);
    const first = await bid(partner, opportunity);
    expect(await sqlState(bid(partner, opportunity))).toBe("TP105");
    await actAs(pool, partner.caller, (c) =>
      c.query("update public.bids set status = 'withdrawn' where id = $1", [first.id]),
    );
    expect((await bid(partner, opportunity, 280)).status).toBe("pending");
  });

  test("two bids sent at the same moment leave exactly one", async () => {
    const opportunity = await createOpportunity(pool);
    const results = await Promise.allSettled([
      bid(partner, opportunity, 301),
      bid(partner, opportunity, 302),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const failure = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(failure.reason.code).toBe("TP105");
    const { rows } = await pool.query(
      "select count(*)::int as n from public.bids where opportunity_id = $1",
      [opportunity],
    );
    expect(rows[0].n).toBe(1);
  });

  test("the last place goes to exactly one of two partners bidding at once", async () => {
    const opportunity = await createOpportunity(pool, { max_bids: 1 });
    const results = await Promise.allSettled([bid(partner, opportunity), bid(rival, opportunity)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(
      (results.find((r) => r.status === "rejected") as PromiseRejectedResult).reason.code,
    ).toBe("TP104");
  });

  test("a bid that waited for the tour's lock counts the bid that took the last place", async () => {
    const opportunity = await createOpportunity(pool, { max_bids: 1 });
    let inserted!: (pid: number) => void;
    let finish!: () => void;
    const firstPid = new Promise<number>((resolve) => (inserted = resolve));
    const mayCommit = new Promise<void>((resolve) => (finish = resolve));
    const first = actAs(pool, partner.caller, async (c) => {
      const { rows } = await c.query(
        `insert into public.bids (opportunity_id, user_id, amount) values ($1, $2, 300)
         returning pg_backend_pid() as pid`,
        [opportunity, partner.id],
      );
      inserted(rows[0].pid);
      await mayCommit;
    });
    const pid = await firstPid;
    const second = sqlState(bid(rival, opportunity));
    // The rival's insert waits on the opportunity row the first bid locked, its statement begun.
    for (let waited = 0; ; waited += 20) {
      const { rows } = await pool.query(
        "select count(*)::int as n from pg_stat_activity where $1 = any (pg_blocking_pids(pid))",
        [pid],
      );
      if (rows[0].n === 1) break;
      if (waited > 5000) throw new Error("the rival's bid never waited for the lock");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    finish();
    await first;
    expect(await second).toBe("TP104");
  });
});

describe("what a partner may do with their bid", () => {
  test("withdraw it while pending or shortlisted", async () => {
    const pending = await createBid(pool, await createOpportunity(pool), partner.id);
    const shortlisted = await createBid(pool, await createOpportunity(pool), partner.id);
    await pool.query("update public.bids set status = 'shortlisted' where id = $1", [shortlisted]);
    for (const id of [pending, shortlisted]) {
      const { rowCount } = await tryAs(pool, partner.caller, (c) =>
        c.query("update public.bids set status = 'withdrawn' where id = $1", [id]),
      );
      expect(rowCount).toBe(1);
    }
  });

  test("not withdraw a decided bid, and not change anything but the status", async () => {
    const declined = await createBid(pool, await createOpportunity(pool), partner.id);
    await pool.query(
      "update public.bids set status = 'declined', decline_reason = 'No' where id = $1",
      [declined],
    );
    const { rowCount } = await tryAs(pool, partner.caller, (c) =>
      c.query("update public.bids set status = 'withdrawn' where id = $1", [declined]),
    );
    expect(rowCount).toBe(0);

    const pending = await createBid(pool, await createOpportunity(pool), partner.id);
    const error = await tryAs(pool, partner.caller, (c) =>
      c.query("update public.bids set status = 'withdrawn', amount = 1 where id = $1", [pending]),
    ).catch((e) => e);
    expect(error.code).toBe("42501");
    const setPending = await tryAs(pool, partner.caller, (c) =>
      c.query("update public.bids set status = 'accepted' where id = $1", [pending]),
    ).catch((e) => e);
    expect(setPending.code).toBe("42501");
  });
});
