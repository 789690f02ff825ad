import { afterAll, describe, expect, test } from "vitest";
import { ownerPool } from "../support/db-callers.ts";
import { createOpportunity, startTour } from "../support/db-fixtures.ts";
import { csvRecords, parseCsv } from "../support/parse-csv.ts";
import { readStackLog } from "../support/stack.ts";
import {
  accountsBeforeAll,
  COMPLETE_PROFILE,
  createPartner,
  type Partner,
} from "./support/accounts.ts";
import { inDays } from "./support/opportunities.ts";
import { acceptBid } from "./support/tours.ts";

/**
 * The W-9 on Earnings, the hold on payouts without it, the admins' 1099 year and export, and a
 * search for the TIN everywhere else it could have leaked.
 */

const pool = ownerPool(4);

const { admin } = accountsBeforeAll(pool, { admin: ["admin", "tax-api-admin"] });

afterAll(() => pool.end());

// A test-only SSN; never printed in a test's name.
const SSN = "219-09-9999";
const SSN_DIGITS = "219099999";

const w9 = (overrides: Record<string, unknown> = {}) => ({
  legalName: "Pat Grower",
  businessName: "Sunny Acres LLC",
  taxClassification: "llc_s",
  tinType: "ssn",
  tin: SSN,
  addressLine1: "100 Farm Road",
  city: "Healdsburg",
  state: "CA",
  postalCode: "95448",
  certified: true,
  signature: "Pat Grower",
  ...overrides,
});

const untaxed = (label: string) =>
  createPartner(pool, label, COMPLETE_PROFILE, { taxDetails: false });

/** A bid accepted at `amount` and completed; the tour's pending line id. */
async function pendingLine(who: Partner, amount: string) {
  const opportunityId = await createOpportunity(pool, {
    title: `Taxed ${amount}`,
    date: inDays(3),
  });
  const bid = await who.call("POST", "/api/bids", { opportunityId, amount });
  expect(bid.status).toBe(201);
  const tour = await acceptBid(pool, admin, bid.body.id);
  await startTour(pool, tour.id);
  const done = await admin.call("PUT", `/api/admin/tours/${tour.id}`, {
    status: "completed",
    actualRevenue: amount,
    confirmNoCheckIns: true,
  });
  expect(done.status).toBe(200);
  const { rows } = await pool.query("select id from public.payable_lines where tour_id = $1", [
    tour.id,
  ]);
  return rows[0].id as string;
}

const pay = (lineIds: string[], total: string, paidOn = "2026-11-20") =>
  admin.call("POST", "/api/admin/payouts", {
    lineIds,
    paidOn,
    method: "check",
    reference: "CHK 1001",
    total,
  });

const containsTin = (text: string) => text.includes(SSN_DIGITS) || text.includes(SSN);

describe("tax details on Earnings", () => {
  test("a partner gives a W-9 and reads it back with the TIN masked", async () => {
    const partner = await untaxed("tax-api-w9");
    expect((await partner.call("GET", "/api/earnings/tax-details")).body).toBeNull();
    const saved = await partner.call("PUT", "/api/earnings/tax-details", w9());
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      legalName: "Pat Grower",
      tinType: "ssn",
      tinMasked: "•••-••-9999",
      state: "CA",
    });
    const read = await partner.call("GET", "/api/earnings/tax-details");
    expect(read.body.tinMasked).toBe("•••-••-9999");
    expect(containsTin(read.text)).toBe(false);
    // Saved again without a TIN: the one given is kept.
    const kept = await partner.call(
      "PUT",
      "/api/earnings/tax-details",
      w9({ tin: undefined, city: "Napa" }),
    );
    expect(kept.body).toMatchObject({ city: "Napa", tinMasked: "•••-••-9999" });
  });

  test("a malformed TIN, a missing certification and another signature are 400s with a sentence, never echoing the TIN", async () => {
    const partner = await untaxed("tax-api-bad");
    const bad = await partner.call("PUT", "/api/earnings/tax-details", w9({ tin: "666-12-3456" }));
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.tin).toEqual(["Enter a valid SSN: nine digits, as 123-45-6789"]);
    expect(bad.text).not.toContain("666");
    const uncertified = await partner.call(
      "PUT",
      "/api/earnings/tax-details",
      w9({ certified: false }),
    );
    expect(uncertified.status).toBe(400);
    expect(uncertified.body.fieldErrors.certified).toEqual([
      "Please certify that the information is correct",
    ]);
    const unsigned = await partner.call(
      "PUT",
      "/api/earnings/tax-details",
      w9({ signature: "Someone Else" }),
    );
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.message).toBe(
      "Please type your full name as on your profile: Pat Grower.",
    );
    // The first save needs a TIN (the database's rule).
    const noTin = await partner.call("PUT", "/api/earnings/tax-details", w9({ tin: undefined }));
    expect(noTin.status).toBe(400);
    expect(noTin.body.fieldErrors.tin).toEqual(["Enter a valid SSN: nine digits, as 123-45-6789"]);
  });

  test("an admin gives no W-9 of their own", async () => {
    const answer = await admin.call("PUT", "/api/earnings/tax-details", w9());
    expect(answer.status).toBe(403);
  });
});

