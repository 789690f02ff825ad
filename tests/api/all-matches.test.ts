import { afterAll, expect, test } from "vitest";
import { ownerPool } from "../support/db-callers.ts";
import { createOpportunity } from "../support/db-fixtures.ts";
import { accountsBeforeAll } from "./support/accounts.ts";
import { inDays } from "./support/opportunities.ts";

/**
 * GET /api/opportunities/matches: every open tour the partner matches, a page of 20 at a time in
 * date order, however far ahead (the dashboard's ranking judges only the 300 soonest).
 */

const pool = ownerPool(1);
const { partner } = accountsBeforeAll(pool, {
  partner: [
    "partner",
    "all-matches",
    { business_type: "Outdoor Farm", location: "Healdsburg, CA", availability: [] },
  ],
});

afterAll(() => pool.end());

test("pages reach a match two years ahead, in date order, each with its score", async () => {
  const far = await createOpportunity(pool, {
    title: "Harvest two years out",
    location: "Healdsburg, CA",
    tour_type: "farm",
    date: inDays(730),
  });
  let query = "";
  let seen: { id: string; matchScore: number } | undefined;
  let previous = "";
  for (let page = 0; page < 200 && !seen; page += 1) {
    const { status, body } = await partner.call("GET", `/api/opportunities/matches${query}`);
    expect(status).toBe(200);
    for (const item of body.items as { id: string; date: string; matchScore: number }[]) {
      expect(item.date >= previous).toBe(true);
      previous = item.date;
      expect(item.matchScore).toBeGreaterThan(0);
      if (item.id === far) seen = item;
    }
    if (!body.next) break;
    query = `?afterDate=${encodeURIComponent(body.next.afterDate)}&afterId=${body.next.afterId}`;
  }
  expect(seen).toBeDefined();
});

test("a cursor of one half, or not a date and an id, is a 400", async () => {
  expect(
    (await partner.call("GET", "/api/opportunities/matches?afterDate=2030-01-01")).status,
  ).toBe(400);
  const bad = await partner.call("GET", "/api/opportunities/matches?afterDate=soon&afterId=x");
  expect(bad.status).toBe(400);
});
