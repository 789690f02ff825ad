import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { addDays, differenceInCalendarMonths, format, setHours, startOfHour } from "date-fns";
import { createCompletePartner, demo, signIn } from "./support/accounts.ts";
import { apiAs } from "./support/api.ts";
import { capture, h1 } from "./support/capture.ts";
import { openAt } from "./support/clock.ts";

// Two captures at two widths with axe runs, a tour made through the API, the feed fetched.
test.describe.configure({ timeout: 150_000 });

/** Admin creates the opportunity, assigns the partner, the partner bids, the admin accepts. */
async function scheduleTour(partner: Awaited<ReturnType<typeof apiAs>>, title: string, date: Date) {
  const admin = await apiAs(demo.admin);
  const opportunity = await admin.call<{ id: string }>("POST", "/api/admin/opportunities", {
    title,
    description: "A walk through the sales floor and the vault.",
    location: "Ukiah, CA",
    tourType: "dispensary",
    // The day and time on Ukiah's clock, as the admin form sends them.
    date: format(date, "yyyy-MM-dd'T'HH:mm"),
    baseRate: "240.00",
  });
  await admin.call("POST", `/api/admin/opportunities/${opportunity.id}/assign`, {
    userIds: [partner.userId],
  });
  const bid = await partner.call<{ id: string }>("POST", "/api/bids", {
    opportunityId: opportunity.id,
    amount: "250",
  });
  await admin.call("PUT", `/api/admin/bids/${bid.id}`, { status: "accepted" });
}

test("a partner finds a scheduled tour in the month grid and the sidebar, and subscribes to it", async ({
  page,
  request,
}) => {
  const { account, partner } = await createCompletePartner({
    firstName: "Casey",
    lastName: "Moreno",
    businessName: "Moreno Dispensary Tours",
    businessType: "Dispensary",
    businessLocation: "40 Main Street, Ukiah, CA",
  });
  const title = `Vault walk ${randomUUID().slice(0, 6)}`;
  // The browser's today is fixed at this moment (calendar-edges.spec.ts opens it on the edges).
  const today = new Date();
  // Six weeks ahead at 3 PM in Ukiah: always a later month than this one.
  const date = startOfHour(setHours(addDays(today, 45), 15));
  await scheduleTour(partner, title, date);

  await openAt(page, today);
  await signIn(page, account);
  await page.goto("/calendar");
  await expect(h1(page, "Calendar")).toBeVisible();
  const monthHeading = page.getByRole("heading", {
    level: 2,
    name: format(today, "MMMM yyyy"),
  });
  await expect(monthHeading).toBeVisible();
  await expect(page.getByRole("table", { name: format(today, "MMMM yyyy") })).toBeVisible();
  await expect(page.locator('[aria-current="date"]')).toHaveAccessibleName(/, today/);

  // The sidebar: title, scheduled badge, date, time and the agreed amount (the bid, not the
  // opportunity's base rate of $240).
  const upcoming = page.getByRole("region", { name: "Upcoming Tours" });
  const item = upcoming.getByRole("listitem").filter({ hasText: title });
  await expect(item).toContainText("scheduled");
  await expect(item).toContainText(new RegExp(`${format(date, "MMM d, yyyy")} 3:00 PM P[SD]T`));
  await expect(item).toContainText("Agreed amount $250");
  await expect(item).not.toContainText("$240");

  // Forward to the tour's month: it sits in its day cell, and the month's card counts it.
  for (let i = 0; i < differenceInCalendarMonths(date, today); i++) {
    await page.getByRole("button", { name: "Next month" }).click();
  }
  const tourMonth = format(date, "MMMM yyyy");
  await expect(page.getByRole("heading", { level: 2, name: tourMonth })).toBeVisible();
  const cell = page.getByRole("button", {
    name: new RegExp(`^${format(date, "EEEE, MMMM d")}, 1 tour`),
  });
  await expect(cell).toContainText(title);
  await expect(cell).toContainText(/3:00 PM P[SD]T/);
  const thisMonth = page.getByRole("region", { name: "Selected Month" });
  await expect(thisMonth).toContainText("Scheduled tours1");
  await expect(thisMonth).toContainText("Expected revenue$250");
  await expect(thisMonth).toContainText(`Busiest Day${format(date, "MMM d, yyyy")} (1 tour)`);
  // The chosen day's tours are listed under the grid (what a phone reads).
  const dayList = page.getByRole("region", { name: format(date, "EEEE, MMMM d") });
  await expect(dayList).toContainText(title);
  await expect(dayList).toContainText("Agreed amount $250");
  await capture(page, "calendar-tour-month", cell);

  // Back one month: the heading follows, and the tour is not in that month.
  await page.getByRole("button", { name: "Previous month" }).click();
  const previous = format(
    addDays(new Date(date.getFullYear(), date.getMonth(), 1), -1),
    "MMMM yyyy",
  );
  await expect(page.getByRole("heading", { level: 2, name: previous })).toBeVisible();
  await expect(page.getByRole("table", { name: previous })).not.toContainText(title);
  // Exactly "Today": the grid's day cells are named "Tuesday, December 1, today" too. It is
  // off while this month is shown (the tour is one or two months ahead, by the day of the month).
  const todayButton = page.getByRole("button", { name: "Today", exact: true });
  if (previous === format(today, "MMMM yyyy")) await expect(todayButton).toBeDisabled();
  else await todayButton.click();
  await expect(monthHeading).toBeVisible();
  await capture(page, "calendar", monthHeading);

  // The private feed: shown, fetched as a calendar app would, reset, turned off.
  await page.getByRole("button", { name: "Subscribe in Google / Apple Calendar" }).click();
  const dialog = page.getByRole("dialog", { name: "Subscribe in Google / Apple Calendar" });
  const link = dialog.getByLabel("Your private calendar link");
  await expect(link).toHaveValue(/\/functions\/v1\/calendar-feed\?token=[0-9a-f]{64}$/);
  await expect(dialog).toContainText("This link is private");
  const url = await link.inputValue();
  const webcal = url.replace(/^https?:/, "webcal:");
  await expect(dialog.getByRole("link", { name: "Add to Apple Calendar" })).toHaveAttribute(
    "href",
    webcal,
  );
  await expect(dialog.getByRole("link", { name: /Add to Google Calendar/ })).toHaveAttribute(
    "href",
    `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
  );
  await capture(page, "calendar-subscribe", link);

  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  expect(await feed.text()).toContain(`SUMMARY:${title}`);

  await dialog.getByRole("button", { name: "Reset link" }).click();
  await expect(dialog.getByText(/The old link stops working/)).toBeVisible();
  await dialog.getByRole("button", { name: "Yes, reset link" }).click();
  await expect(link).not.toHaveValue(url);
  expect((await request.get(url)).status()).toBe(404);
  const newUrl = await link.inputValue();
  expect(await (await request.get(newUrl)).text()).toContain(`SUMMARY:${title}`);

  await dialog.getByRole("button", { name: "Turn off" }).click();
  await dialog.getByRole("button", { name: "Yes, turn off" }).click();
  await expect(page.getByText("Calendar feed turned off")).toBeVisible();
  await expect(page.getByText(/Your calendar feed is off/)).toBeVisible();
  expect((await request.get(newUrl)).status()).toBe(404);
});
