import { afterAll, describe, expect, test } from "vitest";
import { actAs, ownerPool, signedIn, sqlState } from "../support/db-callers.ts";
import { createOpportunity, startTour } from "../support/db-fixtures.ts";
import { csvRecords, parseCsv } from "../support/parse-csv.ts";
import { accountsBeforeAll, createPartner, type Partner } from "./support/accounts.ts";
import { inDays } from "./support/opportunities.ts";
import { acceptBid } from "./support/tours.ts";

const pool = ownerPool(4);

const { admin, partner, other } = accountsBeforeAll(pool, {
  admin: ["admin", "payouts-admin"],
  partner: ["partner", "payouts-partner"],
  other: ["partner", "payouts-other"],
});

afterAll(() => pool.end());

/** A bid accepted at `amount` and its tour completed through the API, with another revenue. */
async function completedTour(who: Partner, title: string, amount: string) {
  const opportunityId = await createOpportunity(pool, { title, date: inDays(3) });
  const bid = await who.call("POST", "/api/bids", { opportunityId, amount });
  expect(bid.status).toBe(201);
  const tour = await acceptBid(pool, admin, bid.body.id);
  await startTour(pool, tour.id);
  const done = await admin.call("PUT", `/api/admin/tours/${tour.id}`, {
    status: "completed",
    confirmNoCheckIns: true,
    actualRevenue: "999.00",
    rating: 5,
  });
  expect(done.status).toBe(200);
  return tour.id;
}

const thisMonth = () => new Date().toISOString().slice(0, 7);

async function monthOf(who: Partner) {
  const { status, body } = await admin.call(
    "GET",
    `/api/admin/payouts?partnerId=${who.id}&month=${thisMonth()}`,
  );
  expect(status).toBe(200);
  expect(body.items).toHaveLength(1);
  return body.items[0];
}

describe("payable lines from completed tours", () => {
  test("a completed tour owes its partner the agreed amount, once", async () => {
    const tourId = await completedTour(other, "Owed once", "321.40");
    // Completing it again (a corrected actual revenue) adds no line and keeps the amount.
    const again = await admin.call("PUT", `/api/admin/tours/${tourId}`, {
      status: "completed",
      confirmNoCheckIns: true,
      actualRevenue: "10.00",
    });
    expect(again.status).toBe(200);
    const month = await monthOf(other);
    expect(month).toMatchObject({
      partnerId: other.id,
      month: thisMonth(),
      owed: "321.40",
      paid: "0.00",
      outstanding: "321.40",
    });
    expect(month.lines).toEqual([
      expect.objectContaining({
        tourId,
        tourTitle: "Owed once",
        amount: "321.40",
        status: "pending",
        payoutId: null,
      }),
    ]);
  });
});

