import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, onTestFinished, test } from "vitest";
import { ownerPool } from "../support/db-callers.ts";
import { createBid, createOpportunity } from "../support/db-fixtures.ts";
import { accountsBeforeAll, createPartner } from "./support/accounts.ts";
import { inDays } from "./support/opportunities.ts";

/**
 * GET /api/opportunities/all pages with `public.opportunity_page()`, which reads past RLS to
 * use its indexes and applies the read policy itself: what each caller may list, and the total
 * counted up to 200 past the page's start.
 */
const pool = ownerPool(4);

const { admin } = accountsBeforeAll(pool, { admin: ["admin", "list-admin"] });

afterAll(() => pool.end());

const idsOf = (body: { items: { id: string }[] }) => body.items.map((item) => item.id);

describe("GET /api/opportunities/all: what a partner may list", () => {
  test("closed opportunities only when involved; open ones, past ones too, with status=all", async () => {
    const tag = randomUUID().slice(0, 8);
    const [mine, other] = [await createPartner(pool, "list-mine"), await createPartner(pool)];
    const make = (title: string, values: Record<string, unknown>) =>
      createOpportunity(pool, { title: `${title} ${tag}`, ...values });
    const assignedCompleted = await make("Assigned completed", {
      status: "completed",
      date: inDays(-10),
    });
    const othersCompleted = await make("Other's completed", {
      status: "completed",
      date: inDays(-9),
    });
    const bidThenCancelled = await make("Bid then cancelled", { date: inDays(2) });
    const nobodysAwarded = await make("Nobody's awarded", { status: "awarded", date: inDays(3) });
    const pastOpen = await make("Past open", { date: inDays(-1) });
    const upcomingOpen = await make("Upcoming open", { date: inDays(4) });
    const assign =
      "insert into public.opportunity_assignments (opportunity_id, partner_id) values ($1, $2)";
    await pool.query(assign, [assignedCompleted, mine.id]);
    await pool.query(assign, [othersCompleted, other.id]);
    await createBid(pool, bidThenCancelled, mine.id);
    const cancel = await admin.call("POST", `/api/admin/opportunities/${bidThenCancelled}/cancel`, {
      reason: "Called off",
    });
    expect(cancel.status).toBe(200);

    const all = await mine.call("GET", `/api/opportunities/all?q=${tag}&status=all&sort=date`);
    expect(all.status).toBe(200);
    expect(idsOf(all.body)).toEqual([assignedCompleted, pastOpen, bidThenCancelled, upcomingOpen]);
    expect(all.body).toMatchObject({ total: 4, totalCapped: false });

    const completed = await mine.call("GET", `/api/opportunities/all?q=${tag}&status=completed`);
    expect(idsOf(completed.body)).toEqual([assignedCompleted]);
    const cancelled = await mine.call("GET", `/api/opportunities/all?q=${tag}&status=cancelled`);
    expect(idsOf(cancelled.body)).toEqual([bidThenCancelled]);
    expect(cancelled.body.items[0].myBid).toMatchObject({ status: "declined" });
    const awarded = await mine.call("GET", `/api/opportunities/all?q=${tag}&status=awarded`);
    expect(awarded.body).toMatchObject({ items: [], total: 0, totalCapped: false });
    const open = await mine.call("GET", `/api/opportunities/all?q=${tag}`);
    expect(idsOf(open.body)).toEqual([upcomingOpen]);

    const everything = await admin.call(
      "GET",
      `/api/opportunities/all?q=${tag}&status=all&sort=-date`,
    );
    expect(idsOf(everything.body)).toEqual([
      upcomingOpen,
      nobodysAwarded,
      bidThenCancelled,
      pastOpen,
      othersCompleted,
      assignedCompleted,
    ]);
  });

  test("an inactive partner lists nothing", async () => {
    const partner = await createPartner(pool, "list-inactive");
    const tag = randomUUID().slice(0, 8);
    await createOpportunity(pool, { title: `Open ${tag}`, date: inDays(2) });
    expect((await partner.call("GET", `/api/opportunities/all?q=${tag}`)).body.total).toBe(1);
    await pool.query("update public.users set is_active = false where id = $1", [partner.id]);
    const { status, body } = await partner.call("GET", `/api/opportunities/all?q=${tag}`);
    expect(status).toBe(200);
    expect(body).toEqual({ items: [], page: 1, pageSize: 20, total: 0, totalCapped: false });
  });
});

describe("GET /api/opportunities/all: the total", () => {
  test("stops 200 past the page's start and says so; later pages count on", async () => {
    const tag = randomUUID().slice(0, 8);
    await pool.query(
      `insert into public.opportunities (title, location, date, base_rate, status)
       select format('Archive %s %s', $1::text, i), 'Healdsburg, CA',
              now() - interval '30 days' - i * interval '1 minute', 300, 'completed'
       from generate_series(1, 201) i`,
      [tag],
    );
    const list = (query: string) =>
      admin.call("GET", `/api/opportunities/all?q=${tag}&status=completed&${query}`);

    const first = await list("sort=-date");
    expect(first.body).toMatchObject({ page: 1, pageSize: 20, total: 200, totalCapped: true });
    expect(first.body.items[0].title).toBe(`Archive ${tag} 1`);

    const tenth = await list("sort=-date&page=10");
    expect(tenth.body).toMatchObject({ page: 10, total: 201, totalCapped: false });
    expect(tenth.body.items.map((item: { title: string }) => item.title)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Archive ${tag} ${181 + i}`),
    );
    const last = await list("sort=-date&page=11");
    expect(last.body.items.map((item: { title: string }) => item.title)).toEqual([
      `Archive ${tag} 201`,
    ]);
    expect(last.body).toMatchObject({ total: 201, totalCapped: false });
  });

  test("a partner's search of the open list counts the same way, its pages in date order", async () => {
    const tag = randomUUID().slice(0, 8);
    await pool.query(
      `insert into public.opportunities (title, location, date, base_rate)
       select format('Harvest walk %s %s', $1::text, i), 'Healdsburg, CA',
              now() + interval '400 days' + i * interval '1 minute', 300
       from generate_series(1, 221) i`,
      [tag],
    );
    // Open tours stay in every partner's list: these go again when the test ends.
    onTestFinished(async () => {
      await pool.query("delete from public.opportunities where title like $1", [
        `Harvest walk ${tag} %`,
      ]);
    });
    const partner = await createPartner(pool, "search-total");
    const list = (query: string) => partner.call("GET", `/api/opportunities/all?q=${tag}${query}`);
    const titles = (body: { items: { title: string }[] }) => body.items.map((item) => item.title);

    const first = await list("");
    expect(first.body).toMatchObject({ page: 1, total: 200, totalCapped: true });
    expect(titles(first.body)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Harvest walk ${tag} ${1 + i}`),
    );
    const second = await list("&page=2");
    expect(second.body).toMatchObject({ page: 2, total: 220, totalCapped: true });
    const tenth = await list("&page=10");
    expect(tenth.body).toMatchObject({ total: 221, totalCapped: false });
    expect(titles(tenth.body)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Harvest walk ${tag} ${181 + i}`),
    );
    const last = await list("&page=12");
    expect(titles(last.body)).toEqual([`Harvest walk ${tag} 221`]);
    expect(last.body).toMatchObject({ total: 221, totalCapped: false });
  });
});
