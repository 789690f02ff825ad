import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, test } from "vitest";
import { ownerPool } from "../support/db-callers.ts";
import { accountsBeforeAll } from "./support/accounts.ts";

const pool = ownerPool(2);

const { admin, partner } = accountsBeforeAll(pool, {
  admin: ["admin", "fields-admin"],
  partner: ["partner", "fields-partner"],
});

afterAll(() => pool.end());

const unique = () => randomUUID().slice(0, 6);

describe("the profile field form (product §5)", () => {
  const RULES: [name: string, payload: Record<string, unknown>, field: string, message: string][] =
    [
      [
        "label required",
        { fieldLabel: " ", fieldName: "a", fieldType: "text" },
        "fieldLabel",
        "Field label is required",
      ],
      [
        "name required",
        { fieldLabel: "A", fieldName: "", fieldType: "text" },
        "fieldName",
        "Field name is required",
      ],
      [
        "name made of letters, digits and underscores",
        { fieldLabel: "A", fieldName: "bad-name!", fieldType: "text" },
        "fieldName",
        "Field name may only contain lowercase letters, numbers and underscores",
      ],
      [
        "type one of the list",
        { fieldLabel: "A", fieldName: "a", fieldType: "color" },
        "fieldType",
        "Please select a field type",
      ],
      [
        "display order not negative",
        { fieldLabel: "A", fieldName: "a", fieldType: "text", displayOrder: -1 },
        "displayOrder",
        "Display order cannot be negative",
      ],
    ];

  test.each(RULES)("%s", async (_name, payload, field, message) => {
    const { status, body } = await admin.call("POST", "/api/admin/profile-fields", payload);
    expect(status).toBe(400);
    expect(body.fieldErrors[field]).toEqual([message]);
  });

  test("on create the name is lowercased with underscores; options trimmed, unique; order invalid → 0", async () => {
    const name = `Years In Business ${unique()}`;
    const { status, body } = await admin.call("POST", "/api/admin/profile-fields", {
      fieldLabel: "Years in business",
      fieldName: name,
      fieldType: "select",
      fieldOptions: [" 1-5 ", "1-5", "", "6+"],
      displayOrder: "soon",
      category: "business",
      isRequired: true,
      validationRules: { min: 1 },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      fieldName: name.toLowerCase().replace(/ /g, "_"),
      fieldLabel: "Years in business",
      fieldType: "select",
      fieldOptions: ["1-5", "6+"],
      displayOrder: 0,
      category: "business",
      isRequired: true,
      isActive: true,
      validationRules: { min: 1 },
    });
  });

  test("options only for select and multiselect; empty options are null", async () => {
    const text = await admin.call("POST", "/api/admin/profile-fields", {
      fieldLabel: "Motto",
      fieldName: `motto_${unique()}`,
      fieldType: "text",
      fieldOptions: ["ignored"],
    });
    expect(text.body.fieldOptions).toBeNull();
    const emptySelect = await admin.call("POST", "/api/admin/profile-fields", {
      fieldLabel: "Pick",
      fieldName: `pick_${unique()}`,
      fieldType: "multiselect",
      fieldOptions: ["  "],
    });
    expect(emptySelect.body.fieldOptions).toBeNull();
  });
});

describe("profile fields may not repeat what every profile has", () => {
  test.each([
    ["Phone number", `contact_${unique()}`, "Every profile already has this"],
    ["Minimum hourly rate", `rate_${unique()}`, "Every profile already has this"],
    ["Business address", `where_${unique()}`, "Every profile already has this"],
    ["Extra", "hourly_rate", "Every profile already has this"],
    ["State license number", `state_no_${unique()}`, "Licences have their own section"],
    ["Cannabis licence", `cannabis_${unique()}`, "Licences have their own section"],
  ])("refuses %s (%s): 400 under the label", async (fieldLabel, fieldName, start) => {
    const { status, body } = await admin.call("POST", "/api/admin/profile-fields", {
      fieldLabel,
      fieldName,
      fieldType: "text",
    });
    expect(status).toBe(400);
    expect(body.fieldErrors.fieldLabel[0]).toMatch(new RegExp(`^${start}`));
  });

  test("an edit may not rename a field into one", async () => {
    const fieldName = `harvest_${unique()}`;
    const created = await admin.call("POST", "/api/admin/profile-fields", {
      fieldLabel: "Harvest months",
      fieldName,
      fieldType: "text",
    });
    expect(created.status).toBe(201);
    const edited = await admin.call("PUT", `/api/admin/profile-fields/${created.body.id}`, {
      fieldLabel: "Licence number",
      fieldName,
      fieldType: "text",
    });
    expect(edited.status).toBe(400);
    expect(edited.body.fieldErrors).toEqual({
      fieldLabel: [
        "Licences have their own section on every profile: a custom field may not ask for one",
      ],
    });
  });
});

describe("profile fields: create, edit, delete", () => {
  test("round trip: the partner sees active fields only; the name cannot change; delete", async () => {
    const fieldName = `insurance_policy_${unique()}`;
    const created = await admin.call("POST", "/api/admin/profile-fields", {
      fieldLabel: "Insurance policy",
      fieldName,
      fieldType: "text",
      category: "credentials",
      displayOrder: 3,
    });
    expect(created.status).toBe(201);
    const id = created.body.id;

    const list = await admin.call("GET", "/api/admin/profile-fields");
    expect(list.body.map((field: { id: string }) => field.id)).toContain(id);

    const edited = await admin.call("PUT", `/api/admin/profile-fields/${id}`, {
      fieldLabel: "Insurance policy number",
      fieldName,
      fieldType: "text",
      category: "credentials",
      displayOrder: 4,
      isActive: false,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      fieldLabel: "Insurance policy number",
      isActive: false,
      displayOrder: 4,
    });

    const partnerView = await partner.call("GET", "/api/profile-fields");
    expect(partnerView.status).toBe(200);
    expect(JSON.stringify(partnerView.body)).not.toContain(fieldName);

    const renamed = await admin.call("PUT", `/api/admin/profile-fields/${id}`, {
      fieldLabel: "Insurance policy number",
      fieldName: `${fieldName}_2`,
      fieldType: "text",
    });
    expect(renamed.status).toBe(409);

    const twin = await admin.call("POST", "/api/admin/profile-fields", {
      fieldLabel: "Again",
      fieldName,
      fieldType: "text",
    });
    expect(twin.status).toBe(409);
    expect(twin.body.message).toBe("A profile field with this name already exists.");

    const deleted = await admin.call("DELETE", `/api/admin/profile-fields/${id}`);
    expect(deleted.body).toEqual({ id, deleted: true });
    expect((await admin.call("DELETE", `/api/admin/profile-fields/${id}`)).status).toBe(404);
    const edit = await admin.call("PUT", `/api/admin/profile-fields/${id}`, {
      fieldLabel: "X",
      fieldName,
      fieldType: "text",
    });
    expect(edit.status).toBe(404);
  });

  test("the list is grouped by category, then display order", async () => {
    const { body } = await admin.call("GET", "/api/admin/profile-fields");
    const keys = body.map((field: { category: string; displayOrder: number }) => [
      ["basic", "business", "expertise", "credentials", "capabilities", "preferences"].indexOf(
        field.category,
      ),
      field.displayOrder,
    ]);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(keys).toEqual(sorted);
  });
});
