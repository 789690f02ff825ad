import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect as baseExpect, test } from "@playwright/test";
import { ownerPool } from "../support/db-callers.ts";
import { startTour } from "../support/db-fixtures.ts";
import { csvRecords } from "../support/parse-csv.ts";
import { createCompletePartner, demo, signIn } from "./support/accounts.ts";
import { apiAs } from "./support/api.ts";
import { captureThemes, h1 } from "./support/capture.ts";
import { offlineCopies } from "./support/offline.ts";

// A W-9 typed on a phone, a payment, and the year's 1099 list and CSV, each screen in two themes.
test.describe.configure({ timeout: 240_000 });

const expect = baseExpect.configure({ timeout: 15_000 });

const PHONE = [{ width: 390, height: 844 }] as const;

// A test-only SSN, never printed in a test's name.
const SSN = "219-09-9999";
const SSN_DIGITS = "219099999";

type Api = Awaited<ReturnType<typeof apiAs>>;

/** A tour the partner bid `amount` on, accepted and completed by the admin. */
async function completedTour(partner: Api, admin: Api, title: string, amount: string) {
  const opportunity = await admin.call<{ id: string }>("POST", "/api/admin/opportunities", {
    title,
    description: "A walk through the drying barn.",
    location: "Sebastopol, CA",
    tourType: "farm",
    date: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    baseRate: "400.00",
  });
  const bid = await partner.call<{ id: string }>("POST", "/api/bids", {
    opportunityId: opportunity.id,
    amount,
  });
  const accepted = await admin.call<{ tour: { id: string } }>("PUT", `/api/admin/bids/${bid.id}`, {
    status: "accepted",
  });
  const pool = ownerPool(1);
  await startTour(pool, accepted.tour.id);
  await pool.end();
  await admin.call("PUT", `/api/admin/tours/${accepted.tour.id}`, {
    status: "completed",
    actualRevenue: amount,
    confirmNoCheckIns: true,
  });
}

test("a partner gives a W-9 on Earnings at 390 px; the admin pays and exports the year's 1099 CSV", async ({
  page,
  browser,
}) => {
  const tag = randomUUID().slice(0, 6);
  const lastName = `Taxpayer${tag}`;
  const { account, partner } = await createCompletePartner(
    {
      firstName: "Jordan",
      lastName,
      businessName: "Taxed Acres",
      businessType: "Outdoor Farm",
      businessLocation: "4 Orchard Lane, Sebastopol, CA",
    },
    { taxDetails: false },
  );
  const admin = await apiAs(demo.admin);
  await completedTour(partner, admin, `Year-end tour ${tag}`, "2000.00");

  // The partner: Earnings says payouts wait, then the W-9.
  await page.setViewportSize(PHONE[0]);
  await signIn(page, account, "/earnings");
  await expect(h1(page, "Earnings")).toBeVisible({ timeout: 30_000 });
  const hold = page.getByText("Payments to you wait until you give your tax details (W-9) below.");
  await expect(hold).toBeVisible();
  const form = page.getByRole("form", { name: "Tax details (W-9)" });
  await captureThemes(page, "earnings-tax-details-missing", form, PHONE);

  await form.getByLabel("Name (as shown on your income tax return)").fill(`Jordan ${lastName}`);
  await form.getByLabel("Federal tax classification").selectOption({
    label: "Individual/sole proprietor or single-member LLC",
  });
  await form.getByLabel("TIN type").selectOption({ label: "Social Security number (SSN)" });
  await form.getByRole("textbox", { name: "Taxpayer identification number" }).fill("666-12-3456");
  await form.getByLabel("Address", { exact: true }).fill("4 Orchard Lane");
  await form.getByLabel("City").fill("Sebastopol");
  await form.getByLabel("State").selectOption("CA");
  await form.getByLabel("ZIP code").fill("95472");
  await form.getByLabel("Signature").fill(`Jordan ${lastName}`);
  await form.getByRole("button", { name: "Save tax details" }).click();
  // The form's own checks, before anything is sent.
  await expect(form.getByText("Enter a valid SSN: nine digits, as 123-45-6789")).toBeVisible();
  await expect(form.getByText("Please certify that the information is correct")).toBeVisible();
  await form.getByRole("textbox", { name: "Taxpayer identification number" }).fill(SSN);
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Save tax details" }).click();

  const section = page.getByRole("region", { name: "Tax details (W-9)" });
  await expect(section.getByText("•••-••-9999")).toBeVisible();
  await expect(hold).toHaveCount(0);
  await captureThemes(page, "earnings-tax-details", section.getByText("•••-••-9999"), PHONE);
  // The TIN is on no screen and in no offline copy, only its last four digits.
  await expect(page.locator("body")).not.toContainText(SSN_DIGITS);
  await expect(page.locator("body")).not.toContainText(SSN);
  const copies = await offlineCopies(page);
  expect(copies).not.toContain(SSN_DIGITS);
  expect(copies).not.toContain(SSN);

  // The admin pays the line today (this year, UTC), then exports the year.
  const year = new Date().getUTCFullYear();
  const month = new Date().toISOString().slice(0, 7);
  const owed = await admin.call<{ items: { lines: { id: string }[] }[] }>(
    "GET",
    `/api/admin/payouts?partnerId=${partner.userId}&month=${month}`,
  );
  await admin.call("POST", "/api/admin/payouts", {
    lineIds: owed.items[0]?.lines.map((line) => line.id),
    paidOn: new Date().toISOString().slice(0, 10),
    method: "bank_transfer",
    reference: `ACH-${tag}`,
    total: "2000.00",
  });

  // The partner's year statement says what the platform reports.
  await page.goto(`/earnings/tax-statement?year=${year}`);
  const statement = page.getByRole("article", { name: `Year statement ${year}` });
  await expect(statement).toContainText(
    `The platform reports $2,000 in box 1 of your Form 1099-NEC for ${year}.`,
  );
  await captureThemes(page, "tax-year-statement", statement, PHONE);

  const adminContext = await browser.newContext({ viewport: PHONE[0] });
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, demo.admin, "/admin/tax-forms");
  await expect(h1(adminPage, "1099 Forms")).toBeVisible({ timeout: 30_000 });
  await adminPage.getByLabel("Tax year").selectOption(String(year));
  const row = adminPage.getByRole("row", { name: new RegExp(`Jordan ${lastName}`) });
  await expect(row).toContainText("•••-••-9999");
  await expect(row).toContainText("$2,000");
  await captureThemes(adminPage, "admin-tax-forms", row, PHONE);
  await expect(adminPage.locator("body")).not.toContainText(SSN_DIGITS);

  const [download] = await Promise.all([
    adminPage.waitForEvent("download"),
    adminPage.getByRole("button", { name: "Export 1099-NEC CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`1099-nec-${year}.csv`);
  const records = csvRecords(await readFile(await download.path(), "utf8"));
  expect(records.find((r) => r["Recipient name"] === `Jordan ${lastName}`)).toMatchObject({
    "Recipient TIN": SSN_DIGITS,
    "TIN type": "SSN",
    "Box 1 nonemployee compensation": "2000.00",
    ZIP: "95472",
  });

  // A later year's threshold, once.
  const thresholds = adminPage.getByRole("form", { name: "Add a year's threshold" });
  await thresholds.getByLabel("Year to add").fill("2100");
  await thresholds.getByLabel("Threshold (USD)").fill("abc");
  await thresholds.getByRole("button", { name: "Add threshold" }).click();
  await expect(
    thresholds.getByText("The threshold must be a positive amount with at most two decimals"),
  ).toBeVisible();
  await adminContext.close();
});
