import { afterAll, describe, expect, test } from "vitest";
import { actAs, ownerPool, sqlState, tryAs } from "../support/db-callers.ts";
import {
  adminAndPartnersBeforeAll,
  completedTour as completedTourAt,
  type TestUser,
} from "../support/db-fixtures.ts";
import { withWords } from "../support/notification-words.ts";

/** Payable lines from completed tours, payouts and their guards, and the dashboard's revenue. */

const pool = ownerPool(4);

const { admin, partner, rival } = adminAndPartnersBeforeAll(pool, "payout", "partner", "rival");

afterAll(() => pool.end());

/** A tour accepted at `amount` and completed with a different actual revenue. */
const completedTour = (who: TestUser, amount: number) =>
  completedTourAt(pool, admin, who.id, amount, amount + 99);

function pay(lineIds: string[], total: string, by: TestUser = admin) {
  return actAs(pool, by.caller, (c) =>
    c.query(
      "select * from public.pay_payable_lines($1, '2026-11-20', 'bank_transfer', 'ACH 7731', $2)",
      [lineIds, total],
    ),
  );
}

describe("payable lines", () => {
  test("completing a tour creates exactly one line, at the agreed amount, for its partner", async () => {
    const { tour, lines } = await completedTour(partner, 310.5);
    expect(lines).toEqual([
      { id: expect.any(String), amount: "310.50", status: "pending", partner_id: partner.id },
    ]);
    // A later change of the completed tour (its rating) adds no line.
    await pool.query("update public.tours set rating = 5 where id = $1", [tour]);
    const { rows } = await pool.query(
      "select count(*)::int as n from public.payable_lines where tour_id = $1",
      [tour],
    );
    expect(rows[0].n).toBe(1);
  });

  test("a line is never deleted, even by the owner, and its amount never changes", async () => {
    const { lines } = await completedTour(partner, 90);
    const id = lines[0].id;
    expect(await sqlState(pool.query("delete from public.payable_lines where id = $1", [id]))).toBe(
      "42501",
    );
    expect(
      await sqlState(pool.query("update public.payable_lines set amount = 1 where id = $1", [id])),
    ).toBe("TP804");
  });

  test("a correction keeps the line with its reason and takes it out of the revenue", async () => {
    const { lines } = await completedTour(rival, 75);
    const before = await revenueOf(rival);
    const corrected = await actAs(pool, admin.caller, async (c) => {
      const { rows } = await c.query("select * from public.correct_payable_line($1, $2)", [
        lines[0].id,
        "The client was refunded.",
      ]);
      return rows[0];
    });
    expect(corrected).toMatchObject({
      status: "corrected",
      correction_reason: "The client was refunded.",
      corrected_by: admin.id,
    });
    expect(cents(await revenueOf(rival))).toBe(cents(before) - 7500);
    expect(await sqlState(pay([lines[0].id], "75.00"))).toBe("TP803");
    const { rows } = await pool.query(
      "select action from public.audit_logs where entity = 'payable_line' and entity_id = $1 order by id",
      [lines[0].id],
    );
    expect(rows.map((r) => r.action)).toEqual(["created", "corrected"]);
  });
});

describe("payouts", () => {
  test("a batch pays its lines; a second attempt and a wrong total are refused", async () => {
    const a = await completedTour(partner, 200);
    const b = await completedTour(partner, 150.25);
    const ids = [a.lines[0].id, b.lines[0].id];

    expect(await sqlState(pay(ids, "350.24"))).toBe("TP802");
    expect(await sqlState(pay(ids, "350.25", partner))).toBe("42501");
    const { rows } = await pay(ids, "350.25");
    expect(rows[0]).toMatchObject({
      total: "350.25",
      method: "bank_transfer",
      created_by: admin.id,
    });
    const paid = await pool.query(
      "select status, payout_id from public.payable_lines where id = any($1)",
      [ids],
    );
    expect(paid.rows).toEqual([
      { status: "paid", payout_id: rows[0].id },
      { status: "paid", payout_id: rows[0].id },
    ]);

    expect(await sqlState(pay(ids, "350.25"))).toBe("TP801");
    expect(await sqlState(pay([ids[0] as string], "200.00"))).toBe("TP801");
    const audit = await pool.query(
      "select count(*)::int as n from public.audit_logs where entity = 'payout' and entity_id = $1",
      [rows[0].id],
    );
    expect(audit.rows[0].n).toBe(1);
  });

  test("one batch pays one partner's lines", async () => {
    const mine = await completedTour(partner, 10);
    const theirs = await completedTour(rival, 20);
    expect(await sqlState(pay([mine.lines[0].id, theirs.lines[0].id], "30.00"))).toBe("TP803");
  });

  test("even the owner cannot write a payout whose total differs from its lines", async () => {
    const { lines } = await completedTour(rival, 40);
    const client = await pool.connect();
    try {
      await client.query("begin");
      const { rows } = await client.query(
        `insert into public.payouts (partner_id, paid_on, method, reference, total)
         values ($1, current_date, 'cash', 'Envelope', 41) returning id`,
        [rival.id],
      );
      await client.query(
        "update public.payable_lines set status = 'paid', payout_id = $2 where id = $1",
        [lines[0].id, rows[0].id],
      );
      expect(await sqlState(client.query("commit"))).toBe("TP802");
    } finally {
      await client.query("rollback").catch(() => {});
      client.release();
    }
  });
});