describe("POST /api/admin/payouts", () => {
  test("a batch pays a partner's month; paying again and a wrong total are 409", async () => {
    await completedTour(partner, "Paid one", "200.00");
    await completedTour(partner, "Paid two", "150.25");
    const before = await monthOf(partner);
    const lineIds = before.lines.map((l: { id: string }) => l.id);
    const payment = {
      lineIds,
      paidOn: "2026-11-20",
      method: "bank_transfer",
      reference: "ACH 7731",
    };

    const wrong = await admin.call("POST", "/api/admin/payouts", { ...payment, total: "350.00" });
    expect(wrong.status).toBe(409);
    expect(wrong.body.message).toBe(
      "The payment total 350.00 differs from the sum of its lines, 350.25.",
    );

    const paid = await admin.call("POST", "/api/admin/payouts", { ...payment, total: "350.25" });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({
      partnerId: partner.id,
      paidOn: "2026-11-20",
      method: "bank_transfer",
      reference: "ACH 7731",
      total: "350.25",
    });
    expect(paid.body.lines).toHaveLength(2);

    const twice = await admin.call("POST", "/api/admin/payouts", { ...payment, total: "350.25" });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("A line in this payment is already paid.");

    expect(await monthOf(partner)).toMatchObject({
      owed: "350.25",
      paid: "350.25",
      outstanding: "0.00",
    });
  });

  test("a payment dated later than today is refused under its date, by the API and by the database", async () => {
    const payee = await createPartner(pool, "payout-later");
    await completedTour(payee, "Paid later", "325.00");
    const { lines } = await monthOf(payee);
    const line = lines.find((l: { status: string }) => l.status === "pending");
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    for (const paidOn of ["2099-06-01", tomorrow]) {
      const future = await admin.call("POST", "/api/admin/payouts", {
        lineIds: [line.id],
        paidOn,
        method: "check",
        reference: "CHK 1",
        total: line.amount,
      });
      expect(future.status).toBe(400);
      expect(future.body.fieldErrors).toEqual({
        paidOn: ["The payment date cannot be later than today"],
      });
    }
    // The database's own door, as PostgREST would call it.
    expect(
      await sqlState(
        actAs(pool, signedIn(admin), (c) =>
          c.query("select public.pay_payable_lines($1, $2, 'check', 'CHK 2', $3)", [
            [line.id],
            tomorrow,
            line.amount,
          ]),
        ),
      ),
    ).toBe("TP807");
    const today = await admin.call("POST", "/api/admin/payouts", {
      lineIds: [line.id],
      paidOn: new Date().toISOString().slice(0, 10),
      method: "check",
      reference: "CHK 3",
      total: line.amount,
    });
    expect(today.status).toBe(201);
  });

  test("bad payloads are 400 and a partner is 403", async () => {
    const bad = await admin.call("POST", "/api/admin/payouts", {
      lineIds: [],
      paidOn: "2026-02-30",
      method: "gold",
      reference: "",
      total: "-1",
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors).sort()).toEqual(
      ["lineIds", "method", "paidOn", "reference", "total"].sort(),
    );
    const forbidden = await partner.call("POST", "/api/admin/payouts", {
      lineIds: ["6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b"],
      paidOn: "2026-11-20",
      method: "check",
      reference: "Self",
      total: "1.00",
    });
    expect(forbidden.status).toBe(403);
    expect((await partner.call("GET", "/api/admin/payouts")).status).toBe(403);
    expect((await admin.call("GET", "/api/admin/payouts?month=2026-13")).status).toBe(400);
  });

  test("a correction takes a line out of what is owed, with its reason", async () => {
    const tourId = await completedTour(other, "Refunded", "80.00");
    const line = (await monthOf(other)).lines.find((l: { tourId: string }) => l.tourId === tourId);
    const noReason = await admin.call("POST", `/api/admin/payouts/lines/${line.id}/correction`, {
      reason: " ",
    });
    expect(noReason.status).toBe(400);
    const corrected = await admin.call("POST", `/api/admin/payouts/lines/${line.id}/correction`, {
      reason: "The client was refunded.",
    });
    expect(corrected.status).toBe(200);
    expect(corrected.body).toMatchObject({
      status: "corrected",
      correctionReason: "The client was refunded.",
    });
    const again = await admin.call("POST", `/api/admin/payouts/lines/${line.id}/correction`, {
      reason: "Twice",
    });
    expect(again.status).toBe(409);
    expect(
      (
        await admin.call(
          "POST",
          "/api/admin/payouts/lines/6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b/correction",
          { reason: "Unknown" },
        )
      ).status,
    ).toBe(404);
  });

  test("the export is CSV with a row per line", async () => {
    const { status, headers, text } = await admin.call(
      "GET",
      `/api/admin/payouts/export?partnerId=${partner.id}&month=${thisMonth()}`,
    );
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const records = csvRecords(text);
    expect(records.map((r) => [r.Tour, r.Amount, r.Status, r.Method, r.Reference])).toEqual([
      ["Paid one", "200.00", "paid", "Bank transfer", "ACH 7731"],
      ["Paid two", "150.25", "paid", "Bank transfer", "ACH 7731"],
    ]);
  });
});

