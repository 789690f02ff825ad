import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { anonClient } from "../support/clients.ts";
import { ownerPool } from "../support/db-callers.ts";
import { createPartner, type Partner } from "./support/accounts.ts";
import { callApi } from "./support/call-api.ts";

const pool = ownerPool(3);

afterAll(() => pool.end());

const validProfile = {
  businessName: "Green Acres Tours",
  businessType: "Indoor Farm",
  location: "Healdsburg, CA",
  expertise: ["Cannabis cultivation"],
  services: ["Farm tours", "Educational sessions"],
  maxGroupSize: 12,
  hourlyRate: "85.50",
};

/** Valid answers to every required active field (the seed has some), so a save can pass. */
async function answersToRequiredFields() {
  const { rows } = await pool.query(
    `select field_name, field_type, field_options from public.profile_fields
     where is_active and is_required`,
  );
  const answers: Record<string, unknown> = {};
  for (const row of rows) {
    answers[row.field_name] =
      row.field_type === "number"
        ? 5
        : ["checkbox", "contract", "legal_agreement"].includes(row.field_type)
          ? true
          : row.field_type === "date"
            ? "2025-01-05"
            : row.field_type === "select"
              ? row.field_options[0]
              : row.field_type === "multiselect"
                ? [row.field_options[0]]
                : "ABC-123";
  }
  return answers;
}

const validSignup = {
  firstName: "Maya",
  lastName: "Green",
  email: "maya@example.test",
  phone: "+17075550123",
  businessName: "Green Valley Farms",
  businessType: "Outdoor Farm",
  businessLocation: "1200 Westside Road, Healdsburg, CA",
  expertise: ["Cannabis cultivation", "Industry history"],
  services: ["Farm tours"],
  availability: ["Friday", "Saturday"],
  maxGroupSize: 10,
  minHourlyRate: 50,
};