describe("the dashboard's revenue", () => {
  test("the profile's total revenue is the dashboard's, corrections included", async () => {
    for (const who of [partner, rival]) {
      const { rows } = await pool.query("select total_revenue from public.users where id = $1", [
        who.id,
      ]);
      expect(rows[0].total_revenue).toBe(await revenueOf(who));
    }
  });

  test("Total Revenue is paid + pending, the lines not corrected", async () => {
    const sums = await tryAs(pool, partner.caller, async (c) => {
      const { rows } = await c.query(
        `select s.total_revenue,
                (select coalesce(sum(amount), 0)::numeric(12, 2) from public.payable_lines
                 where status in ('paid', 'pending')) as lines
         from public.partner_stats() s`,
      );
      return rows[0];
    });
    expect(Number(sums.lines)).toBeGreaterThan(0);
    expect(sums.total_revenue).toBe(sums.lines);
  });
});

const cents = (amount: string) => Math.round(Number(amount) * 100);

async function revenueOf(who: TestUser): Promise<string> {
  return tryAs(pool, who.caller, async (c) => {
    const { rows } = await c.query("select total_revenue from public.partner_stats()");
    return rows[0].total_revenue as string;
  });
}

describe("reversing a paid line", () => {
  async function paidLine() {
    const { lines } = await completedTour(partner, 75);
    const line = lines[0];
    await actAs(pool, admin.caller, (c) =>
      c.query("select public.pay_payable_lines($1, current_date, 'cash', 'Till 4', $2)", [
        [line.id],
        line.amount,
      ]),
    );
    return line.id as string;
  }
  const reverse = (who: TestUser, id: string, reason = "Refunded") =>
    tryAs(pool, who.caller, (c) =>
      c.query("select * from public.reverse_payable_line($1, $2)", [id, reason]),
    );

  test("only an admin reverses (42501); a partner cannot write a negative line themselves", async () => {
    const id = await paidLine();
    expect(await sqlState(reverse(partner, id))).toBe("42501");
    const forged = tryAs(pool, partner.caller, (c) =>
      c.query(
        "insert into public.payable_lines (partner_id, tour_title, tour_date, amount, earned_at) values ($1, 'x', now(), -5, now())",
        [partner.id],
      ),
    );
    expect(await sqlState(forged)).toBe("42501");
  });

  test("a reversal: minus the amount, pending, with the reason; the paid line stays paid; once", async () => {
    const id = await paidLine();
    const { rows } = await reverse(admin, id, "  Chargeback  ");
    expect(rows[0]).toMatchObject({
      amount: "-75.00",
      status: "pending",
      reversal_of: id,
      reversal_reason: "Chargeback",
      partner_id: partner.id,
    });
    await actAs(pool, admin.caller, (c) =>
      c.query("select public.reverse_payable_line($1, 'Chargeback')", [id]),
    );
    const { rows: original } = await pool.query(
      "select status from public.payable_lines where id = $1",
      [id],
    );
    expect(original[0].status).toBe("paid");
    expect(await sqlState(reverse(admin, id))).toBe("TP806");
    const { rows: reversal } = await pool.query(
      "select id from public.payable_lines where reversal_of = $1",
      [id],
    );
    expect(await sqlState(reverse(admin, reversal[0].id))).toBe("TP805");
  });

  test("correcting and reversing move the partner's revenue within the command", async () => {
    const totalOf = async () =>
      Number(
        (await pool.query("select total_revenue from public.users where id = $1", [rival.id]))
          .rows[0].total_revenue,
      );
    const { lines: pending } = await completedTour(rival, 30);
    const before = await totalOf();
    await actAs(pool, admin.caller, (c) =>
      c.query("select public.correct_payable_line($1, 'Refunded')", [pending[0].id]),
    );
    expect(await totalOf()).toBe(before - 30);

    const { lines: paid } = await completedTour(rival, 20);
    await pay([paid[0].id], paid[0].amount);
    const beforeReversal = await totalOf();
    await actAs(pool, admin.caller, (c) =>
      c.query("select public.reverse_payable_line($1, 'Chargeback')", [paid[0].id]),
    );
    expect(await totalOf()).toBe(beforeReversal - 20);
  });

  test("a line without a reversal may not be negative (payable_lines_amount_positive)", async () => {
    const error = await pool
      .query(
        "insert into public.payable_lines (partner_id, tour_title, tour_date, amount, earned_at) values ($1, 'x', now(), -5, now())",
        [partner.id],
      )
      .catch((e) => e);
    expect(error).toMatchObject({ code: "23514", constraint: "payable_lines_amount_positive" });
  });

  test("a paid batch notifies its partner (payout_paid)", async () => {
    const { lines } = await completedTour(rival, 40);
    const { rows } = await actAs(pool, admin.caller, (c) =>
      c.query(
        "select (public.pay_payable_lines($1, '2026-11-27', 'bank_transfer', 'ACH 1', 40)).id",
        [[lines[0].id]],
      ),
    );
    const { rows: notices } = await pool.query(
      "select type, data from public.notifications where user_id = $1 and data ->> 'payoutId' = $2",
      [rival.id, rows[0].id],
    );
    expect(
      withWords(notices).map(({ type, title, message }) => ({ type, title, message })),
    ).toEqual([
      {
        type: "payout_paid",
        title: "Payment sent",
        message: "We paid you $40.00 on November 27, 2026 by bank transfer (reference ACH 1).",
      },
    ]);
  });
});
