import { afterAll, describe, expect, test } from "vitest";
import { ownerPool } from "../support/db-callers.ts";
import { createBid, createLicence, createOpportunity } from "../support/db-fixtures.ts";
import { accountsBeforeAll } from "./support/accounts.ts";
import { opportunityPayload } from "./support/opportunities.ts";

/**
 * The licence rule through the API's doors: a bid whose partner no longer meets it is shown to
 * the admin with the reason and cannot be accepted (409), a partner without the licence cannot
 * be assigned (409), and a tour's requirement cannot be added under an unlicensed partner.
 */

const pool = ownerPool(2);
const REQUIRED = "Cannabis license required";

const { admin, partner, bystander } = accountsBeforeAll(pool, {
  admin: ["admin", "doors-api-admin"],
  partner: ["partner", "doors-api-partner"],
  bystander: ["partner", "doors-api-bystander"],
});

afterAll(() => pool.end());

describe("a bid whose partner's licence was rejected after bidding", () => {
  test("is listed with the reason and refused on accept with 409 and a sentence", async () => {
    const licence = await createLicence(pool, partner, { status: "approved" });
    const tour = await createOpportunity(pool, { requirements: [REQUIRED] });
    const bid = await createBid(pool, tour, partner.id);
    await pool.query(
      "update public.partner_licences set status = 'rejected', rejection_reason = 'Revoked by the state' where id = $1",
      [licence],
    );
    const reason =
      "This tour requires an approved, unexpired CA cannabis licence: the partner's licence was rejected (Revoked by the state).";

    const { body } = await admin.call("GET", `/api/admin/opportunities/${tour}/bids`);
    expect(body.bids.map((b: { id: string; licenceShortfall: string }) => b)).toEqual([
      expect.objectContaining({ id: bid, licenceShortfall: reason }),
    ]);

    const accepted = await admin.call("PUT", `/api/admin/bids/${bid}`, { status: "accepted" });
    expect(accepted.status).toBe(409);
    expect(accepted.body).toEqual({ message: reason });
    const { rows } = await pool.query("select status from public.bids where id = $1", [bid]);
    expect(rows[0].status).toBe("pending");
  });

  test("a bid that still qualifies shows no reason", async () => {
    await createLicence(pool, bystander, { status: "approved" });
    const tour = await createOpportunity(pool, { requirements: [REQUIRED] });
    await createBid(pool, tour, bystander.id);
    const { body } = await admin.call("GET", `/api/admin/opportunities/${tour}/bids`);
    expect(body.bids[0].licenceShortfall).toBeNull();
  });
});

describe("assigning and editing through the API", () => {
  test("assigning a partner without the tour's licence is a 409 naming the rule", async () => {
    const tour = await createOpportunity(pool, {
      location: "Denver, CO",
      requirements: [REQUIRED],
    });
    const { status, body } = await admin.call("POST", `/api/admin/opportunities/${tour}/assign`, {
      userIds: [partner.id],
    });
    expect(status).toBe(409);
    expect(body.message).toBe(
      "This tour requires an approved, unexpired CO cannabis licence, and the partner holds no CO licence.",
    );
  });

  test("adding the requirement while an unlicensed partner is assigned is a 409 naming them", async () => {
    const created = await admin.call(
      "POST",
      "/api/admin/opportunities",
      opportunityPayload({ location: "Portland, OR", assignedPartners: [partner.id] }),
    );
    expect(created.status).toBe(201);
    const { status, body } = await admin.call(
      "PUT",
      `/api/admin/opportunities/${created.body.id}`,
      opportunityPayload({ location: "Portland, OR", requirements: [REQUIRED] }),
    );
    expect(status).toBe(409);
    expect(body.message).toMatch(
      /^This change requires an approved, unexpired OR cannabis licence/,
    );
    expect(body.message).toContain("Sunny Acres (assigned)");
  });
});
