import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { parse, validate } from "achkit";
import { ownerPool } from "../support/db-callers.ts";
import { startTour } from "../support/db-fixtures.ts";
import { csvRecords } from "../support/parse-csv.ts";
import { createCompletePartner, demo, signIn } from "./support/accounts.ts";
import { apiAs } from "./support/api.ts";
import { captureThemes, h1 } from "./support/capture.ts";
import { outboxMailsTo, portalPath } from "./support/mailbox.ts";
import { offlineCopies } from "./support/offline.ts";

// A W-9 typed on a phone, a payment, and the year's 1099 list and CSV, each screen in two themes.
test.describe.configure({ timeout: 240_000 });

const expect = baseExpect.configure({ timeout: 15_000 });

const PHONE = [{ width: 390, height: 844 }] as const;

// A test-only SSN, never printed in a test's name.
const SSN = "219-09-9999";
const SSN_DIGITS = "219099999";

type Api = Awaited<ReturnType<typeof apiAs>>;

/** A tour the partner bid `amount` on, accepted and completed by the admin; its tour id. */
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
  return accepted.tour.id;
}

/** The W-9 as the partner types it on Earnings, signed with their name. */
async function giveW9(page: Page, name: string) {
  const form = page.getByRole("form", { name: "Tax details (W-9)" });
  await form.getByLabel("Name (as shown on your income tax return)").fill(name);
  await form.getByLabel("TIN type").selectOption({ label: "Social Security number (SSN)" });
  await form.getByRole("textbox", { name: "Taxpayer identification number" }).fill(SSN);
  await form.getByLabel("Address", { exact: true }).fill("4 Orchard Lane");
  await form.getByLabel("City").fill("Sebastopol");
  await form.getByLabel("State").selectOption("CA");
  await form.getByLabel("ZIP code").fill("95472");
  await form.getByRole("checkbox").check();
  await form.getByLabel("Signature").fill(name);
  await form.getByRole("button", { name: "Save tax details" }).click();
  await expect(
    page.getByRole("region", { name: "Tax details (W-9)" }).getByText("•••-••-9999"),
  ).toBeVisible();
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

// A test-only account number, never printed in a test's name.
const ACCOUNT = "000123456789";

test("a partner gives W-9 and bank details at 390 px and confirms the account from the mail; the admin pays two months by ACH, downloads the file, records a return and exports the 1099 CSV", async ({
  page,
  browser,
}) => {
  const tag = randomUUID().slice(0, 6);
  const lastName = `Depositor${tag}`;
  const name = `Robin ${lastName}`;
  const { account, partner } = await createCompletePartner(
    {
      firstName: "Robin",
      lastName,
      businessName: "Direct Deposit Farm",
      businessType: "Outdoor Farm",
      businessLocation: "4 Orchard Lane, Sebastopol, CA",
    },
    { taxDetails: false },
  );
  const admin = await apiAs(demo.admin);
  await admin.call("PUT", "/api/admin/ach/settings", {
    companyName: "Tour Partner Co",
    companyId: "1987654321",
    odfiRouting: "021000021",
    destinationRouting: "021000021",
    destinationName: "Harbor Credit Union",
    originName: "Tour Partner Portal",
    secCode: "CCD",
  });
  // Two months owed: one tour completed last month, one this month (UTC).
  const earlier = await completedTour(partner, admin, `Last month's tour ${tag}`, "1200.00");
  await completedTour(partner, admin, `This month's tour ${tag}`, "800.00");
  const pool = ownerPool(1);
  await pool.query(
    "update public.payable_lines set earned_at = date_trunc('month', now()) - interval '1 day' where tour_id = $1",
    [earlier],
  );
  await pool.end();

  // The partner at 390 px: the W-9, then the bank account, pending until the mail's link.
  await page.setViewportSize(PHONE[0]);
  await signIn(page, account, "/earnings");
  await expect(h1(page, "Earnings")).toBeVisible({ timeout: 30_000 });
  await giveW9(page, name);
  const bank = page.getByRole("region", { name: "Bank account (direct deposit)" });
  await expect(
    bank.getByText(
      "Payments by direct deposit wait until you give a bank account below and confirm it from the e-mail we send you.",
    ),
  ).toBeVisible();
  const form = bank.getByRole("form", { name: "Bank account" });
  await form.getByLabel("Name on the account").fill(name);
  await form.getByLabel("Routing number").fill("011000016");
  await form.getByLabel("Account number").fill(ACCOUNT);
  await form.getByRole("button", { name: "Save bank account" }).click();
  await expect(
    form.getByText("Enter a valid routing number: nine digits, as printed on your checks"),
  ).toBeVisible();
  await form.getByLabel("Routing number").fill("011000015");
  await form.getByRole("button", { name: "Save bank account" }).click();
  const waiting = bank.getByText("Waiting for confirmation: Checking ••••6789");
  await expect(waiting).toBeVisible();
  await captureThemes(page, "earnings-bank-account-pending", waiting, PHONE);

  const mails = await outboxMailsTo(account.email, "Confirm your bank account for payouts");
  const mail = mails.find((m) => m.subject === "Confirm your bank account for payouts");
  if (!mail) throw new Error("no confirmation mail");
  expect(mail.text).toContain("••••6789");
  expect(mail.text).not.toContain(ACCOUNT);
  await page.goto(portalPath(mail, "/confirm-bank-account"));
  await expect(page.getByText("Your bank account ••••6789 is confirmed.")).toBeVisible();
  await page.getByRole("link", { name: "Go to Earnings" }).click();
  await expect(bank.getByText("Checking ••••6789")).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await captureThemes(page, "earnings-bank-account", bank.getByText("Checking ••••6789"), PHONE);
  await expect(page.locator("body")).not.toContainText(ACCOUNT);
  expect(await offlineCopies(page)).not.toContain(ACCOUNT);

  // The admin: both months chosen for ACH, one batch, its file.
  const adminContext = await browser.newContext({ viewport: PHONE[0], acceptDownloads: true });
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, demo.admin, "/admin/payouts");
  await expect(h1(adminPage, "Payouts")).toBeVisible({ timeout: 30_000 });
  const thisMonth = new Date().toISOString().slice(0, 7);
  const lastMonthDate = new Date();
  lastMonthDate.setUTCDate(0);
  const lastMonth = lastMonthDate.toISOString().slice(0, 7);
  const chooseBothMonths = async () => {
    for (const [month, title] of [
      [lastMonth, `Last month's tour ${tag}`],
      [thisMonth, `This month's tour ${tag}`],
    ] as const) {
      await adminPage.getByLabel("Month", { exact: true }).fill(month);
      // The month's own card, not the last month's shown while the new one loads.
      const card = adminPage
        .getByRole("article", { name: new RegExp(`^Robin ${lastName}`) })
        .filter({ hasText: title });
      await card.getByLabel(/Add to the ACH batch/).check();
    }
  };
  await chooseBothMonths();
  const bar = adminPage.getByRole("region", { name: "Pay by ACH" });
  await expect(bar.getByRole("listitem")).toHaveCount(2);
  await captureThemes(adminPage, "admin-payouts-ach", bar, PHONE);
  await bar.getByRole("button", { name: "Create ACH batch ($2,000)" }).click();
  const batch = adminPage
    .getByRole("article", { name: /^ACH batch of / })
    .filter({ hasText: name })
    .first();
  await expect(batch).toBeVisible();
  await expect(batch).toContainText("••••6789");
  await expect(adminPage.locator("body")).not.toContainText(ACCOUNT);
  const [download] = await Promise.all([
    adminPage.waitForEvent("download"),
    batch.getByRole("button", { name: "Download NACHA file" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^ach-[0-9a-f]{8}\.txt$/);
  const nacha = await readFile(await download.path(), "utf8");
  expect(validate(nacha)).toEqual({ ok: true, errors: [] });
  const entry = parse(nacha).batches[0]?.entries.find((e) => e.account.trim() === ACCOUNT);
  expect(entry?.amountCents).toBe(200000);

  // The bank returns it: R03. The months are owed again, as both sides read.
  const row = batch.getByRole("row", { name: new RegExp(name) });
  await row.getByLabel(/Return code for trace/).selectOption("R03");
  await row.getByRole("button", { name: "Record return" }).click();
  await expect(row).toContainText("Returned: R03 No account/unable to locate account");
  await captureThemes(adminPage, "admin-ach-batch-returned", row, PHONE);
  await page.reload();
  await expect(
    page.getByText("Returned by the bank: R03 No account/unable to locate account."),
  ).toBeVisible();

  // Paid again by a second batch, then the year's 1099 CSV reports it once.
  await chooseBothMonths();
  await bar.getByRole("button", { name: "Create ACH batch ($2,000)" }).click();
  await expect(bar.getByRole("listitem")).toHaveCount(0);
  const year = new Date().getUTCFullYear();
  await adminPage.goto("/admin/tax-forms");
  await adminPage.getByLabel("Tax year").selectOption(String(year));
  await expect(adminPage.getByRole("row", { name: new RegExp(name) })).toContainText("$2,000");
  const [csv] = await Promise.all([
    adminPage.waitForEvent("download"),
    adminPage.getByRole("button", { name: "Export 1099-NEC CSV" }).click(),
  ]);
  const records = csvRecords(await readFile(await csv.path(), "utf8"));
  expect(records.filter((r) => r["Recipient name"] === name)).toEqual([
    expect.objectContaining({ "Box 1 nonemployee compensation": "2000.00" }),
  ]);
  await adminContext.close();
});
