import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  ACCOUNT,
  confirmedBankAccount,
  saveAchSettings,
  saveBankAccount,
} from "../support/ach-fixtures.ts";
import { actAs, becomeCaller, ownerPool, sqlState, tryAs } from "../support/db-callers.ts";
import {
  adminAndPartnersBeforeAll,
  completedTour,
  createUser,
  type TestUser,
} from "../support/db-fixtures.ts";

/**
 * ACH batches: paying the chosen lines of several partners by direct deposit, refusing held
 * partners before anything is written, the file's entries the one audited reader of account
 * numbers, and a return reopening its payout.
 */

const pool = ownerPool(4);

const { admin, partner } = adminAndPartnersBeforeAll(pool, "ach", "partner");

beforeAll(() => saveAchSettings(pool));
afterAll(() => pool.end());

const today = () => new Date().toISOString().slice(0, 10);

function createBatch(lineIds: string[], effectiveDate = today()) {
  return actAs(pool, admin.caller, async (c) => {
    const { rows } = await c.query("select * from public.create_ach_batch($1, $2)", [
      lineIds,
      effectiveDate,
    ]);
    return rows[0];
  });
}

async function paidPartner(label: string, amounts: number[], account = ACCOUNT) {
  const who = await createUser(pool, { label });
  await confirmedBankAccount(pool, who, account);
  const lines: string[] = [];
  for (const amount of amounts)
    lines.push((await completedTour(pool, admin, who.id, amount)).lines[0].id);
  return { who, lines };
}

const lineRows = async (ids: string[]) =>
  (
    await pool.query(
      "select id, status, payout_id from public.payable_lines where id = any($1) order by id",
      [ids],
    )
  ).rows;