describe("GET /api/earnings", () => {
  test("a partner sees only their own months and payments, and they reconcile with the dashboard", async () => {
    const { status, body } = await partner.call("GET", "/api/earnings");
    expect(status).toBe(200);
    expect(body).toMatchObject({ totalPaid: "350.25", totalPending: "0.00" });
    expect(body.months).toEqual([
      expect.objectContaining({ month: thisMonth(), paid: "350.25", pending: "0.00" }),
    ]);
    expect(body.payments).toHaveLength(1);
    expect(body.payments[0].lines.map((l: { tourTitle: string }) => l.tourTitle)).toEqual([
      "Paid one",
      "Paid two",
    ]);

    for (const who of [partner, other]) {
      const stats = (await who.call("GET", "/api/stats")).body;
      const earnings = (await who.call("GET", "/api/earnings")).body;
      const cents = (amount: string) => BigInt(amount.replace(".", ""));
      expect(cents(stats.totalRevenue)).toBe(
        cents(earnings.totalPaid) + cents(earnings.totalPending),
      );
      const current = earnings.months.find((m: { month: string }) => m.month === thisMonth());
      expect(cents(stats.monthlyRevenue)).toBe(cents(current.paid) + cents(current.pending));
    }
    const otherEarnings = (await other.call("GET", "/api/earnings")).body;
    expect(otherEarnings).toMatchObject({
      totalPaid: "0.00",
      totalPending: "321.40",
      payments: [],
    });
  });

  test("an inactive partner's Earnings show what Payouts owes him", async () => {
    const leaver = await createPartner(pool, "payouts-leaver");
    await completedTour(leaver, "Before leaving", "650.00");
    await pool.query("update public.users set is_active = false where id = $1", [leaver.id]);
    const owed = await monthOf(leaver);
    expect(owed).toMatchObject({ owed: "650.00", paid: "0.00" });
    const { status, body } = await leaver.call("GET", "/api/earnings");
    expect(status).toBe(200);
    expect(body).toMatchObject({ totalPaid: "0.00", totalPending: "650.00" });
    expect(body.months).toEqual([
      expect.objectContaining({ month: thisMonth(), paid: "0.00", pending: "650.00" }),
    ]);
  });

  test("a month's statement downloads as CSV", async () => {
    const { status, headers, text } = await partner.call(
      "GET",
      `/api/earnings/statement?month=${thisMonth()}`,
    );
    expect(status).toBe(200);
    expect(headers.get("content-disposition")).toBe(
      `attachment; filename="statement-${thisMonth()}.csv"`,
    );
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual([
      "Month",
      "Completed",
      "Tour",
      "Tour date",
      "Amount",
      "Status",
      "Paid on",
      "Method",
      "Reference",
      "Correction reason",
    ]);
    expect(rows.map((r) => [r[2], r[4], r[6]])).toEqual([
      ["Paid one", "200.00", "2026-11-20"],
      ["Paid two", "150.25", "2026-11-20"],
    ]);
    expect((await partner.call("GET", "/api/earnings/statement")).status).toBe(400);
  });
});

describe("the payouts page and its export", () => {
  test("opens on the current month and pages its partners by name", async () => {
    const { status, body } = await admin.call("GET", "/api/admin/payouts?pageSize=1");
    expect(status).toBe(200);
    expect(body).toMatchObject({ month: thisMonth(), page: 1, pageSize: 1 });
    expect(body.total).toBeGreaterThanOrEqual(2); // partner and other owe this month
    expect(body.items).toHaveLength(1);
    const second = await admin.call("GET", "/api/admin/payouts?pageSize=1&page=2");
    expect(second.body.items).toHaveLength(1);
    expect(second.body.items[0].partnerId).not.toBe(body.items[0].partnerId);
    const past = await admin.call("GET", `/api/admin/payouts?pageSize=1&page=${body.total + 1}`);
    expect(past.body).toMatchObject({ items: [], total: body.total });
    const empty = await admin.call("GET", "/api/admin/payouts?month=1999-01");
    expect(empty.body).toMatchObject({ month: "1999-01", items: [], total: 0 });
  });

  test("the export streams every line of the month in date order, Partner and E-mail first", async () => {
    const { status, headers, text } = await admin.call(
      "GET",
      `/api/admin/payouts/export?month=${thisMonth()}`,
    );
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(headers.get("content-length")).toBeNull(); // written while it is read
    const records = csvRecords(text);
    const ours = records.filter(
      (r) => r["E-mail"] === partner.email || r["E-mail"] === other.email,
    );
    expect(ours.map((r) => r.Tour)).toEqual(
      expect.arrayContaining(["Owed once", "Paid one", "Paid two", "Refunded"]),
    );
    const completed = records.map((r) => r.Completed);
    expect([...completed].sort()).toEqual(completed);
  });

  test("a month of more lines than one batch of the cursor is exported whole, in date order", async () => {
    const payee = await createPartner(pool, "payouts-many-lines");
    // 1,001 lines, two at each minute (the id decides between them), inserted out of order.
    await pool.query(
      `insert into public.payable_lines (partner_id, tour_title, tour_date, amount, earned_at)
       select $1, format('Line %s', n), timestamptz '2001-03-01 12:00Z',
              1 + n % 7, timestamptz '2001-03-01 00:00Z' + (n / 2) * interval '1 minute'
       from generate_series(1001, 1, -1) n`,
      [payee.id],
    );
    // As the commands that write lines do, so the platform's revenue still equals the partners'.
    await pool.query("select private.refresh_partner_totals($1)", [payee.id]);
    const { rows: expected } = await pool.query<{ title: string }>(
      `select tour_title as title from public.payable_lines
       where partner_id = $1 order by earned_at, id`,
      [payee.id],
    );
    const { status, text } = await admin.call("GET", "/api/admin/payouts/export?month=2001-03");
    expect(status).toBe(200);
    const ours = csvRecords(text).filter((r) => r["E-mail"] === payee.email);
    expect(ours.map((r) => r.Tour)).toEqual(expected.map((r) => r.title));
    expect(ours).toHaveLength(1001);
    expect(ours[0]).toMatchObject({
      Tour: "Line 1",
      Month: "2001-03",
      Completed: "2001-03-01",
      Amount: "2.00",
      Status: "pending",
    });
  });
});

