import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, test } from "vitest";
import {
  BUILT_IN_FIELD_KEYS,
  builtInFieldProblem,
} from "../../supabase/functions/_shared/portable/built-in-fields.ts";
import { ownerPool, sqlState } from "../support/db-callers.ts";

/**
 * One field per fact: a custom profile field may not repeat what every profile holds, nor ask
 * for a licence (TP003), whoever writes it; and the API's list is the database's.
 */

const pool = ownerPool(2);
afterAll(() => pool.end());

const insertField = (name: string, label: string) =>
  pool.query(
    "insert into public.profile_fields (field_name, field_type, field_label) values ($1, 'text', $2)",
    [name, label],
  );

describe("profile_fields: no built-in fact again (TP003)", () => {
  test("every built-in name is refused, as a name and as a label", async () => {
    for (const key of BUILT_IN_FIELD_KEYS) {
      expect(await sqlState(insertField(key, `Extra ${randomUUID().slice(0, 6)}`))).toBe("TP003");
      const label = key.replaceAll("_", " ");
      expect(await sqlState(insertField(`f_${randomUUID().slice(0, 8)}`, label))).toBe("TP003");
    }
  });

  test("a licence in the name or label is refused; an edit into one too", async () => {
    expect(await sqlState(insertField(`f_${randomUUID().slice(0, 8)}`, "State licence no."))).toBe(
      "TP003",
    );
    expect(await sqlState(insertField("cannabis_license_id", "Permit"))).toBe("TP003");
    const name = `tasting_${randomUUID().slice(0, 8)}`;
    await insertField(name, "Tasting room hours");
    expect(
      await sqlState(
        pool.query(
          "update public.profile_fields set field_label = 'License' where field_name = $1",
          [name],
        ),
      ),
    ).toBe("TP003");
  });

  test("the API's rule and the database's answer the same", async () => {
    const cases: [string, string][] = [
      ["years_in_business", "Years in business"],
      ["insurance_provider", "Insurance provider"],
      ["contact", "Phone Number"],
      ["x", "Hourly-Rate"],
      ["state_licence", "State"],
      ["permit", "Cannabis License"],
      ["tour_area", "Area"],
      ["company_bio", "Company bio"],
    ];
    for (const [name, label] of cases) {
      const { rows } = await pool.query<{ problem: string | null }>(
        "select private.built_in_field_problem($1, $2) as problem",
        [name, label],
      );
      expect(rows[0]?.problem ?? undefined, `${name} / ${label}`).toBe(
        builtInFieldProblem(name, label),
      );
    }
  });
});
