import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { createCompletePartner, demo, signIn } from "./support/accounts.ts";
import { apiAs } from "./support/api.ts";
import { capture, h1 } from "./support/capture.ts";

// Captures at two widths with axe runs, plus fields and documents made through the API.
test.describe.configure({ timeout: 150_000 });

const tag = randomUUID().slice(0, 6);

/** Removes the fields and documents this file made, even after a failure. */
test.afterAll(async () => {
  const admin = await apiAs(demo.admin);
  const fields = await admin.call<{ id: string; fieldName: string }[]>(
    "GET",
    "/api/admin/profile-fields",
  );
  for (const field of fields.filter((item) => item.fieldName.endsWith(tag))) {
    await admin.call("DELETE", `/api/admin/profile-fields/${field.id}`);
  }
  const documents = await admin.call<{ id: string; title: string }[]>(
    "GET",
    "/api/admin/legal-documents",
  );
  for (const document of documents.filter((item) => item.title.endsWith(tag))) {
    await admin.call("DELETE", `/api/admin/legal-documents/${document.id}`);
  }
});

/** A new partner whose business profile is complete, so /profile is theirs. */
const completePartner = (names = { firstName: "Avery", lastName: "Lindqvist" }) =>
  createCompletePartner({
    ...names,
    phone: "+17075550133",
    businessName: "Lindqvist Growers",
    businessType: "Outdoor Farm",
    businessLocation: "7 Vineyard Road, Sebastopol, CA",
    expertise: ["Cannabis cultivation", "Organic growing"],
    maxGroupSize: 20,
    minHourlyRate: 80,
  });

/** The seed's required field (years in business) must be answered to save. */
async function answerRequiredFields(page: Page) {
  await page.getByLabel("Years in business (required)").fill("7");
}

const saveButton = (page: Page) => page.getByRole("button", { name: "Save Changes" });

/** The profile page once its form has loaded (the profile and the fields, on a busy machine). */
async function openProfile(page: Page, reload = false) {
  if (reload) await page.reload();
  else await page.goto("/profile");
  await expect(h1(page, "Profile Settings")).toBeVisible();
  await expect(saveButton(page)).toBeVisible({ timeout: 30_000 });
}
const toast = (page: Page, text: string) => page.getByRole("status").getByText(text).first();

test("a partner edits the business profile: messages, success, kept after reload", async ({
  page,
}) => {
  const { account } = await completePartner();
  await signIn(page, account);
  await openProfile(page);

  const summary = page.getByRole("region", { name: "Profile Summary" });
  await expect(summary).toContainText("Avery Lindqvist");
  await expect(summary).toContainText(account.email);
  await expect(summary).toContainText("Tours Completed0");
  await expect(summary).toContainText("Total Revenue$0");
  await expect(summary).toContainText("RatingNo ratings yet");
  await expect(summary).toContainText("VerificationPending");

  const businessName = page.getByLabel("Business name");
  await expect(businessName).toHaveValue("Lindqvist Growers");
  await expect(page.getByLabel("Business type")).toHaveValue("Outdoor Farm");
  await expect(page.getByLabel("Organic growing")).toBeChecked();
  await businessName.fill("");
  await saveButton(page).click();
  await expect(businessName).toHaveAccessibleDescription("Business name is required");
  await expect(page.getByLabel("Years in business (required)")).toHaveAccessibleDescription(
    "Years in business is required",
  );
  // The field the signup wizard never asked, further down, is named with its section.
  await expect(
    page
      .getByRole("alert")
      .getByText(
        "2 fields need your attention, among them under Additional Information: Years in business.",
      ),
  ).toBeVisible();
  await capture(page, "profile-errors", page.getByText("Business name is required"));

  await businessName.fill("Lindqvist Family Farm");
  await page.getByLabel("Usual hourly rate", { exact: true }).fill("95.50");
  await page.getByLabel("Product/Process education").check();
  await answerRequiredFields(page);
  await saveButton(page).click();
  await expect(toast(page, "Profile updated successfully!")).toBeVisible();

  await openProfile(page, true);
  await expect(businessName).toHaveValue("Lindqvist Family Farm");
  await expect(page.getByLabel("Usual hourly rate", { exact: true })).toHaveValue("95.50");
  await expect(page.getByLabel("Product/Process education")).toBeChecked();
  await expect(page.getByLabel("Years in business (required)")).toHaveValue("7");
  await capture(page, "profile", h1(page, "Profile Settings"));
});

