import { afterAll, describe, expect, test } from "vitest";
import { actAs, anon, ownerPool, sqlState, superuserPool, tryAs } from "../support/db-callers.ts";
import {
  adminAndPartnersBeforeAll,
  completedTour,
  createUser,
  type TestUser,
} from "../support/db-fixtures.ts";

/**
 * Tax details (W-9): the TIN is a Vault secret no client role reads, in clear or encrypted,
 * the format and certification are checked, and payouts wait for the details.
 */

const pool = ownerPool(4);
const platform = superuserPool();

const { admin, partner } = adminAndPartnersBeforeAll(pool, "tax", "partner");

afterAll(() => Promise.all([pool.end(), platform.end()]));

// Test-only numbers, well-formed for their type; never printed in a test's name.
const SSN = "219-09-9999";
const SSN_DIGITS = "219099999";
const EIN = "12-3456789";

interface W9 {
  tinType: "ssn" | "ein";
  tin: string | null;
  certified?: boolean;
  signature?: string;
}

/** save_tax_details as `who`, with the fixture profile's name (Pat Grower) as signature. */
function save(who: TestUser, w9: W9) {
  return actAs(pool, who.caller, (c) =>
    c.query(
      `select public.save_tax_details(
         'Pat Grower', 'Sunny Acres LLC', 'llc_s', $1, $2, '100 Farm Road', null, 'Healdsburg',
         'CA', '95448', $3, $4)`,
      [w9.tinType, w9.tin, w9.certified ?? true, w9.signature ?? "Pat Grower"],
    ),
  );
}

async function namedPartner(label: string, taxDetails = false) {
  const who = await createUser(pool, { label, taxDetails });
  await pool.query(
    "update public.users set first_name = 'Pat', last_name = 'Grower' where id = $1",
    [who.id],
  );
  return who;
}

function pay(lineIds: string[], total: string) {
  return actAs(pool, admin.caller, (c) =>
    c.query(
      "select * from public.pay_payable_lines($1, '2026-11-20', 'bank_transfer', 'ACH 1', $2)",
      [lineIds, total],
    ),
  );
}