describe("payouts wait for tax details", () => {
  test("the admin sees why and is refused with a sentence; once given, the line is paid", async () => {
    const partner = await untaxed("tax-api-held");
    const line = await pendingLine(partner, "640.00");
    const month = new Date().toISOString().slice(0, 7);
    const page = await admin.call(
      "GET",
      `/api/admin/payouts?partnerId=${partner.id}&month=${month}`,
    );
    expect(page.body.items[0]).toMatchObject({ partnerTaxDetailsGiven: false });
    const refused = await pay([line], "640.00");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "This partner has not given their tax details yet; payments wait until they complete them on Earnings.",
    );
    expect((await partner.call("PUT", "/api/earnings/tax-details", w9())).status).toBe(200);
    const after = await admin.call(
      "GET",
      `/api/admin/payouts?partnerId=${partner.id}&month=${month}`,
    );
    expect(after.body.items[0]).toMatchObject({ partnerTaxDetailsGiven: true });
    expect((await pay([line], "640.00")).status).toBe(201);
  });
});

describe("the 1099 year", () => {
  test("the admin's year lists the reported partner masked, the export reads the TIN once, audited, and the partner's statement says the same total", async () => {
    const partner = await untaxed("tax-api-1099");
    expect((await partner.call("PUT", "/api/earnings/tax-details", w9())).status).toBe(200);
    const first = await pendingLine(partner, "1500.00");
    const second = await pendingLine(partner, "500.00");
    expect((await pay([first, second], "2000.00", "2026-11-21")).status).toBe(201);

    const year = await admin.call("GET", "/api/admin/tax-forms?year=2026");
    expect(year.status).toBe(200);
    expect(year.body.threshold).toBe("2000.00");
    expect(year.body.items).toContainEqual({
      partnerId: partner.id,
      partnerName: "Pat Grower",
      legalName: "Pat Grower",
      tinMasked: "•••-••-9999",
      total: "2000.00",
    });
    expect(containsTin(year.text)).toBe(false);

    const statement = await partner.call("GET", "/api/earnings/tax-year?year=2026");
    expect(statement.body).toMatchObject({
      year: 2026,
      total: "2000.00",
      threshold: "2000.00",
      reported: true,
      taxDetails: { tinMasked: "•••-••-9999" },
    });
    expect(containsTin(statement.text)).toBe(false);

    const exported = await admin.call("GET", "/api/admin/tax-forms/export?year=2026");
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-disposition")).toBe(
      'attachment; filename="1099-nec-2026.csv"',
    );
    const [header] = parseCsv(exported.text);
    expect(header).toEqual([
      "Payer name",
      "Tax year",
      "Recipient name",
      "Recipient business name",
      "TIN type",
      "Recipient TIN",
      "Address line 1",
      "Address line 2",
      "City",
      "State",
      "ZIP",
      "Box 1 nonemployee compensation",
    ]);
    const row = csvRecords(exported.text).find((r) => r["Recipient TIN"] === SSN_DIGITS);
    expect(row).toMatchObject({
      "Payer name": "Tour Partner Portal",
      "Tax year": "2026",
      "Recipient name": "Pat Grower",
      "TIN type": "SSN",
      ZIP: "95448",
      "Box 1 nonemployee compensation": "2000.00",
    });
    const { rows } = await pool.query(
      `select user_id, new_values ->> 'reason' as reason from public.audit_logs
       where entity = 'tax_details' and action = 'decrypted' and entity_id = $1`,
      [partner.id],
    );
    expect(rows).toEqual([{ user_id: admin.id, reason: "1099-NEC export for tax year 2026" }]);
  });

  test("a partner cannot reach the admins' year or export; a malformed year is a 400", async () => {
    const partner = await createPartner(pool, "tax-api-nosy");
    expect((await partner.call("GET", "/api/admin/tax-forms?year=2026")).status).toBe(403);
    expect((await partner.call("GET", "/api/admin/tax-forms/export?year=2026")).status).toBe(403);
    for (const year of ["", "26", "abcd", "1999"]) {
      const answer = await admin.call("GET", `/api/admin/tax-forms?year=${year}`);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe("year must be a tax year, as 2025");
    }
    // No threshold for the year: nothing read, a sentence.
    const none = await admin.call("GET", "/api/admin/tax-forms/export?year=2019");
    expect(none.status).toBe(400);
    expect(none.body.message).toBe("No 1099 threshold is set for 2019.");
  });
});

