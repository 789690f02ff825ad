import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { demo, signIn } from "./support/accounts.ts";
import { apiAs } from "./support/api.ts";
import { capture, h1 } from "./support/capture.ts";

// Several dialogs, two screens captured at two widths with axe runs, and a second sign-in.
test.describe.configure({ timeout: 180_000 });

interface Field {
  id: string;
  fieldName: string;
  fieldLabel: string;
  fieldOptions: string[] | null;
}

const tag = randomUUID().slice(0, 6);
const LANGUAGES = `Tour Languages ${tag}`;
const YEARS_NAME = `years_in_business_${tag}`;

/** Removes what this file made, even after a failure, so no other spec meets it. */
test.afterAll(async () => {
  const admin = await apiAs(demo.admin);
  const fields = await admin.call<Field[]>("GET", "/api/admin/profile-fields");
  for (const field of fields.filter((item) => item.fieldName.endsWith(tag))) {
    await admin.call("DELETE", `/api/admin/profile-fields/${field.id}`);
  }
});

/** A success toast; the one before may still be fading out with the same words. */
const toast = (page: Page, text: string) => page.getByRole("status").getByText(text).first();

test("an admin adds, edits and deletes profile fields, and partners get them in their profile", async ({
  page,
  browser,
}) => {
  const admin = await apiAs(demo.admin);
  // "Years In Business" must meet a field of that name: the demo data has one; make sure.
  const existing = await admin.call<Field[]>("GET", "/api/admin/profile-fields");
  if (!existing.some((field) => field.fieldName === "years_in_business")) {
    await admin.call("POST", "/api/admin/profile-fields", {
      fieldLabel: "Years in business",
      fieldName: "years_in_business",
      fieldType: "number",
      category: "business",
    });
  }

  await signIn(page, demo.admin, "/admin/profile-fields");
  // The dev server compiles the page on its first visit, which can be slow on a busy machine.
  await expect(h1(page, "Profile Fields Editor")).toBeVisible({ timeout: 30_000 });
  const business = page.getByRole("region", { name: "Business" });
  await expect(business.getByRole("heading", { name: "Years in business" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Total Fields" })).toBeVisible();
  await capture(page, "admin-profile-fields", business);

  // The required messages, then the name made from what is typed.
  await page.getByRole("button", { name: "Add Field" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Profile Field" });
  await dialog.getByRole("button", { name: "Create Field" }).click();
  await expect(dialog.getByText("Field label is required")).toBeVisible();
  await expect(dialog.getByText("Field name is required")).toBeVisible();
  await capture(page, "admin-profile-field-dialog", dialog.getByText("Field label is required"));

  await dialog.getByLabel("Field label").fill("Years In Business");
  await expect(dialog.getByLabel("Field name")).toHaveValue("years_in_business");
  await dialog.getByLabel("Field name").fill("");
  await dialog.getByLabel("Field name").pressSequentially("Years In Business");
  await expect(dialog.getByLabel("Field name")).toHaveValue("years_in_business");
  await dialog.getByLabel("Field type").selectOption("Number");
  await dialog.getByLabel("Category").selectOption("Business");
  await dialog.getByLabel("Display order").fill("7");
  await dialog.getByLabel("Minimum value").fill("0");
  await dialog.getByLabel("Maximum value").fill("100");
  await dialog.getByRole("button", { name: "Create Field" }).click();
  // The name is taken: the server's sentence, and the dialog stays open to fix it.
  await expect(
    page.getByRole("alert").getByText("A profile field with this name already exists."),
  ).toBeVisible();
  await dialog.getByLabel("Field name").fill(`Years In Business ${tag}`);
  await expect(dialog.getByLabel("Field name")).toHaveValue(YEARS_NAME);
  await dialog.getByRole("button", { name: "Create Field" }).click();
  await expect(toast(page, "Profile field created successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();
  const years = business.getByRole("listitem").filter({ hasText: YEARS_NAME });
  await expect(years.getByText("Order 7")).toBeVisible();
  await expect(years.getByText("Number")).toBeVisible();

  // A select field with options added by Enter and by Add; a repeat is refused.
  await page.getByRole("button", { name: "Add Field" }).click();
  await dialog.getByLabel("Field label").fill(LANGUAGES);
  await dialog.getByLabel("Field type").selectOption("Select");
  await dialog.getByLabel("Category").selectOption("Preferences");
  const option = dialog.getByLabel("New option");
  await option.fill("  English ");
  await option.press("Enter");
  await option.fill("Spanish");
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await option.fill("English");
  await option.press("Enter");
  await expect(dialog.getByText('"English" is already an option')).toBeVisible();
  await option.fill("French");
  await option.press("Enter");
  await expect(dialog.getByRole("list", { name: "Options" }).getByRole("listitem")).toHaveText([
    "English",
    "Spanish",
    "French",
  ]);
  await dialog.getByRole("button", { name: "Create Field" }).click();
  await expect(toast(page, "Profile field created successfully!")).toBeVisible();
  const preferences = page.getByRole("region", { name: "Preferences" });
  const languages = preferences.getByRole("listitem").filter({ hasText: LANGUAGES });
  await expect(languages.getByText("3 options")).toBeVisible();

  // Edit: the name is fixed; one more option, a new order.
  await page.getByRole("button", { name: `Edit ${LANGUAGES}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Profile Field" });
  await expect(edit.getByLabel("Field name")).toBeDisabled();
  await expect(edit.getByLabel("Field name")).toHaveValue(`tour_languages_${tag}`);
  await edit.getByRole("button", { name: "Remove option Spanish" }).click();
  await edit.getByLabel("New option").fill("German");
  await edit.getByLabel("New option").press("Enter");
  await edit.getByLabel("Display order").fill("2");
  await edit.getByRole("button", { name: "Update Field" }).click();
  await expect(toast(page, "Profile field updated successfully!")).toBeVisible();
  await expect(languages.getByText("3 options")).toBeVisible();
  await expect(languages.getByText("Order 2")).toBeVisible();

  // Delete asks first: Cancel keeps the field, Delete Field removes it.
  await page.getByRole("button", { name: `Delete Years In Business`, exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Profile Field" });
  await expect(confirm.getByText(YEARS_NAME)).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(years).toBeVisible();
  await page.getByRole("button", { name: `Delete Years In Business`, exact: true }).click();
  await confirm.getByRole("button", { name: "Delete Field" }).click();
  await expect(toast(page, "Profile field deleted successfully!")).toBeVisible();
  await expect(years).toHaveCount(0);

  // A partner's view: the active fields of GET /api/profile-fields, and the profile form.
  const partner = await apiAs(demo.partner);
  const partnerFields = await partner.call<Field[]>("GET", "/api/profile-fields");
  expect(partnerFields.find((field) => field.fieldLabel === LANGUAGES)?.fieldOptions).toEqual([
    "English",
    "French",
    "German",
  ]);
  expect(partnerFields.some((field) => field.fieldName === YEARS_NAME)).toBe(false);

  const partnerPage = await (await browser.newContext()).newPage();
  await signIn(partnerPage, demo.partner, "/profile");
  const select = partnerPage.getByLabel(LANGUAGES);
  await expect(select).toBeVisible({ timeout: 30_000 });
  await expect(select.locator("option")).toHaveText([/.*/, "English", "French", "German"]);
  await expect(partnerPage.getByLabel(/Years In Business/)).toHaveCount(0);
});
