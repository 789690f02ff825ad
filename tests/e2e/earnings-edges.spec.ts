import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { ownerPool } from "../support/db-callers.ts";
import { startTour } from "../support/db-fixtures.ts";
import { createCompletePartner, demo, signIn } from "./support/accounts.ts";
import { apiAs } from "./support/api.ts";
import { h1 } from "./support/capture.ts";
import { clockEdges, openAt, zonedInstant } from "./support/clock.ts";

// Per edge: one tour made and completed through the API, then Earnings read as a table.
test.describe.configure({ timeout: 120_000 });

const TOUR_ZONE = "America/Los_Angeles";
/** The months the API and the chart name: UTC calendar months. */
const monthKey = (at: Date) => at.toISOString().slice(0, 7);
const monthName = (key: string) =>
  new Date(`${key}-01T00:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/** A tour bid at $210.00, accepted, begun and completed: one line earned now. */
async function completedTour(title: string) {
  const { account, partner } = await createCompletePartner({
    firstName: "Edge",
    lastName: `Earnings${title.slice(-6)}`,
    businessName: `Haddad Farms ${title}`,
    businessType: "Outdoor Farm",
    businessLocation: "4 Barn Lane, Sebastopol, CA",
  });
  const admin = await apiAs(demo.admin);
  const opportunity = await admin.call<{ id: string }>("POST", "/api/admin/opportunities", {
    title,
    description: "A walk through the drying barn.",
    location: "Sebastopol, CA",
    tourType: "farm",
    date: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    baseRate: "200.00",
  });
  const bid = await partner.call<{ id: string }>("POST", "/api/bids", {
    opportunityId: opportunity.id,
    amount: "210",
  });
  const accepted = await admin.call<{ tour: { id: string } }>("PUT", `/api/admin/bids/${bid.id}`, {
    status: "accepted",
  });
  const pool = ownerPool(1);
  await startTour(pool, accepted.tour.id);
  await pool.end();
  await admin.call("PUT", `/api/admin/tours/${accepted.tour.id}`, {
    status: "completed",
    confirmNoCheckIns: true,
    actualRevenue: "260.00",
  });
  return account;
}

// The first of a month and New Year's Eve, whose evening in California is New Year's Day in
// UTC: the chart's twelve months end with the browser's month, and this month's line sits in
// the month it was earned in, a year boundary or not.
for (const edge of clockEdges(TOUR_ZONE).filter((e) => /first day|New Year/.test(e.name))) {
  test(`Earnings' twelve months on ${edge.name} (${edge.now} on the tour's clock)`, async ({
    page,
  }) => {
    const earned = monthKey(new Date());
    const account = await completedTour(`Barn walk ${randomUUID().slice(0, 6)}`);
    const now = zonedInstant(edge.now, TOUR_ZONE);

    await openAt(page, now);
    await signIn(page, account);
    await page.goto("/earnings");
    await expect(h1(page, "Earnings")).toBeVisible();
    await page.getByText("Figures as a table").first().click();
    const table = page.getByRole("table", { name: "Paid and pending earnings by month" });
    const rows = table.getByRole("row");
    await expect(rows).toHaveCount(13);

    // Oldest first: eleven months before the browser's, then its own.
    const shown = monthKey(now);
    const first = new Date(`${shown}-01T00:00:00Z`);
    first.setUTCMonth(first.getUTCMonth() - 11);
    await expect(rows.nth(1)).toContainText(monthName(monthKey(first)));
    await expect(rows.nth(12)).toContainText(monthName(shown));
    await expect(table.getByRole("row", { name: new RegExp(monthName(earned)) })).toContainText(
      "$210",
    );
    if (shown !== earned) {
      await expect(rows.nth(12)).not.toContainText("$210");
    }
  });
}
