import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { BLACKOUT_MESSAGES } from "../../supabase/functions/_shared/portable/schemas/blackout.ts";
import { ownerPool } from "../support/db-callers.ts";
import { createOpportunity } from "../support/db-fixtures.ts";
import { accountsBeforeAll } from "./support/accounts.ts";

/**
 * /api/blackouts and what the days away change through the API: the partner's list names them,
 * a bid on one asks first, the admin's assign dialog says why, at the edges of the last day on
 * the tour's clock (11:30 PM Pacific blocked, 12:30 AM the next day not).
 */

const pool = ownerPool(2);
const { partner, other, admin } = accountsBeforeAll(pool, {
  partner: ["partner", "away-partner"],
  other: ["partner", "away-other"],
  admin: ["admin", "away-admin"],
});
afterAll(() => pool.end());

const lastDay = new Date(Date.now() + 45 * 86_400_000);
lastDay.setUTCDate(7);
const day = (offset: number) => {
  const date = new Date(lastDay);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};
const month = lastDay.toLocaleString("en-US", { month: "short", timeZone: "UTC" });
const REASON = `Away ${month} 3–7: Harvest`;
const STAMP = Date.now().toString(36);

async function pacificTour(date: string, time: string) {
  const { rows } = await pool.query(
    "select (($1::date + $2::time) at time zone 'America/Los_Angeles') as at",
    [date, time],
  );
  return createOpportunity(pool, {
    title: `Blackout edge ${STAMP}`,
    location: "Bend, OR",
    date: rows[0].at,
    base_rate: 300,
  });
}

let blackoutId: string;
let lastNight: string;
let nextMorning: string;

beforeAll(async () => {
  const added = await partner.call("POST", "/api/blackouts", {
    startsOn: day(-4),
    endsOn: day(0),
    note: "  Harvest ",
  });
  expect(added.status).toBe(201);
  blackoutId = added.body.id;
  lastNight = await pacificTour(day(0), "23:30");
  nextMorning = await pacificTour(day(1), "00:30");
});

describe("/api/blackouts", () => {
  test("the partner adds and lists their days away, each with the reason matching names", async () => {
    const { status, body } = await partner.call("GET", "/api/blackouts");
    expect(status).toBe(200);
    expect(body).toEqual([
      { id: blackoutId, startsOn: day(-4), endsOn: day(0), note: "Harvest", reason: REASON },
    ]);
    expect((await other.call("GET", "/api/blackouts")).body).toEqual([]);
  });

  test("bad days and notes are 400s with their sentence", async () => {
    const cases: [unknown, string, string][] = [
      [{ startsOn: day(5), endsOn: day(4) }, "endsOn", BLACKOUT_MESSAGES.order],
      [{ startsOn: day(5), endsOn: day(5 + 366) }, "endsOn", BLACKOUT_MESSAGES.span],
      [{ startsOn: "2027-02-30", endsOn: day(5) }, "startsOn", BLACKOUT_MESSAGES.startsOn],
      [{ startsOn: day(5) }, "endsOn", BLACKOUT_MESSAGES.endsOn],
      [{ startsOn: day(5), endsOn: day(5), note: "x".repeat(81) }, "note", BLACKOUT_MESSAGES.note],
    ];
    for (const [payload, field, message] of cases) {
      const { status, body } = await partner.call("POST", "/api/blackouts", payload);
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(body.fieldErrors?.[field]).toContain(message);
    }
  });

  test("another partner cannot remove it (404); the partner can (204), once", async () => {
    const spare = await partner.call("POST", "/api/blackouts", {
      startsOn: day(20),
      endsOn: day(20),
    });
    expect(spare.body.reason).toMatch(/^Away \w{3} \d{1,2}$/);
    expect((await other.call("DELETE", `/api/blackouts/${spare.body.id}`)).status).toBe(404);
    expect((await admin.call("DELETE", `/api/blackouts/${spare.body.id}`)).status).toBe(404);
    expect((await partner.call("DELETE", `/api/blackouts/${spare.body.id}`)).status).toBe(204);
    expect((await partner.call("DELETE", `/api/blackouts/${spare.body.id}`)).status).toBe(404);
    expect((await partner.call("DELETE", "/api/blackouts/not-an-id")).status).toBe(404);
  });
});

describe("a tour at the last day's edges, on the tour's clock", () => {
  test("the partner's opportunity list names the day away on that night only", async () => {
    const { body } = await partner.call("GET", `/api/opportunities/all?q=${STAMP}&pageSize=100`);
    const away = (id: string) => body.items.find((item: { id: string }) => item.id === id)?.away;
    expect(away(lastNight)).toBe(REASON);
    expect(away(nextMorning)).toBeNull();
  });

  test("a bid that night asks first (409 with the reason), is taken when confirmed; the next morning needs nothing", async () => {
    const bid = (opportunityId: string, awayConfirmed?: boolean) =>
      partner.call("POST", "/api/bids", { opportunityId, amount: "300", awayConfirmed });
    const refused = await bid(lastNight);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `This tour falls on a day you marked away (${REASON}). Confirm to bid anyway.`,
    );
    expect((await bid(lastNight, true)).status).toBe(201);
    expect((await bid(nextMorning)).status).toBe(201);
    const notBoolean = await partner.call("POST", "/api/bids", {
      opportunityId: nextMorning,
      amount: "300",
      awayConfirmed: "yes",
    });
    expect(notBoolean.status).toBe(400);
  });

  test("the admin's assign dialog says why that night, and nothing the next morning", async () => {
    const awayIn = async (id: string) => {
      const { status, body } = await admin.call(
        "GET",
        `/api/admin/users?eligible=true&awayFor=${id}&search=${encodeURIComponent(partner.email)}`,
      );
      expect(status).toBe(200);
      return body.items.map((user: { away: string | null }) => user.away);
    };
    expect(await awayIn(lastNight)).toEqual([REASON]);
    expect(await awayIn(nextMorning)).toEqual([null]);
    expect((await admin.call("GET", "/api/admin/users?eligible=true&awayFor=x")).status).toBe(400);
  });
});
