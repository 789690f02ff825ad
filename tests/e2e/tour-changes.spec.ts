import { randomUUID } from "node:crypto";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { addDays, format } from "date-fns";
import { createCompletePartner, demo, signIn } from "./support/accounts.ts";
import { apiAs } from "./support/api.ts";
import { captureThemes, h1 } from "./support/capture.ts";

// Two accounts, two browser zones, two widths in two themes with axe runs.
test.describe.configure({ timeout: 240_000 });

/** The partner's My Bids row of the tour, on the dashboard. */
async function myBidRow(page: Page, title: string) {
  await page.goto("/");
  const card = page.getByRole("region", { name: "My Bids" });
  const row = card.getByRole("listitem").filter({ hasText: title });
  await expect(row).toBeVisible();
  return row;
}

/** The tour's time as a browser on another clock shows it, in the partner's session. */
async function shownIn(signedIn: Page, browser: Browser, timezoneId: string, title: string) {
  const storageState = await signedIn.context().storageState();
  const context = await browser.newContext({ timezoneId, storageState });
  const page = await context.newPage();
  const text = (await (await myBidRow(page, title)).locator("time").first().textContent()) ?? "";
  await context.close();
  return text;
}

test("an award the organiser cancels says so in the partner's bids, calendar and dashboard, at the tour's own time wherever they are @new-york", async ({
  page,
  browser,
}) => {
  const stamp = randomUUID().slice(0, 6);
  const { account, partner } = await createCompletePartner({
    firstName: "Rosa",
    lastName: `Flood${stamp}`,
    businessName: `Rosa ${stamp} Farm Tours`,
    businessType: "Outdoor Farm",
    businessLocation: "5 River Road, Ukiah, CA",
  });
  const admin = await apiAs(demo.admin);
  const title = `River walk ${stamp}`;
  // 10:00 on Ukiah's clock, twelve days ahead: what the admin typed.
  const day = addDays(new Date(), 12);
  const opportunity = await admin.call<{ id: string; timeZone: string }>(
    "POST",
    "/api/admin/opportunities",
    {
      title,
      description: "A walk along the river terraces.",
      location: "Ukiah, CA",
      date: `${format(day, "yyyy-MM-dd")}T10:00`,
      baseRate: "300.00",
    },
  );
  expect(opportunity.timeZone).toBe("America/Los_Angeles");
  const placed = await partner.call<{ id: string }>("POST", "/api/bids", {
    opportunityId: opportunity.id,
    amount: "345",
  });
  await admin.call("PUT", `/api/admin/bids/${placed.id}`, { status: "accepted" });

  // The tour's time is Ukiah's, in this browser and in one on New York's clock and on UTC.
  const time = new RegExp(`^${format(day, "MMM d, yyyy")} 10:00 AM P[SD]T$`);
  await signIn(page, account);
  const accepted = await myBidRow(page, title);
  await expect(accepted.getByText("accepted", { exact: true })).toBeVisible();
  await expect(accepted.locator("time").first()).toHaveText(time);
  const inNewYork = await shownIn(page, browser, "America/New_York", title);
  const inUtc = await shownIn(page, browser, "UTC", title);
  expect(inNewYork).toMatch(time);
  expect(inUtc).toBe(inNewYork);

  await admin.call("POST", `/api/admin/opportunities/${opportunity.id}/cancel`, {
    reason: "Venue flooded",
  });

  // My Bids: no longer "accepted", but cancelled, with the organiser's reason.
  const cancelled = await myBidRow(page, title);
  await expect(cancelled.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(cancelled.getByText("accepted", { exact: true })).toHaveCount(0);
  await expect(cancelled).toContainText("Cancelled by the organiser: Venue flooded");
  await captureThemes(page, "my-bids-cancelled", cancelled);

  // The dashboard's schedule keeps it, marked.
  const schedule = page.getByRole("region", { name: "Upcoming Schedule" });
  await expect(schedule.getByRole("listitem").filter({ hasText: title })).toContainText(
    "Cancelled by the organiser: Venue flooded",
  );

  // The calendar: the tour stays in its place, marked cancelled, with the reason.
  await page.goto("/calendar");
  await expect(h1(page, "Calendar")).toBeVisible();
  const upcoming = page.getByRole("region", { name: "Upcoming Tours" });
  const item = upcoming.getByRole("listitem").filter({ hasText: title });
  await expect(item).toContainText("cancelled");
  await expect(item).toContainText("Cancelled by the organiser: Venue flooded");
  await expect(item.locator("time")).toHaveText(time);
  await captureThemes(page, "calendar-cancelled", item);

  // And the bell told them once, as a cancellation.
  const { items } = await partner.call<{ items: { type: string; title: string }[] }>(
    "GET",
    "/api/notifications?pageSize=50",
  );
  expect(items.filter((n) => n.type === "tour_cancelled")).toHaveLength(1);
});