describe("a paid line reversed", () => {
  test("a negative line with the reason enters the partner's next batch; their totals net it out", async () => {
    const payee = await createPartner(pool, "payouts-reversed");
    await completedTour(payee, "Paid then refunded", "120.00");
    const [first] = (await monthOf(payee)).lines;
    const paid = await admin.call("POST", "/api/admin/payouts", {
      lineIds: [first.id],
      paidOn: "2026-11-21",
      method: "paypal",
      reference: "PP-1",
      total: "120.00",
    });
    expect(paid.status).toBe(201);

    // The partner is told they were paid.
    const { body: notices } = await payee.call("GET", "/api/notifications?pageSize=100");
    expect(notices.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: "payout_paid",
          title: "Payment sent",
          message: "We paid you $120.00 on November 21, 2026 by PayPal (reference PP-1).",
        }),
      ]),
    );

    const pendingOne = await completedTour(payee, "Next tour", "200.00");
    const noReason = await admin.call("POST", `/api/admin/payouts/lines/${first.id}/reversal`, {
      reason: "",
    });
    expect(noReason.status).toBe(400);
    const reversal = await admin.call("POST", `/api/admin/payouts/lines/${first.id}/reversal`, {
      reason: "The client disputed the charge.",
    });
    expect(reversal.status).toBe(201);
    expect(reversal.body).toMatchObject({
      amount: "-120.00",
      status: "pending",
      reversalOf: first.id,
      reversalReason: "The client disputed the charge.",
      tourTitle: "Paid then refunded",
      month: thisMonth(),
    });
    const twice = await admin.call("POST", `/api/admin/payouts/lines/${first.id}/reversal`, {
      reason: "Again",
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("This line was already reversed.");
    const ofPending = (await monthOf(payee)).lines.find(
      (l: { tourId: string }) => l.tourId === pendingOne,
    );
    const pendingReversal = await admin.call(
      "POST",
      `/api/admin/payouts/lines/${ofPending.id}/reversal`,
      { reason: "Not paid yet" },
    );
    expect(pendingReversal.status).toBe(409);
    expect(pendingReversal.body.message).toBe(
      "Only a paid line is reversed; correct a pending line instead.",
    );

    // Owed this month: 120 paid + 200 pending - 120 reversed; the next batch pays 80.
    expect(await monthOf(payee)).toMatchObject({
      owed: "200.00",
      paid: "120.00",
      outstanding: "80.00",
    });
    const pendingIds = (await monthOf(payee)).lines
      .filter((l: { status: string }) => l.status === "pending")
      .map((l: { id: string }) => l.id);
    const next = await admin.call("POST", "/api/admin/payouts", {
      lineIds: pendingIds,
      paidOn: "2026-11-28",
      method: "check",
      reference: "CHK 12",
      total: "80.00",
    });
    expect(next.status).toBe(201);
    const earnings = (await payee.call("GET", "/api/earnings")).body;
    expect(earnings).toMatchObject({ totalPaid: "200.00", totalPending: "0.00" });
    expect((await payee.call("GET", "/api/stats")).body.totalRevenue).toBe("200.00");
    const { rows } = await pool.query(
      "select action from public.audit_logs where entity = 'payable_line' and entity_id = $1",
      [reversal.body.id],
    );
    expect(rows.map((r) => r.action)).toContain("created");

    // The reversal's amount is a number in both CSVs: a spreadsheet sums it, the formula guard
    // leaves it alone (a cell of text starting with "-" is still guarded; csv.test.ts).
    const exported = await admin.call(
      "GET",
      `/api/admin/payouts/export?partnerId=${payee.id}&month=${thisMonth()}`,
    );
    const statement = await payee.call("GET", `/api/earnings/statement?month=${thisMonth()}`);
    for (const { status, text } of [exported, statement]) {
      expect(status).toBe(200);
      const reversed = csvRecords(text).filter((r) => r.Tour === "Paid then refunded");
      expect(reversed.map((r) => r.Amount).sort()).toEqual(["-120.00", "120.00"]);
    }
  });
});