describe("creating a batch", () => {
  test("one entry per partner, each a payout by bank transfer whose reference is its trace number", async () => {
    const first = await paidPartner("ach-first", [120.5, 80]);
    const second = await paidPartner("ach-second", [99.99], "987654321");
    const batch = await createBatch([...first.lines, ...second.lines]);
    expect(batch).toMatchObject({
      entry_count: 2,
      total: "300.49",
      sec_code: "CCD",
      odfi_routing: "021000021",
      effective_date: expect.any(Date),
    });
    const { rows: entries } = await pool.query(
      `select e.partner_id, e.trace_number, e.amount, p.method, p.reference, p.total, p.paid_on::text
       from public.ach_entries e join public.payouts p on p.id = e.payout_id
       where e.batch_id = $1 order by e.trace_number`,
      [batch.id],
    );
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry.trace_number).toMatch(/^02100002\d{7}$/);
      expect(entry).toMatchObject({
        method: "bank_transfer",
        reference: entry.trace_number,
        total: entry.amount,
        paid_on: today(),
      });
    }
    expect(entries.map((e) => [e.partner_id, e.amount]).sort()).toEqual(
      [
        [first.who.id, "200.50"],
        [second.who.id, "99.99"],
      ].sort(),
    );
    expect(
      (await lineRows([...first.lines, ...second.lines])).every((l) => l.status === "paid"),
    ).toBe(true);
  });

  test("a held partner is refused with the reason, naming them, and nothing is written", async () => {
    const ready = await paidPartner("ach-ready", [50]);
    const unconfirmed = await createUser(pool, { label: "ach-pending-account" });
    await saveBankAccount(pool, unconfirmed);
    const pending = (await completedTour(pool, admin, unconfirmed.id, 70)).lines[0].id;
    const untaxed = await createUser(pool, { label: "ach-untaxed", taxDetails: false });
    const untaxedLine = (await completedTour(pool, admin, untaxed.id, 30)).lines[0].id;

    const refused = createBatch([...ready.lines, pending]);
    expect(await sqlState(refused)).toBe("TP837");
    await expect(createBatch([...ready.lines, pending])).rejects.toThrow(
      /has no confirmed bank account; they can be paid by ACH once they give one on Earnings and confirm it$/,
    );
    expect(await sqlState(createBatch([...ready.lines, untaxedLine]))).toBe("TP809");
    expect((await lineRows([...ready.lines, pending, untaxedLine])).map((l) => l.status)).toEqual([
      "pending",
      "pending",
      "pending",
    ]);
  });

  test("a change waiting for its link is not paid: the entry goes to the confirmed account", async () => {
    const { who, lines } = await paidPartner("ach-changing", [35]);
    const confirmed = await pool.query(
      "select id from public.bank_accounts where partner_id = $1 and status = 'confirmed'",
      [who.id],
    );
    await saveBankAccount(pool, who, "55554444");
    const batch = await createBatch(lines);
    const { rows } = await pool.query(
      "select bank_account_id from public.ach_entries where batch_id = $1",
      [batch.id],
    );
    expect(rows).toEqual([{ bank_account_id: confirmed.rows[0].id }]);
  });

  test("no lines, a past or far effective date, unknown lines and missing settings are refused; only admins create", async () => {
    const { lines } = await paidPartner("ach-refusals", [10]);
    expect(await sqlState(createBatch([]))).toBe("TP835");
    expect(await sqlState(createBatch(lines, "2020-01-01"))).toBe("TP835");
    const far = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    expect(await sqlState(createBatch(lines, far))).toBe("TP835");
    expect(await sqlState(createBatch(["00000000-0000-4000-8000-000000000000"]))).toBe("P0002");
    expect(
      await sqlState(
        tryAs(pool, admin.caller, async (c) => {
          await c.query("delete from public.admin_settings where key = 'ach.company_id'");
          await c.query("select public.create_ach_batch($1, $2)", [lines, today()]);
        }),
      ),
    ).toBe("TP836");
    expect(
      await sqlState(
        tryAs(pool, partner.caller, (c) =>
          c.query("select public.create_ach_batch($1, $2)", [lines, today()]),
        ),
      ),
    ).toBe("42501");
    // A line paid already is paid once.
    await createBatch(lines);
    expect(await sqlState(createBatch(lines))).toBe("TP801");
  });

  test("a 37th file in a day is refused: the file ID modifier has 36 values (A-Z, 0-9)", async () => {
    const { lines } = await paidPartner("ach-busy-day", [12]);
    const client = await pool.connect();
    try {
      await client.query("begin");
      await client.query(
        `insert into public.ach_batches (effective_date, file_id_modifier, sec_code, company_name,
           company_id, odfi_routing, destination_routing, destination_name, origin_name,
           entry_count, total)
         select current_date, 'A', 'CCD', 'Tour Partner Co', '1987654321', '021000021',
           '021000021', 'Harbor Credit Union', 'Tour Partner Portal', 1, 1
         from generate_series(1, 36)`,
      );
      await becomeCaller(client, admin.caller);
      expect(
        await sqlState(client.query("select public.create_ach_batch($1, $2)", [lines, today()])),
      ).toBe("TP842");
    } finally {
      await client.query("rollback");
      client.release();
    }
  });

  test("the ACH settings are checked by the table: routing check digits, sizes, CCD or PPD", async () => {
    for (const [key, value] of [
      ["ach.odfi_routing", "021000022"],
      ["ach.destination_routing", "12345"],
      ["ach.company_id", "123"],
      ["ach.company_name", "A name far longer than sixteen"],
      ["ach.sec_code", "WEB"],
      ["ach.unknown", "x"],
    ]) {
      expect(
        await sqlState(
          tryAs(pool, admin.caller, (c) =>
            c
              .query(
                "update public.admin_settings set value = to_jsonb($2::text) where key = $1 returning 1",
                [key, value],
              )
              .then(async (r) => {
                if (r.rowCount === 0)
                  await c.query(
                    "insert into public.admin_settings (key, value) values ($1, to_jsonb($2::text))",
                    [key, value],
                  );
              }),
          ),
        ),
        key,
      ).toBe("23514");
    }
  });
});

