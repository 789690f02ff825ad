import { afterAll, describe, expect, test } from "vitest";
import { ownerPool } from "../support/db-callers.ts";
import { parseCsv } from "../support/parse-csv.ts";
import { testStack } from "../support/stack.ts";
import { accountsBeforeAll } from "./support/accounts.ts";
import { callApi } from "./support/call-api.ts";
import { insertOpportunity } from "./support/opportunities.ts";
import { acceptBid, completeTour } from "./support/tours.ts";

const pool = ownerPool(2);
afterAll(() => pool.end());

const { admin, partner, rival } = accountsBeforeAll(pool, {
  admin: ["admin", "exports-admin"],
  partner: ["partner", "exports-partner"],
  rival: ["partner", "exports-rival"],
});

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const MONEY = /^\d+\.\d{2}$/;

/** Every export: its path, its exact header, and how the database counts its rows. */
const EXPORTS = [
  {
    path: "/api/admin/exports/users",
    file: "users",
    header: [
      "User ID",
      "Email",
      "First name",
      "Last name",
      "Role",
      "Active",
      "Verified",
      "Email confirmed",
      "Profile complete",
      "Business name",
      "Business type",
      "Business location",
      "Phone",
      "Completed tours",
      "Revenue (USD)",
      "Rating",
      "Last sign-in (UTC)",
      "Joined (UTC)",
    ],
    count: "select count(*)::int as n from public.users",
  },
  {
    path: "/api/admin/exports/opportunities",
    file: "opportunities-and-bids",
    header: [
      "Opportunity ID",
      "Title",
      "Status",
      "Tour type",
      "Location",
      "Tour date (UTC)",
      "Duration (hours)",
      "Group size",
      "Base rate (USD)",
      "Partners needed",
      "Created (UTC)",
      "Bid ID",
      "Bidder email",
      "Bidder business",
      "Bid amount (USD)",
      "Bid status",
      "Add-ons",
      "Bid submitted (UTC)",
    ],
    count: `select count(*)::int as n from public.opportunities o
            left join public.bids b on b.opportunity_id = o.id`,
  },
  {
    path: "/api/admin/exports/completed-tours",
    file: "completed-tours",
    header: [
      "Month (UTC)",
      "Tour ID",
      "Opportunity",
      "Partner email",
      "Partner business",
      "Tour date (UTC)",
      "Completed (UTC)",
      "Agreed amount (USD)",
      "Revenue (USD)",
      "Rating",
    ],
    count: "select count(*)::int as n from public.tours where status = 'completed'",
  },
  {
    path: "/api/admin/exports/revenue-by-month",
    file: "revenue-by-month",
    header: ["Month (UTC)", "Completed tours", "Revenue (USD)"],
    // The months of the payable lines (a line outlives its tour, and a reversal has a month
    // of its own), as the export groups them.
    count: `select count(distinct date_trunc('month', earned_at at time zone 'UTC'))::int as n
            from public.payable_lines`,
  },
];

async function dbCount(sql: string): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(sql);
  return rows[0]?.n ?? 0;
}

/**
 * The export's records and the database's count at the same moment: other test files write to
 * the same stack meanwhile, so the count is taken before and after and the pair kept only when
 * nothing changed in between.
 */
async function exportWithCount(path: string, countSql: string) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const before = await dbCount(countSql);
    const answer = await admin.call("GET", path);
    const after = await dbCount(countSql);
    if (before === after) return { answer, records: parseCsv(answer.text), count: before };
  }
  throw new Error(`the count behind ${path} kept changing`);
}

/** The rows (without the header) of an export, as objects keyed by the header. */
async function rowsOf(path: string) {
  const [header = [], ...rows] = parseCsv((await admin.call("GET", path)).text);
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ""])));
}

