import { parse, validate } from "achkit";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ACH_SETTINGS, bankConfirmationToken, saveAchSettings } from "../support/ach-fixtures.ts";
import { ownerPool } from "../support/db-callers.ts";
import { createOpportunity, startTour } from "../support/db-fixtures.ts";
import { readStackLog } from "../support/stack.ts";
import {
  accountsBeforeAll,
  COMPLETE_PROFILE,
  createPartner,
  type Partner,
} from "./support/accounts.ts";
import { deliverMailsOf, mailsTo } from "./support/email.ts";
import { inDays } from "./support/opportunities.ts";
import { acceptBid } from "./support/tours.ts";

/**
 * Bank accounts on Earnings, the ACH settings, a batch of several partners and its NACHA file
 * (parsed and balanced by a NACHA library), a return reopening its payout, and a search for
 * the account numbers everywhere else they could have leaked.
 */

const pool = ownerPool(4);

const { admin } = accountsBeforeAll(pool, { admin: ["admin", "ach-api-admin"] });

beforeAll(() => saveAchSettings(pool));
afterAll(() => pool.end());

// Test-only account numbers; never printed in a test's name.
const ACCOUNTS = ["000123456789", "4455667788"] as const;
const ROUTING = "011000015";

const bank = (account: string, overrides: Record<string, unknown> = {}) => ({
  routingNumber: ROUTING,
  accountNumber: account,
  holderName: "Pat Grower",
  accountType: "checking",
  ...overrides,
});

const containsAccount = (text: string) => ACCOUNTS.some((account) => text.includes(account));

