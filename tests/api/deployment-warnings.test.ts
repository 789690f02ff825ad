import { afterAll, expect, test } from "vitest";
import { ownerPool } from "../support/db-callers.ts";
import { accountsBeforeAll } from "./support/accounts.ts";

/** The admin dashboard's figures say whether the place data is loaded (docs/api.md "AdminStats"). */

const pool = ownerPool(1);
const { admin } = accountsBeforeAll(pool, { admin: ["admin", "deploy-warning-admin"] });

afterAll(() => pool.end());

test("GET /api/admin/stats tells whether the place data is loaded", async () => {
  const { rows } = await pool.query("select exists (select 1 from private.places) as loaded");
  const { status, body } = await admin.call("GET", "/api/admin/stats");
  expect(status).toBe(200);
  expect(body.placesLoaded).toBe(rows[0].loaded);
});
