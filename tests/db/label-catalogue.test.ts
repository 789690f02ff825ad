import { afterAll, describe, expect, test } from "vitest";
import {
  catalogueLabels,
  EXPERTISE,
  LABEL_SYNONYMS,
  SERVICES,
} from "../../supabase/functions/_shared/portable/profile-options.ts";
import { actAs, ownerPool } from "../support/db-callers.ts";
import { createUser } from "../support/db-fixtures.ts";

/**
 * One catalogue of expertise and services: the profile's older labels are stored as
 * the sign-up's, through any door, and the database maps them as the shared code does.
 */

const pool = ownerPool(2);
afterAll(() => pool.end());

async function databaseLabels(labels: readonly string[]): Promise<string[]> {
  const { rows } = await pool.query("select private.catalogue_labels($1::text[]) as labels", [
    labels,
  ]);
  return rows[0].labels;
}

describe("private.catalogue_labels agrees with catalogueLabels", () => {
  test("each synonym becomes its catalogue label", async () => {
    const retired = Object.keys(LABEL_SYNONYMS);
    expect(await databaseLabels(retired)).toEqual(catalogueLabels(retired));
    expect(catalogueLabels(retired)).toEqual(Object.values(LABEL_SYNONYMS));
  });

  test("every catalogue label is itself, in its order; a label of neither list is kept", async () => {
    const labels = [...EXPERTISE, ...SERVICES, "Hydroponics"];
    expect(await databaseLabels(labels)).toEqual(labels);
    expect(catalogueLabels(labels)).toEqual(labels);
  });

  test("a label and its synonym are kept once, where the first stood", async () => {
    const labels = ["Industry history", "Product education", "Product/Process education"];
    expect(await databaseLabels(labels)).toEqual(["Industry history", "Product/Process education"]);
    expect(catalogueLabels(labels)).toEqual(["Industry history", "Product/Process education"]);
    expect(await databaseLabels([])).toEqual([]);
  });

  test("every synonym names a label of the catalogue", () => {
    const catalogue: readonly string[] = [...EXPERTISE, ...SERVICES];
    for (const label of Object.values(LABEL_SYNONYMS)) expect(catalogue).toContain(label);
    for (const label of Object.keys(LABEL_SYNONYMS)) expect(catalogue).not.toContain(label);
  });
});

describe("a profile stores the catalogue's labels", () => {
  test("a partner writing the older labels straight to the Data API stores the sign-up's", async () => {
    const partner = await createUser(pool, { label: "catalogue-partner" });
    const { rows } = await actAs(pool, partner.caller, (c) =>
      c.query(
        `update public.users set expertise = $2, services = $3 where id = $1
         returning expertise, services`,
        [
          partner.id,
          ["Product education", "Sustainable practices", "Sustainable/Organic practices"],
          ["Processing facility visits", "Business consultations"],
        ],
      ),
    );
    expect(rows[0]).toEqual({
      expertise: ["Product/Process education", "Sustainable/Organic practices"],
      services: ["Processing facility tours", "Business tours/consultations"],
    });
  });
});