/** A bid accepted at `amount` and completed; the tour's pending line id. */
async function pendingLine(who: Partner, amount: string) {
  const opportunityId = await createOpportunity(pool, { title: `ACH ${amount}`, date: inDays(3) });
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

/** A partner who gave `account` on Earnings and followed the mailed link. */
async function confirmedPartner(label: string, account: string) {
  const who = await createPartner(pool, label, COMPLETE_PROFILE);
  expect((await who.call("PUT", "/api/earnings/bank-account", bank(account))).status).toBe(200);
  const token = await bankConfirmationToken(pool, who.id);
  const confirmed = await who.call("POST", "/api/earnings/bank-account/confirm", { token });
  expect(confirmed.status).toBe(200);
  return who;
}

const today = () => new Date().toISOString().slice(0, 10);

describe("a bank account on Earnings", () => {
  test("given, it waits masked for the mailed link; confirmed, it is the one payouts go to", async () => {
    const who = await createPartner(pool, "ach-api-account", COMPLETE_PROFILE);
    expect((await who.call("GET", "/api/earnings/bank-account")).body).toEqual({
      confirmed: null,
      pending: null,
    });
    const saved = await who.call("PUT", "/api/earnings/bank-account", bank(ACCOUNTS[0]));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      confirmed: null,
      pending: {
        routingNumber: ROUTING,
        accountMasked: "••••6789",
        holderName: "Pat Grower",
        accountType: "checking",
        status: "pending",
      },
    });
    expect(containsAccount(saved.text)).toBe(false);
    expect((await who.call("POST", "/api/earnings/bank-account/resend")).status).toBe(200);
    const token = await bankConfirmationToken(pool, who.id);
    const other = await createPartner(pool, "ach-api-intruder");
    const stolen = await other.call("POST", "/api/earnings/bank-account/confirm", { token });
    expect(stolen.status).toBe(404);
    expect(stolen.body.message).toBe("This confirmation link is not valid.");
    const confirmed = await who.call("POST", "/api/earnings/bank-account/confirm", { token });
    expect(confirmed.body).toMatchObject({
      confirmed: { accountMasked: "••••6789", status: "confirmed" },
      pending: null,
    });
    const again = await who.call("POST", "/api/earnings/bank-account/confirm", { token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This bank account confirmation link was used already.");
    const nothing = await who.call("POST", "/api/earnings/bank-account/resend");
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toBe("No bank account is waiting for confirmation.");
  });

  test("a bad routing or account number is a 400 under its field, never echoing the number; an admin gives none", async () => {
    const who = await createPartner(pool, "ach-api-bad");
    const bad = await who.call(
      "PUT",
      "/api/earnings/bank-account",
      bank("12", { routingNumber: "011000016" }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({
      routingNumber: ["Enter a valid routing number: nine digits, as printed on your checks"],
      accountNumber: ["Enter a valid account number: 4 to 17 digits"],
    });
    const malformed = await who.call("POST", "/api/earnings/bank-account/confirm", {
      token: "x",
    });
    expect(malformed.status).toBe(400);
    expect((await admin.call("PUT", "/api/earnings/bank-account", bank(ACCOUNTS[1]))).status).toBe(
      403,
    );
  });
});

describe("the ACH settings", () => {
  test("an admin reads and saves the originator; each field is checked; a partner is refused", async () => {
    const read = await admin.call("GET", "/api/admin/ach/settings");
    expect(read.body.settings).toMatchObject({
      companyId: ACH_SETTINGS["ach.company_id"],
      secCode: "CCD",
    });
    const bad = await admin.call("PUT", "/api/admin/ach/settings", {
      ...read.body.settings,
      odfiRouting: "021000022",
      companyId: "123",
      secCode: "WEB",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({
      odfiRouting: ["Enter a valid routing number: nine digits whose check digit holds"],
      companyId: ["Enter the 10-character company identification your bank gave you"],
      secCode: ["Choose CCD (business accounts) or PPD (personal accounts)"],
    });
    const saved = await admin.call("PUT", "/api/admin/ach/settings", read.body.settings);
    expect(saved.status).toBe(200);
    const partner = await createPartner(pool, "ach-api-settings");
    expect((await partner.call("GET", "/api/admin/ach/settings")).status).toBe(403);
  });
});

describe("an ACH batch and its NACHA file", () => {
  test("two partners paid by one batch; the file parses and balances; each number read is audited", async () => {
    const first = await confirmedPartner("ach-api-first", ACCOUNTS[0]);
    const second = await confirmedPartner("ach-api-second", ACCOUNTS[1]);
    const lines = [
      await pendingLine(first, "120.50"),
      await pendingLine(first, "80.00"),
      await pendingLine(second, "99.99"),
    ];
    const month = today().slice(0, 7);
    const page = await admin.call("GET", `/api/admin/payouts?partnerId=${first.id}&month=${month}`);
    expect(page.body.items[0]).toMatchObject({ partnerBankAccountConfirmed: true });

    const created = await admin.call("POST", "/api/admin/ach/batches", {
      lineIds: lines,
      effectiveDate: today(),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ entryCount: 2, total: "300.49", secCode: "CCD" });
    const entries = created.body.entries as { partnerId: string; traceNumber: string }[];
    expect(entries.map((e) => e.partnerId).sort()).toEqual([first.id, second.id].sort());
    expect(containsAccount(created.text)).toBe(false);

    const file = await admin.call("GET", `/api/admin/ach/batches/${created.body.id}/file`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(file.headers.get("content-disposition")).toMatch(/^attachment; filename="ach-/);
    expect(validate(file.text)).toEqual({ ok: true, errors: [] });
    const parsed = parse(file.text);
    expect(parsed.batches).toHaveLength(1);
    const batch = parsed.batches[0];
    if (!batch) throw new Error("the file has no batch");
    expect(batch.entries).toHaveLength(2);
    const cents = batch.entries.map((e) => e.amountCents).sort((a, b) => a - b);
    expect(cents).toEqual([9999, 20050]);
    expect(batch.entries.map((e) => e.traceNumber).sort()).toEqual(
      entries.map((e) => e.traceNumber).sort(),
    );
    expect(batch.entries.map((e) => e.account.trim()).sort()).toEqual([...ACCOUNTS].sort());
    expect(file.text).toContain(ACH_SETTINGS["ach.company_id"]);

    // The payouts record the trace numbers, as both sides read them.
    const earnings = await first.call("GET", "/api/earnings");
    const paid = earnings.body.payments.find((p: { reference: string }) =>
      entries.some((e) => e.traceNumber === p.reference),
    );
    expect(paid).toMatchObject({ method: "bank_transfer", total: "200.50", achReturnCode: null });

    const { rows } = await pool.query(
      `select a.user_id, a.new_values ->> 'reason' as reason from public.audit_logs a
       join public.bank_accounts b on b.id::text = a.entity_id
       where a.entity = 'bank_account' and a.action = 'decrypted' and b.partner_id = any($1)`,
      [[first.id, second.id]],
    );
    expect(rows).toEqual([
      { user_id: admin.id, reason: `NACHA file of ACH batch ${created.body.id}` },
      { user_id: admin.id, reason: `NACHA file of ACH batch ${created.body.id}` },
    ]);
  });

  test("a partner without a confirmed account is refused by name, a 409 with a sentence; the page says why", async () => {
    const ready = await confirmedPartner("ach-api-ready", ACCOUNTS[0]);
    const waiting = await createPartner(pool, "ach-api-waiting", COMPLETE_PROFILE);
    expect(
      (await waiting.call("PUT", "/api/earnings/bank-account", bank(ACCOUNTS[1]))).status,
    ).toBe(200);
    const lines = [await pendingLine(ready, "10.00"), await pendingLine(waiting, "20.00")];
    const month = today().slice(0, 7);
    const page = await admin.call(
      "GET",
      `/api/admin/payouts?partnerId=${waiting.id}&month=${month}`,
    );
    expect(page.body.items[0]).toMatchObject({ partnerBankAccountConfirmed: false });
    const refused = await admin.call("POST", "/api/admin/ach/batches", {
      lineIds: lines,
      effectiveDate: today(),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "Pat Grower has no confirmed bank account; they can be paid by ACH once they give one on Earnings and confirm it.",
    );
    const bad = await admin.call("POST", "/api/admin/ach/batches", {
      lineIds: [],
      effectiveDate: "soon",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({
      lineIds: ["Choose at least one month to pay"],
      effectiveDate: ["Enter the effective date (YYYY-MM-DD)"],
    });
    const partner = await createPartner(pool, "ach-api-nosy");
    expect(
      (
        await partner.call("POST", "/api/admin/ach/batches", {
          lineIds: lines,
          effectiveDate: today(),
        })
      ).status,
    ).toBe(403);
    expect((await partner.call("GET", "/api/admin/ach/batches")).status).toBe(403);
  });
});

describe("a return", () => {
  test("reopens its payout: the lines pending again, the R-code shown to both sides; a second return is refused", async () => {
    const who = await confirmedPartner("ach-api-return", ACCOUNTS[0]);
    const lines = [await pendingLine(who, "60.00"), await pendingLine(who, "40.00")];
    const created = await admin.call("POST", "/api/admin/ach/batches", {
      lineIds: lines,
      effectiveDate: today(),
    });
    const trace = created.body.entries[0].traceNumber as string;

    const bad = await admin.call("POST", "/api/admin/ach/returns", {
      traceNumber: trace,
      returnCode: "R99",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.returnCode).toEqual(["Choose a return code from R01 to R33"]);
    const unknown = await admin.call("POST", "/api/admin/ach/returns", {
      traceNumber: "000000000000000",
      returnCode: "R01",
    });
    expect(unknown.status).toBe(404);

    const returned = await admin.call("POST", "/api/admin/ach/returns", {
      traceNumber: trace,
      returnCode: "R03",
    });
    expect(returned.status).toBe(201);
    expect(returned.body.entries[0]).toMatchObject({ traceNumber: trace, returnCode: "R03" });
    const again = await admin.call("POST", "/api/admin/ach/returns", {
      traceNumber: trace,
      returnCode: "R01",
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This ACH entry was returned already.");

    const earnings = await who.call("GET", "/api/earnings");
    const payment = earnings.body.payments.find(
      (p: { reference: string }) => p.reference === trace,
    );
    expect(payment).toMatchObject({ achReturnCode: "R03", lines: [] });
    const month = earnings.body.months.find(
      (m: { month: string }) => m.month === today().slice(0, 7),
    );
    expect(month.lines.filter((l: { id: string }) => lines.includes(l.id))).toEqual([
      expect.objectContaining({ status: "pending" }),
      expect.objectContaining({ status: "pending" }),
    ]);
    // Payable again: the next batch takes them.
    const next = await admin.call("POST", "/api/admin/ach/batches", {
      lineIds: lines,
      effectiveDate: today(),
    });
    expect(next.status).toBe(201);
    expect(next.body.total).toBe("100.00");
  });
});

describe("no account number anywhere else", () => {
  test("the outbox, notifications, audit log, tables, other exports, pages and the stack's log hold none", async () => {
    // The partners above gave the test accounts, were paid, exported and audited.
    const like = ACCOUNTS.map((a) => `%${a}%`);
    const { rows } = await pool.query(
      `select
         (select count(*) from public.email_outbox o where o::text like any($1))::int as outbox,
         (select count(*) from public.notifications n where n::text like any($1))::int as notifications,
         (select count(*) from public.audit_logs a where a::text like any($1))::int as audit,
         (select count(*) from public.bank_accounts b where b::text like any($1))::int as bank_accounts,
         (select count(*) from public.ach_entries e where e::text like any($1))::int as ach_entries,
         (select count(*) from public.payouts p where p::text like any($1))::int as payouts,
         (select count(*) from public.users u where u::text like any($1))::int as users`,
      [like],
    );
    expect(rows[0]).toEqual({
      outbox: 0,
      notifications: 0,
      audit: 0,
      bank_accounts: 0,
      ach_entries: 0,
      payouts: 0,
      users: 0,
    });
    for (const path of [
      "/api/admin/exports/users",
      "/api/admin/exports/completed-tours",
      "/api/admin/payouts/export",
      "/api/admin/users?pageSize=100",
      `/api/admin/payouts?month=${today().slice(0, 7)}`,
      "/api/admin/ach/batches",
      `/api/admin/tax-forms/export?year=${today().slice(0, 4)}`,
    ]) {
      const answer = await admin.call("GET", path);
      expect(answer.status, path).toBe(200);
      expect(containsAccount(answer.text), path).toBe(false);
    }
    const partner = await confirmedPartner("ach-api-pages", ACCOUNTS[1]);
    // The confirmation mail as delivered: the masked number only.
    await deliverMailsOf(pool, [partner.id]);
    const delivered = await mailsTo(partner.email);
    const confirmation = delivered.find(
      (m) => m.subject === "Confirm your bank account for payouts",
    );
    expect(confirmation?.text).toContain("••••7788");
    expect(delivered.some((m) => containsAccount(`${m.subject} ${m.text} ${m.html}`))).toBe(false);
    for (const path of [
      "/api/earnings",
      "/api/earnings/bank-account",
      `/api/earnings/statement?month=${today().slice(0, 7)}`,
      "/api/auth/user",
      "/api/notifications",
    ]) {
      const answer = await partner.call("GET", path);
      expect(answer.status, path).toBe(200);
      expect(containsAccount(answer.text), path).toBe(false);
    }
    expect(containsAccount(await readStackLog())).toBe(false);
  });
});