describe("saving tax details", () => {
  test("a partner's W-9 keeps the last four digits, the TIN only in Vault, encrypted", async () => {
    const who = await namedPartner("tax-saver");
    await save(who, { tinType: "ssn", tin: SSN });
    const { rows } = await pool.query("select * from public.tax_details where partner_id = $1", [
      who.id,
    ]);
    expect(rows[0]).toMatchObject({
      legal_name: "Pat Grower",
      tin_type: "ssn",
      tin_last4: "9999",
      signature_data: "Pat Grower",
    });
    expect(JSON.stringify(rows[0])).not.toContain(SSN_DIGITS);
    const stored = await platform.query("select secret from vault.secrets where id = $1", [
      rows[0].tin_secret_id,
    ]);
    expect(stored.rows[0].secret).not.toContain(SSN_DIGITS);
    const clear = await platform.query(
      "select decrypted_secret from vault.decrypted_secrets where id = $1",
      [rows[0].tin_secret_id],
    );
    expect(clear.rows[0].decrypted_secret).toBe(SSN_DIGITS);
  });

  test("saving again without a TIN keeps it; a new TIN updates the same secret", async () => {
    const who = await namedPartner("tax-update");
    await save(who, { tinType: "ein", tin: EIN });
    const first = await pool.query("select * from public.tax_details where partner_id = $1", [
      who.id,
    ]);
    await save(who, { tinType: "ein", tin: null });
    await save(who, { tinType: "ssn", tin: SSN });
    const { rows } = await pool.query("select * from public.tax_details where partner_id = $1", [
      who.id,
    ]);
    expect(rows[0]).toMatchObject({ tin_type: "ssn", tin_last4: "9999" });
    expect(rows[0].tin_secret_id).toBe(first.rows[0].tin_secret_id);
  });

  test("each change of a saved W-9 is audited with who made it, by its masked fields only", async () => {
    const who = await namedPartner("tax-audit");
    await save(who, { tinType: "ein", tin: EIN });
    await save(who, { tinType: "ein", tin: null });
    await save(who, { tinType: "ssn", tin: SSN });
    const { rows } = await pool.query(
      `select user_id, action, old_values, new_values from public.audit_logs
       where entity = 'tax_details' and entity_id = $1 order by created_at, id`,
      [who.id],
    );
    // The second save changed nothing; the third changed the TIN.
    expect(rows).toEqual([
      {
        user_id: who.id,
        action: "updated",
        old_values: { tin_type: "ein", tin_last4: "6789" },
        new_values: { tin_type: "ssn", tin_last4: "9999" },
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain(SSN_DIGITS);
  });

  test("malformed TINs, a missing certification and another name as signature are refused", async () => {
    const who = await namedPartner("tax-refused");
    for (const tin of ["123-45-678", "000-12-3456", "666-12-3456", "912-34-5678", "123-00-4567"]) {
      expect(await sqlState(save(who, { tinType: "ssn", tin }))).toBe("TP821");
    }
    for (const tin of ["07-1234567", "1234567", "12-34567890"]) {
      expect(await sqlState(save(who, { tinType: "ein", tin }))).toBe("TP821");
    }
    // The first save has no TIN to keep.
    expect(await sqlState(save(who, { tinType: "ein", tin: null }))).toBe("TP821");
    expect(await sqlState(save(who, { tinType: "ein", tin: EIN, certified: false }))).toBe("TP822");
    expect(await sqlState(save(who, { tinType: "ein", tin: EIN, signature: "P G" }))).toBe("TP403");
    const { rows } = await pool.query(
      "select count(*)::int as n from public.tax_details where partner_id = $1",
      [who.id],
    );
    expect(rows[0].n).toBe(0);
  });

  test("only a partner saves their own, never anon or an admin", async () => {
    expect(
      await sqlState(
        tryAs(pool, anon, (c) =>
          c.query(
            "select public.save_tax_details('A', null, 'individual', 'ein', $1, 'x', null, 'y', 'CA', '95448', true, 'A')",
            [EIN],
          ),
        ),
      ),
    ).toBe("42501");
    expect(await sqlState(save(admin, { tinType: "ein", tin: EIN }))).toBe("42501");
  });
});

describe("nobody but the export reads a TIN", () => {
  test("anon reads no tax details, and no client reads the secret's id", async () => {
    expect(
      await sqlState(tryAs(pool, anon, (c) => c.query("select * from public.tax_details"))),
    ).toBe("42501");
    for (const who of [partner, admin]) {
      expect(
        await sqlState(
          tryAs(pool, who.caller, (c) => c.query("select tin_secret_id from public.tax_details")),
        ),
      ).toBe("42501");
      expect(
        await sqlState(tryAs(pool, who.caller, (c) => c.query("select * from public.tax_details"))),
      ).toBe("42501");
    }
  });

  test("an admin's ordinary reads see every partner's masked fields, never a TIN", async () => {
    const rows = await tryAs(pool, admin.caller, async (c) => {
      const { rows } = await c.query(
        "select partner_id, tin_type, tin_last4, legal_name from public.tax_details where partner_id = $1",
        [partner.id],
      );
      return rows;
    });
    expect(rows).toEqual([
      {
        partner_id: partner.id,
        tin_type: "ein",
        tin_last4: "6789",
        legal_name: expect.any(String),
      },
    ]);
  });

  test("a partner reads only their own row", async () => {
    const other = await namedPartner("tax-other", true);
    const rows = await tryAs(pool, other.caller, async (c) => {
      const { rows } = await c.query("select partner_id from public.tax_details");
      return rows;
    });
    expect(rows).toEqual([{ partner_id: other.id }]);
  });

  test("no client role reaches Vault or the decryption", async () => {
    for (const who of [anon, partner.caller, admin.caller]) {
      for (const sql of [
        "select * from vault.secrets",
        "select * from vault.decrypted_secrets",
        `select private.decrypt_tin('${partner.id}', 'curious', 2026)`,
      ]) {
        expect(await sqlState(tryAs(pool, who, (c) => c.query(sql)))).toBe("42501");
      }
    }
    expect(
      await sqlState(
        tryAs(pool, partner.caller, (c) =>
          c.query("select * from private.export_tax_forms(2026, 'curious')"),
        ),
      ),
    ).toBe("42501");
    expect(
      await sqlState(
        tryAs(pool, anon, (c) =>
          c.query("select * from private.export_tax_forms(2026, 'curious')"),
        ),
      ),
    ).toBe("42501");
  });
});

describe("payouts wait for tax details", () => {
  test("paying a partner without tax details is refused with TP809, then pays once they are given", async () => {
    const who = await namedPartner("tax-held");
    const { lines } = await completedTour(pool, admin, who.id, 120);
    expect(await sqlState(pay([lines[0].id], "120.00"))).toBe("TP809");
    const { rows } = await pool.query("select status from public.payable_lines where id = $1", [
      lines[0].id,
    ]);
    expect(rows[0].status).toBe("pending");
    await save(who, { tinType: "ein", tin: EIN });
    const paid = await pay([lines[0].id], "120.00");
    expect(paid.rows[0]).toMatchObject({ total: "120.00", partner_id: who.id });
  });
});
