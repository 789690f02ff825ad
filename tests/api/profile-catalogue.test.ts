import { afterAll, expect, test } from "vitest";
import { BUSINESS_TYPES } from "../../supabase/functions/_shared/portable/profile-options.ts";
import { ownerPool } from "../support/db-callers.ts";
import { createPartner } from "./support/accounts.ts";

/** One list: the profile's older labels are saved as the sign-up's, each once. */

const pool = ownerPool(2);
afterAll(() => pool.end());

test("PUT /api/profile saves the older labels as the catalogue's, each once", async () => {
  const partner = await createPartner(pool, "catalogue-labels");
  const saved = await partner.call("PUT", "/api/profile", {
    businessName: "Green Acres Tours",
    businessType: BUSINESS_TYPES[0],
    location: "Healdsburg, CA",
    expertise: ["Product education", "Product/Process education", "Sustainable practices"],
    services: ["Processing facility visits", "Business consultations", "Farm tours"],
    maxGroupSize: 12,
    hourlyRate: "85.50",
  });
  expect(saved.status).toBe(200);
  const expected = {
    expertise: ["Product/Process education", "Sustainable/Organic practices"],
    services: ["Processing facility tours", "Business tours/consultations", "Farm tours"],
  };
  expect(saved.body).toMatchObject(expected);
  const { rows } = await pool.query("select expertise, services from public.users where id = $1", [
    partner.id,
  ]);
  expect(rows[0]).toEqual(expected);
});