describe.each(EXPORTS)("GET $path", ({ path, file, header, count }) => {
  test("an admin downloads a CSV: the exact header, one row per database row", async () => {
    const { answer, records, count: expected } = await exportWithCount(path, count);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toMatch(
      new RegExp(`^attachment; filename="${file}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    expect(answer.text.endsWith("\r\n")).toBe(true);
    expect(records[0]).toEqual(header);
    expect(records.length - 1).toBe(expected);
    expect(expected).toBeGreaterThan(0);
    for (const record of records) expect(record).toHaveLength(header.length);
  });

  test("a browser on another origin may read the file name", async () => {
    const answer = await callApi(admin.token, "GET", path, undefined, {
      origin: "http://127.0.0.1:5173",
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("access-control-expose-headers")?.toLowerCase()).toContain(
      "content-disposition",
    );
  });

  test("403 for a partner", async () => {
    const answer = await partner.call("GET", path);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: "Admin access required" });
  });

  test("401 without a session", async () => {
    const anonymous = await callApi(undefined, "GET", path, undefined, {
      authorization: `Bearer ${testStack.anonKey}`,
    });
    expect(anonymous.status).toBe(401);
    expect((await callApi(undefined, "GET", path)).status).toBe(401);
  });
});

describe("what the exports hold", () => {
  test("users: the seed's accounts with money as decimals, times in UTC, flags as Yes/No", async () => {
    const rows = await rowsOf("/api/admin/exports/users");
    const green = rows.find((row) => row.Email === "green.valley@tourpartner.test");
    expect(green).toMatchObject({ Role: "partner", Active: "Yes", "Profile complete": "Yes" });
    expect(green?.["Revenue (USD)"]).toMatch(MONEY);
    expect(green?.["Joined (UTC)"]).toMatch(ISO_UTC);
    const { rows: db } = await pool.query(
      "select total_revenue::text as revenue, total_tours from public.users where email = $1",
      ["green.valley@tourpartner.test"],
    );
    expect(green?.["Revenue (USD)"]).toBe(db[0].revenue);
    expect(green?.["Completed tours"]).toBe(String(db[0].total_tours));
    const oldMill = rows.find((row) => row.Email === "old.mill@tourpartner.test");
    expect(oldMill?.Active).toBe("No");
  });

  test("opportunities: one row per bid, and one with empty bid columns for none", async () => {
    const withBids = await insertOpportunity(pool, {
      title: 'Export, with "bids"',
      baseRate: "350.5",
    });
    const withoutBids = await insertOpportunity(pool, { title: "=Export without bids" });
    const first = await partner.call("POST", "/api/bids", {
      opportunityId: withBids,
      amount: 410.25,
    });
    const second = await rival.call("POST", "/api/bids", { opportunityId: withBids, amount: 390 });
    expect([first.status, second.status]).toEqual([201, 201]);

    const rows = await rowsOf("/api/admin/exports/opportunities");
    const bids = rows.filter((row) => row["Opportunity ID"] === withBids);
    expect(bids).toEqual([
      expect.objectContaining({
        Title: 'Export, with "bids"',
        "Base rate (USD)": "350.50",
        "Bid ID": first.body.id,
        "Bidder email": partner.email,
        "Bid amount (USD)": "410.25",
        "Bid status": "pending",
      }),
      expect.objectContaining({
        "Bid ID": second.body.id,
        "Bidder email": rival.email,
        "Bid amount (USD)": "390.00",
      }),
    ]);
    expect(bids[0]?.["Bid submitted (UTC)"]).toMatch(ISO_UTC);
    expect(bids[0]?.["Tour date (UTC)"]).toMatch(ISO_UTC);
    const none = rows.filter((row) => row["Opportunity ID"] === withoutBids);
    expect(none).toEqual([
      expect.objectContaining({
        // A title a spreadsheet would run as a formula is kept as text.
        Title: "'=Export without bids",
        "Bid ID": "",
        "Bid amount (USD)": "",
      }),
    ]);
  });

  test("completed tours and revenue by month: the tours completed, summed per month", async () => {
    const opportunityId = await insertOpportunity(pool, { title: "Export revenue tour" });
    const bid = await partner.call("POST", "/api/bids", { opportunityId, amount: 480 });
    const tour = await acceptBid(pool, admin, bid.body.id);
    await completeTour(pool, admin, tour.id, "512.35", 5);

    const tours = await rowsOf("/api/admin/exports/completed-tours");
    const month = new Date().toISOString().slice(0, 7);
    expect(tours.find((row) => row["Tour ID"] === tour.id)).toMatchObject({
      "Month (UTC)": month,
      Opportunity: "Export revenue tour",
      "Partner email": partner.email,
      "Agreed amount (USD)": "480.00",
      "Revenue (USD)": "512.35",
      Rating: "5",
    });

    const months = await rowsOf("/api/admin/exports/revenue-by-month");
    // Revenue is the payable lines' (what partners earn: corrected lines out, reversals netted),
    // the one definition the dashboard and the payouts share; a tour's count, its own line.
    const { rows } = await pool.query(
      `select count(*) filter (where reversal_of is null)::text as tours,
              coalesce(sum(amount) filter (where status <> 'corrected'), 0)::numeric(14, 2)::text as revenue
       from public.payable_lines
       where to_char(earned_at at time zone 'UTC', 'YYYY-MM') = $1`,
      [month],
    );
    expect(months.find((row) => row["Month (UTC)"] === month)).toEqual({
      "Month (UTC)": month,
      "Completed tours": rows[0].tours,
      "Revenue (USD)": rows[0].revenue,
    });
    for (const row of months) expect(row["Revenue (USD)"]).toMatch(MONEY);
    expect(months.map((row) => row["Month (UTC)"])).toEqual(
      months.map((row) => row["Month (UTC)"]).sort(),
    );
  });
});
