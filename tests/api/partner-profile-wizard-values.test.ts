import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { BUSINESS_TYPES } from "../../supabase/functions/_shared/portable/profile-options.ts";
import { ownerPool } from "../support/db-callers.ts";
import { createPartner, type Partner } from "./support/accounts.ts";

/** Every value the signup wizard asks is editable with PUT /api/profile, under the wizard's rules. */

const pool = ownerPool(2);
afterAll(() => pool.end());

const business = {
  businessName: "Green Acres Tours",
  businessType: BUSINESS_TYPES[0],
  location: "Healdsburg, CA",
  expertise: ["Cannabis cultivation"],
  services: ["Farm tours"],
  maxGroupSize: 12,
  hourlyRate: "85.50",
};

const wizardValues = {
  firstName: "Rosa",
  lastName: "Delgado",
  phone: "+17075550188",
  businessLocation: "88 Vine Street, Sebastopol, CA",
  availability: ["Tuesday", "Sunday"],
  minHourlyRate: 72.5,
  travelRadius: 35,
};

describe("PUT /api/profile: the wizard's values", () => {
  let partner: Partner;
  beforeAll(async () => {
    partner = await createPartner(pool, "wizard-values");
  });

  test("saves each one, and the next read of the profile shows them", async () => {
    const saved = await partner.call("PUT", "/api/profile", { ...business, ...wizardValues });
    expect(saved.status).toBe(200);
    const expected = { ...wizardValues, minHourlyRate: "72.50" };
    expect(saved.body).toMatchObject(expected);
    const reread = await partner.call("GET", "/api/auth/user");
    expect(reread.body).toMatchObject(expected);
    const { rows } = await pool.query(
      `select first_name, phone, availability, min_hourly_rate::text, travel_radius
       from public.users where id = $1`,
      [partner.id],
    );
    expect(rows[0]).toEqual({
      first_name: "Rosa",
      phone: "+17075550188",
      availability: ["Tuesday", "Sunday"],
      min_hourly_rate: "72.50",
      travel_radius: 35,
    });
  });

  test("a phone number written as people do is kept as its digits, by the API and the database", async () => {
    const fresh = await createPartner(pool, "wizard-values-phone");
    const answer = await fresh.call("PUT", "/api/profile", {
      ...business,
      phone: "(707) 555-0142",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.phone).toBe("7075550142");
    // A write that skips the API (PostgREST, the owner) is kept the same way.
    await pool.query("update public.users set phone = '+1 707.555.0199' where id = $1", [fresh.id]);
    const { rows } = await pool.query("select phone from public.users where id = $1", [fresh.id]);
    expect(rows[0]?.phone).toBe("+17075550199");
    const refused = await fresh.call("PUT", "/api/profile", { ...business, phone: "707 555 CALL" });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors.phone).toEqual(["Please enter a valid phone number"]);
  });

  test("a value left out stays as saved; a null travel radius clears it", async () => {
    const fresh = await createPartner(pool, "wizard-values-kept");
    await fresh.call("PUT", "/api/profile", { ...business, ...wizardValues });
    const answer = await fresh.call("PUT", "/api/profile", {
      ...business,
      minHourlyRate: 90,
      travelRadius: null,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      firstName: "Rosa",
      phone: "+17075550188",
      availability: ["Tuesday", "Sunday"],
      minHourlyRate: "90.00",
      travelRadius: null,
    });
  });

  test.each([
    ["firstName", " ", "First name is required"],
    ["lastName", "", "Last name is required"],
    ["phone", "0123", "Please enter a valid phone number"],
    ["phone", "+1234567890123456789", "Please enter a valid phone number"],
    ["businessLocation", "Home", "Please enter a complete address"],
    ["availability", [], "Please select at least one day"],
    ["availability", ["Someday"], "Please select at least one day"],
    ["minHourlyRate", -1, "Rate cannot be negative"],
    ["minHourlyRate", 10000.01, "Rate cannot exceed $10,000"],
    ["travelRadius", 4, "Travel radius must be 5 to 500 miles"],
    ["travelRadius", 501, "Travel radius must be 5 to 500 miles"],
    ["travelRadius", 12.5, "Travel radius must be 5 to 500 miles"],
  ])("%s = %j is refused with the wizard's message", async (field, value, message) => {
    const { status, body } = await partner.call("PUT", "/api/profile", {
      ...business,
      [field]: value,
    });
    expect(status).toBe(400);
    expect(body.fieldErrors[field]?.[0] ?? body.fieldErrors[`${field}.0`]?.[0]).toBe(message);
  });

  test("the database refuses what the rules refuse, whoever writes", async () => {
    for (const [column, value] of [
      ["first_name", "  "],
      ["last_name", ""],
      ["phone", "0123"],
      ["business_location", "Home"],
      ["availability", ["Someday"]],
      ["min_hourly_rate", 10000.01],
      ["travel_radius", 501],
    ] as const) {
      await expect(
        pool.query(`update public.users set ${column} = $2 where id = $1`, [partner.id, value]),
        column,
      ).rejects.toMatchObject({ code: "23514" });
    }
  });
});

describe("POST /api/signup: the travel radius", () => {
  const signup = {
    firstName: "Rosa",
    lastName: "Delgado",
    phone: "+17075550188",
    businessName: "Delgado Farms",
    businessType: "Outdoor Farm",
    businessLocation: "88 Vine Street, Sebastopol, CA",
    expertise: ["Cannabis cultivation"],
    services: ["Farm tours"],
    availability: ["Friday"],
    maxGroupSize: 10,
    minHourlyRate: 50,
  };

  test("is saved when given, under the profile's rule, and optional", async () => {
    const given = await createPartner(pool, "signup-radius", {});
    const saved = await given.call("POST", "/api/signup", {
      ...signup,
      email: given.email,
      travelRadius: 40,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.travelRadius).toBe(40);

    const refused = await given.call("POST", "/api/signup", {
      ...signup,
      email: given.email,
      travelRadius: 600,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors.travelRadius).toEqual(["Travel radius must be 5 to 500 miles"]);

    const without = await createPartner(pool, "signup-no-radius", {});
    const plain = await without.call("POST", "/api/signup", { ...signup, email: without.email });
    expect(plain.status).toBe(200);
    expect(plain.body.travelRadius).toBeNull();
  });
});