describe("PUT /api/profile", () => {
  let partner: Partner;
  beforeAll(async () => {
    partner = await createPartner(pool, "profile");
  });

  test("saves the business profile and answers with the profile", async () => {
    const { data, error } = await partner.client.functions.invoke("api/profile", {
      method: "PUT",
      body: validProfile,
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: partner.id,
      businessName: "Green Acres Tours",
      businessType: "Indoor Farm",
      location: "Healdsburg, CA",
      expertise: ["Cannabis cultivation"],
      services: ["Farm tours", "Educational sessions"],
      maxGroupSize: 12,
      hourlyRate: "85.50",
      profileComplete: true,
    });
  });

  test.each([
    ["businessName", "  ", "Business name is required"],
    ["businessType", "spaceship", "Business type is required"],
    // The tour types are no business types any more (product §9's sign-up types are the list).
    ["businessType", "farm", "Business type is required"],
    ["location", "", "Location is required"],
    ["expertise", [], "At least one expertise is required"],
    ["services", [], "At least one service is required"],
    ["maxGroupSize", 0, "Group size must be at least 1"],
    ["maxGroupSize", 2.5, "Group size must be a whole number"],
    ["maxGroupSize", 1001, "Group size cannot exceed 1000"],
    ["hourlyRate", "-1", "Hourly rate must be a positive number"],
    ["hourlyRate", "abc", "Hourly rate must be a positive number"],
    ["hourlyRate", "10000.01", "Rate cannot exceed $10,000"],
  ])("400 when %s is %j: %s", async (field, value, message) => {
    const { status, body } = await partner.call("PUT", "/api/profile", {
      ...validProfile,
      [field]: value,
    });
    expect(status).toBe(400);
    expect(body).toEqual({ message, fieldErrors: { [field]: [message] } });
  });

  test("checks custom field answers against the active fields' rules", async () => {
    const name = `years_${randomUUID().slice(0, 8)}`;
    const choice = `contact_${randomUUID().slice(0, 8)}`;
    await pool.query(
      `insert into public.profile_fields (field_name, field_type, field_label, is_required, validation_rules)
       values ($1, 'number', 'Years operating', false, '{"min": 0, "max": 100}')`,
      [name],
    );
    await pool.query(
      `insert into public.profile_fields (field_name, field_type, field_label, field_options)
       values ($1, 'select', 'Contact by', array['Email', 'Phone'])`,
      [choice],
    );
    const bad = await partner.call("PUT", "/api/profile", {
      ...validProfile,
      customFields: { [name]: 150, [choice]: "Pigeon", nonsense: "x" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({
      [`customFields.${name}`]: ["Years operating must be at most 100"],
      [`customFields.${choice}`]: ["Contact by must be one of its options"],
      "customFields.nonsense": ["Unknown profile field"],
    });

    const good = await partner.call("PUT", "/api/profile", {
      ...validProfile,
      customFields: { ...(await answersToRequiredFields()), [name]: "12", [choice]: "Phone" },
    });
    expect(good.status).toBe(200);
    expect(good.body.customFields).toMatchObject({ [name]: 12, [choice]: "Phone" });
  });

  test("a required custom field must be answered once it is sent", async () => {
    const fresh = await createPartner(pool, "custom-required");
    const { rows } = await pool.query(
      "select field_name from public.profile_fields where is_active and is_required order by field_name",
    );
    const { status, body } = await fresh.call("PUT", "/api/profile", {
      ...validProfile,
      customFields: {},
    });
    expect(rows.length).toBeGreaterThan(0); // the seed has required fields
    expect(status).toBe(400);
    for (const row of rows) {
      expect(body.fieldErrors[`customFields.${row.field_name}`]?.[0]).toMatch(/is required$/);
    }
  });

  test("an inactive user cannot change their profile", async () => {
    const inactive = await createPartner(pool, "inactive");
    await pool.query("update public.users set is_active = false where id = $1", [inactive.id]);
    const { status, body } = await inactive.call("PUT", "/api/profile", validProfile);
    expect(status).toBe(403);
    expect(body.message).toBe("Your account is inactive.");
  });
});

/** PUT /api/profile's body from the profile as GET /api/auth/user answers it. */
function profileAsSaved(profile: Record<string, unknown>) {
  return {
    businessName: profile.businessName,
    businessType: profile.businessType,
    location: profile.location ?? profile.businessLocation,
    expertise: profile.expertise,
    services: profile.services,
    maxGroupSize: profile.maxGroupSize,
    hourlyRate: profile.hourlyRate ?? profile.minHourlyRate,
    customFields: profile.customFields,
  };
}

describe("every sign-up business type saves on the profile", () => {
  test("the seeded partner with Outdoor Farm saves the profile unchanged", async () => {
    const { data } = await anonClient().auth.signInWithPassword({
      email: "green.valley@tourpartner.test",
      password: "Partner123!",
    });
    const token = data.session?.access_token;
    const before = await callApi(token, "GET", "/api/auth/user");
    expect(before.body.businessType).toBe("Outdoor Farm");

    const saved = await callApi(token, "PUT", "/api/profile", profileAsSaved(before.body));
    expect(saved.status).toBe(200);
    // GET /api/auth/user adds how the account signs in and its team; PUT answers the profile alone.
    const { updatedAt: _before, authProvider: _provider, team: _team, ...unchanged } = before.body;
    const { updatedAt: _after, ...after } = saved.body;
    expect(after).toEqual(unchanged);
  });

  test("a partner signed up as Indoor Farm saves the profile the wizard made", async () => {
    const fresh = await createPartner(pool, "signup-indoor", {});
    const signup = await fresh.call("POST", "/api/signup", {
      ...validSignup,
      email: fresh.email,
      businessType: "Indoor Farm",
    });
    expect(signup.status).toBe(200);
    const saved = await fresh.call("PUT", "/api/profile", {
      ...profileAsSaved(signup.body),
      customFields: await answersToRequiredFields(),
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      businessType: "Indoor Farm",
      location: "1200 Westside Road, Healdsburg, CA",
    });
  });
});

describe("POST /api/signup", () => {
  let unsigned: Partner;
  beforeAll(async () => {
    unsigned = await createPartner(pool, "signup-invalid", {});
  });

  test("completes a new account's profile", async () => {
    const fresh = await createPartner(pool, "signup", {});
    const before = await fresh.call("GET", "/api/auth/user");
    expect(before.body.profileComplete).toBe(false);
    const { data, error } = await fresh.client.functions.invoke("api/signup", {
      method: "POST",
      body: { ...validSignup, email: fresh.email },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      email: fresh.email,
      firstName: "Maya",
      lastName: "Green",
      phone: "+17075550123",
      businessName: "Green Valley Farms",
      businessType: "Outdoor Farm",
      businessLocation: "1200 Westside Road, Healdsburg, CA",
      location: "1200 Westside Road, Healdsburg, CA",
      availability: ["Friday", "Saturday"],
      maxGroupSize: 10,
      minHourlyRate: "50.00",
      profileComplete: true,
    });
  });

  test.each([
    ["firstName", "", "First name is required"],
    ["lastName", " ", "Last name is required"],
    ["email", "not-an-email", "Please enter a valid email address"],
    ["phone", "0123", "Please enter a valid phone number"],
    ["phone", "+1234567890123456789", "Please enter a valid phone number"],
    ["businessName", "", "Business name is required"],
    ["businessType", "", "Please select a business type"],
    ["businessLocation", "Main", "Please enter a complete address"],
    ["expertise", [], "Please select at least one area of expertise"],
    ["services", [], "Please select at least one service offered"],
    ["availability", [], "Please select at least one day"],
    ["maxGroupSize", 0, "Group size must be at least 1"],
    ["maxGroupSize", 1001, "Group size cannot exceed 1000"],
    ["minHourlyRate", -1, "Rate cannot be negative"],
    ["minHourlyRate", 10001, "Rate cannot exceed $10,000"],
  ])("400 when %s is %j: %s", async (field, value, message) => {
    const { status, body } = await unsigned.call("POST", "/api/signup", {
      ...validSignup,
      [field]: value,
    });
    expect(status).toBe(400);
    expect(body).toEqual({ message, fieldErrors: { [field]: [message] } });
  });
});

describe("GET /api/profile-fields", () => {
  test("lists the active fields by category and display order", async () => {
    const partner = await createPartner(pool, "fields");
    const { data, error } = await partner.client.functions.invoke("api/profile-fields", {
      method: "GET",
    });
    expect(error).toBeNull();
    const seeded = (data as { fieldName: string }[]).filter((f) =>
      ["company_bio", "years_in_business", "insurance_provider", "parking_notes"].includes(
        f.fieldName,
      ),
    );
    expect(seeded.map((f) => f.fieldName)).toEqual([
      "company_bio",
      "years_in_business",
      "insurance_provider",
    ]);
    // No custom field asks for a licence beside the Cannabis Licences section.
    expect(data.filter((f: { fieldLabel: string }) => /licen[cs]e/i.test(f.fieldLabel))).toEqual(
      [],
    );
    expect(data.every((f: { isActive: boolean }) => f.isActive)).toBe(true);
  });
});