describe("thresholds", () => {
  test("an admin adds a later year once; a bad year or amount is a 400 with a sentence", async () => {
    // A far year, freed first: an earlier run of this file on the same stack may have added it.
    const year = 2099;
    await pool.query("delete from public.tax_form_thresholds where tax_year = $1", [year]);
    const added = await admin.call("POST", "/api/admin/tax-forms/thresholds", {
      taxYear: year,
      threshold: "2100.00",
    });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ taxYear: year, threshold: "2100.00" });
    const again = await admin.call("POST", "/api/admin/tax-forms/thresholds", {
      taxYear: year,
      threshold: "1.00",
    });
    expect(again.status).toBe(409);
    const bad = await admin.call("POST", "/api/admin/tax-forms/thresholds", {
      taxYear: 1999,
      threshold: "abc",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({
      taxYear: ["Enter a tax year from 2000 to 2100"],
      threshold: ["The threshold must be a positive amount with at most two decimals"],
    });
    const partner = await createPartner(pool, "tax-api-threshold");
    const refused = await partner.call("POST", "/api/admin/tax-forms/thresholds", {
      taxYear: year,
      threshold: "1.00",
    });
    expect(refused.status).toBe(403);
  });
});

describe("no TIN anywhere else", () => {
  test("the outbox, notifications, audit log, other exports, statements and the stack's log hold no TIN", async () => {
    // The partners above gave the test SSN and were paid, exported and audited.
    const { rows } = await pool.query(
      `select
         (select count(*) from public.email_outbox o where o::text like $1 or o::text like $2)::int as outbox,
         (select count(*) from public.notifications n where n::text like $1 or n::text like $2)::int as notifications,
         (select count(*) from public.audit_logs a where a::text like $1 or a::text like $2)::int as audit,
         (select count(*) from public.tax_details t where t::text like $1 or t::text like $2)::int as tax_details,
         (select count(*) from public.users u where u::text like $1 or u::text like $2)::int as users`,
      [`%${SSN_DIGITS}%`, `%${SSN}%`],
    );
    expect(rows[0]).toEqual({ outbox: 0, notifications: 0, audit: 0, tax_details: 0, users: 0 });
    for (const path of [
      "/api/admin/exports/users",
      "/api/admin/exports/opportunities",
      "/api/admin/exports/completed-tours",
      "/api/admin/exports/revenue-by-month",
      "/api/admin/payouts/export",
      "/api/admin/users?pageSize=100",
      "/api/admin/payouts",
    ]) {
      const answer = await admin.call("GET", path);
      expect(answer.status, path).toBe(200);
      expect(containsTin(answer.text), path).toBe(false);
    }
    const partner = await untaxed("tax-api-statement");
    expect((await partner.call("PUT", "/api/earnings/tax-details", w9())).status).toBe(200);
    for (const path of [
      "/api/earnings",
      `/api/earnings/statement?month=${new Date().toISOString().slice(0, 7)}`,
      "/api/auth/user",
      "/api/notifications",
    ]) {
      const answer = await partner.call("GET", path);
      expect(answer.status, path).toBe(200);
      expect(containsTin(answer.text), path).toBe(false);
    }
    expect(containsTin(await readStackLog())).toBe(false);
  });
});