test("the seeded partner with an Outdoor Farm saves the profile as it is", async ({ page }) => {
  await signIn(page, demo.partner);
  await openProfile(page);
  const businessType = page.getByLabel("Business type");
  await expect(businessType).toHaveValue("Outdoor Farm");
  // product §9's sign-up types, the wizard's list, after the placeholder.
  await expect(businessType.locator("option:not([value=''])")).toHaveText([
    "Indoor Farm",
    "Outdoor Farm",
    "Dispensary",
    "Edibles Manufacturer",
    "Testing Lab",
    "Microbusiness",
    "Concentrates/Hash Manufacturer",
    "Professional Service",
  ]);
  await saveButton(page).click();
  await expect(toast(page, "Profile updated successfully!")).toBeVisible();
  await openProfile(page, true);
  await expect(businessType).toHaveValue("Outdoor Farm");
  await expect(page.getByLabel("Business name")).toHaveValue("Green Valley Farms");
});

test("a field an admin adds appears in the profile, and its answer is saved", async ({ page }) => {
  const admin = await apiAs(demo.admin);
  const label = `Tour pace ${tag}`;
  await admin.call("POST", "/api/admin/profile-fields", {
    fieldName: `tour_pace_${tag}`,
    fieldType: "select",
    fieldLabel: label,
    fieldOptions: ["Relaxed", "Brisk"],
    isRequired: false,
    isActive: true,
    displayOrder: 9,
    category: "preferences",
  });
  const { account } = await completePartner({ firstName: "Noor", lastName: "Haddad" });
  await signIn(page, account);
  await openProfile(page);

  const pace = page.getByLabel(label);
  await expect(pace).toBeVisible();
  await expect(pace.locator("option")).toHaveText(["Select an option", "Relaxed", "Brisk"]);
  await expect(page.getByRole("heading", { level: 3, name: "Preferences" })).toBeVisible();
  await pace.selectOption("Brisk");
  // The field's own rule is checked before anything is sent.
  await page.getByLabel("Years in business (required)").fill("250");
  await saveButton(page).click();
  await expect(page.getByLabel("Years in business (required)")).toHaveAccessibleDescription(
    "Years in business must be at most 100",
  );
  await answerRequiredFields(page);
  await saveButton(page).click();
  await expect(toast(page, "Profile updated successfully!")).toBeVisible();

  await openProfile(page, true);
  await expect(page.getByLabel(label)).toHaveValue("Brisk");
});

test("a partner signs a legal document that requires a signature", async ({ page }) => {
  const admin = await apiAs(demo.admin);
  const title = `Guest Liability Waiver ${tag}`;
  await admin.call("POST", "/api/admin/legal-documents", {
    title,
    documentType: "liability_waiver",
    content: "Guests take part at their own risk.\nPartners keep the venue safe.",
    version: "1.0",
    requiresSignature: true,
    requiresAttestation: false,
  });
  const { account, partner } = await completePartner({ firstName: "Rosa", lastName: "Delgado" });
  await signIn(page, account);
  await openProfile(page);

  await expect(page.getByText(/documents? needs? your signature or confirmation/)).toBeVisible();
  const card = page.getByRole("region", { name: "Documents to sign" });
  await expect(card.getByRole("listitem").filter({ hasText: title })).toBeVisible();

  // The seed's agreement has a PDF: a link to it opens in a new tab.
  await card.getByRole("button", { name: "Review and sign Partner Services Agreement" }).click();
  const seeded = page.getByRole("dialog", { name: "Partner Services Agreement" });
  await expect(seeded.getByRole("link", { name: /View PDF/ })).toHaveAttribute(
    "href",
    /\/storage\/v1\/object\/sign\/legal-documents\//,
  );
  await expect(seeded.getByRole("link", { name: /View PDF/ })).toHaveAttribute("target", "_blank");
  await seeded.getByRole("button", { name: "Cancel" }).click();

  await card.getByRole("button", { name: `Review and sign ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog.getByText("Guests take part at their own risk.")).toBeVisible();
  await expect(dialog.getByRole("link", { name: /View PDF/ })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Sign document" }).click();
  await expect(dialog.getByLabel("Type your full name to sign")).toHaveAccessibleDescription(
    /Please type your full name to sign/,
  );
  await capture(page, "profile-sign-document", dialog.getByLabel("Type your full name to sign"));

  await dialog.getByLabel("Type your full name to sign").fill("Rosa Delgado");
  await dialog.getByRole("button", { name: "Sign document" }).click();
  await expect(toast(page, "Document signed")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole("listitem").filter({ hasText: title })).toHaveCount(0);

  const pending = await partner.call<{ title: string }[]>("GET", "/api/legal-documents/pending");
  expect(pending.map((document) => document.title)).not.toContain(title);
});
