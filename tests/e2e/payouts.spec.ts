import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { ownerPool } from "../support/db-callers.ts";
import { startTour } from "../support/db-fixtures.ts";
import { csvRecords } from "../support/parse-csv.ts";
import { createCompletePartner, demo, signIn } from "./support/accounts.ts";
import { apiAs } from "./support/api.ts";
import { h1 } from "./support/capture.ts";

test.describe.configure({ timeout: 150_000 });

type Api = Awaited<ReturnType<typeof apiAs>>;

/** A tour the partner bid `amount` on, accepted and completed by the admin (another revenue). */
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
  // Its start has come: a tour is completed only once it has begun.
  const pool = ownerPool(1);
  await startTour(pool, accepted.tour.id);
  await pool.end();
  await admin.call("PUT", `/api/admin/tours/${accepted.tour.id}`, {
    status: "completed",
    confirmNoCheckIns: true,
    actualRevenue: "999.00",
    rating: 5,
  });
}

test("an admin pays a partner's month and the partner sees it on Earnings", async ({
  page,
  browser,
}) => {
  const tag = randomUUID().slice(0, 6);
  const { account, partner } = await createCompletePartner({
    firstName: "Casey",
    lastName: `Rivers${tag}`,
    businessName: "Rivers Ranch",
    businessType: "Outdoor Farm",
    businessLocation: "9 Creek Road, Sebastopol, CA",
  });
  const admin = await apiAs(demo.admin);
  await completedTour(partner, admin, `Barn tour ${tag}`, "300.00");
  await completedTour(partner, admin, `Cure room tour ${tag}`, "125.50");

  const now = new Date();
  const month = now.toISOString().slice(0, 7);
  const monthName = now.toLocaleDateString("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

  // The admin pays the month.
  await signIn(page, demo.admin);
  await page.goto("/admin/payouts");
  await expect(h1(page, "Payouts")).toBeVisible({ timeout: 30_000 });
  await page.getByLabel("Month").fill(month);
  const card = page.getByRole("article", { name: `Casey Rivers${tag} · ${monthName}` });
  await expect(card).toContainText("Outstanding$425.50");
  await card.getByRole("button", { name: "Select all pending" }).click();
  await card.getByRole("button", { name: "Pay selected (2)" }).click();
  const dialog = page.getByRole("dialog", { name: "Mark Lines Paid" });
  await expect(dialog).toContainText("total $425.50");
  await dialog.getByLabel("Method").selectOption("Check");
  await dialog.getByLabel("Reference").fill(`CHK-${tag}`);
  await dialog.getByRole("button", { name: "Mark Paid" }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText("Paid$425.50");
  await expect(card).toContainText("Outstanding$0");
  await expect(card.getByRole("button", { name: "Pay selected (0)" })).toBeDisabled();

  // The partner sees the payment and downloads the month's statement.
  const partnerContext = await browser.newContext();
  const partnerPage = await partnerContext.newPage();
  await signIn(partnerPage, account);
  await partnerPage
    .getByRole("navigation", { name: "Main" })
    .first()
    .getByRole("link", { name: "Earnings" })
    .click();
  await expect(h1(partnerPage, "Earnings")).toBeVisible({ timeout: 30_000 });
  const monthCard = partnerPage.getByRole("article", { name: monthName });
  await expect(monthCard).toContainText("Paid $425.50 · Pending $0");
  const payment = partnerPage.getByRole("article", { name: "Payment of $425.50" });
  await expect(payment).toContainText(`Check · Reference CHK-${tag}`);
  await expect(payment.getByRole("row")).toHaveCount(3);

  const downloading = partnerPage.waitForEvent("download");
  await monthCard.getByRole("button", { name: "Download statement" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`statement-${month}.csv`);
  const records = csvRecords(await readFile((await download.path()) as string, "utf8"));
  expect(records.map((r) => [r.Tour, r.Amount, r.Status, r.Method, r.Reference])).toEqual([
    [`Barn tour ${tag}`, "300.00", "paid", "Check", `CHK-${tag}`],
    [`Cure room tour ${tag}`, "125.50", "paid", "Check", `CHK-${tag}`],
  ]);
  await partnerContext.close();
});