describe("the file's entries", () => {
  test("an admin reads each account number in clear, each read audited with who and why", async () => {
    const { who, lines } = await paidPartner("ach-file", [40]);
    const batch = await createBatch(lines);
    const entries = await actAs(pool, admin.caller, async (c) => {
      const { rows } = await c.query(
        "select * from private.ach_file_entries($1, 'NACHA file of an ACH batch')",
        [batch.id],
      );
      return rows;
    });
    expect(entries).toEqual([
      expect.objectContaining({
        partner_id: who.id,
        account_number: ACCOUNT,
        routing_number: "011000015",
        account_type: "checking",
        amount: "40.00",
      }),
    ]);
    const { rows } = await pool.query(
      `select a.user_id, a.new_values from public.audit_logs a
       join public.bank_accounts b on b.id::text = a.entity_id
       where a.entity = 'bank_account' and a.action = 'decrypted' and b.partner_id = $1`,
      [who.id],
    );
    expect(rows).toEqual([
      {
        user_id: admin.id,
        new_values: {
          field: "account_number",
          reason: "NACHA file of an ACH batch",
          achBatchId: batch.id,
        },
      },
    ]);
  });

  test("a partner cannot read the entries; no reason or an unknown batch is refused", async () => {
    const { lines } = await paidPartner("ach-file-refused", [15]);
    const batch = await createBatch(lines);
    const read = (who: TestUser, reason: string, id = batch.id) =>
      tryAs(pool, who.caller, (c) =>
        c.query("select * from private.ach_file_entries($1, $2)", [id, reason]),
      );
    expect(await sqlState(read(partner, "curious"))).toBe("42501");
    expect(await sqlState(read(admin, " "))).toBe("TP841");
    expect(await sqlState(read(admin, "x", "00000000-0000-4000-8000-000000000000"))).toBe("P0002");
  });
});

describe("returns", () => {
  test("a return reopens its payout: the lines pending again, payable again, out of the year's total; once per entry", async () => {
    const { who, lines } = await paidPartner("ach-return", [60, 40]);
    const batch = await createBatch(lines);
    const {
      rows: [entry],
    } = await pool.query("select * from public.ach_entries where batch_id = $1", [batch.id]);
    const year = Number(today().slice(0, 4));
    const yearTotal = async () =>
      (
        await pool.query("select total from public.tax_year_totals($1) where partner_id = $2", [
          year,
          who.id,
        ])
      ).rows[0]?.total ?? null;
    expect(await yearTotal()).toBe("100.00");

    const record = (trace: string, code: string) =>
      actAs(pool, admin.caller, async (c) => {
        const { rows } = await c.query("select * from public.record_ach_return($1, $2)", [
          trace,
          code,
        ]);
        return rows[0];
      });
    expect(await sqlState(record(entry.trace_number, "R34"))).toBe("TP839");
    expect(await sqlState(record("000000000000000", "R01"))).toBe("P0002");
    expect(
      await sqlState(
        tryAs(pool, partner.caller, (c) =>
          c.query("select public.record_ach_return($1, 'R01')", [entry.trace_number]),
        ),
      ),
    ).toBe("42501");
    const returned = await record(entry.trace_number, "r03");
    expect(returned).toMatchObject({ entry_id: entry.id, return_code: "R03", partner_id: who.id });
    expect(await lineRows(lines)).toEqual(
      lines.sort().map((id) => ({ id, status: "pending", payout_id: null })),
    );
    expect(await yearTotal()).toBeNull();
    expect(await sqlState(record(entry.trace_number, "R01"))).toBe("TP840");
    const { rows: audit } = await pool.query(
      "select user_id from public.audit_logs where entity = 'ach_return' and entity_id = $1",
      [entry.id],
    );
    expect(audit).toEqual([{ user_id: admin.id }]);

    // Payable again, in a later batch.
    const again = await createBatch(lines);
    expect(again.total).toBe("100.00");
    expect(await yearTotal()).toBe("100.00");
  });

  test("no client changes or deletes a batch, an entry or a return", async () => {
    for (const table of ["ach_batches", "ach_entries", "ach_returns"]) {
      for (const sql of [
        `delete from public.${table}`,
        `update public.${table} set created_at = now()`,
      ]) {
        expect(await sqlState(tryAs(pool, admin.caller, (c) => c.query(sql))), sql).toBe("42501");
      }
    }
  });

  test("amounts are numeric in SQL", async () => {
    const { rows } = await pool.query(
      `select table_name, column_name, data_type from information_schema.columns
       where table_schema = 'public' and (table_name, column_name) in
         (('ach_batches', 'total'), ('ach_entries', 'amount'))
       order by table_name`,
    );
    expect(rows.map((r) => r.data_type)).toEqual(["numeric", "numeric"]);
  });
});
