import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { addDays, differenceInCalendarMonths, format, setHours, startOfHour } from "date-fns";
import { createCompletePartner, demo, signIn } from "./support/accounts.ts";
import { apiAs } from "./support/api.ts";
import { captureThemes, h1 } from "./support/capture.ts";
import { openAt } from "./support/clock.ts";

// Two screens in two themes with axe at 390 px, a tour made through the API.
test.describe.configure({ timeout: 180_000 });

const PHONE = [{ width: 390, height: 844 }] as const;

/** Admin creates the opportunity, assigns the partner, the partner bids, the admin accepts. */
async function scheduleTour(partner: Awaited<ReturnType<typeof apiAs>>, title: string, date: Date) {
  const admin = await apiAs(demo.admin);
  const opportunity = await admin.call<{ id: string }>("POST", "/api/admin/opportunities", {
    title,
    description: "A walk through the drying room.",
    location: "Ukiah, CA",
    tourType: "dispensary",
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
  const tours = await partner.call<{ id: string; title: string }[]>("GET", "/api/tours/upcoming");
  return tours.find((tour) => tour.title === title)?.id as string;
}

test("a partner blocks a week, sees it on the calendar, and withdraws early from a tour", async ({
  page,
}) => {
  const { account, partner } = await createCompletePartner({
    firstName: "Rowan",
    lastName: "Hale",
    businessName: "Hale Dispensary Tours",
    businessType: "Dispensary",
    businessLocation: "12 State Street, Ukiah, CA",
  });
  const title = `Drying room ${randomUUID().slice(0, 6)}`;
  const today = new Date();
  const tourId = await scheduleTour(partner, title, startOfHour(setHours(addDays(today, 30), 15)));
  const first = addDays(today, 10);
  const last = addDays(first, 6);

  await page.setViewportSize(PHONE[0]);
  await openAt(page, today);
  await signIn(page, account);
  await page.goto("/calendar");
  await expect(h1(page, "Calendar")).toBeVisible();

  const daysAway = page.getByRole("region", { name: "Days away" });
  await expect(daysAway).toContainText("No days away yet.");
  await daysAway.getByLabel("First day").fill(format(first, "yyyy-MM-dd"));
  await daysAway.getByLabel("Last day").fill(format(last, "yyyy-MM-dd"));
  await daysAway.getByLabel("Note (optional)").fill("Harvest");
  await daysAway.getByRole("button", { name: "Close these days" }).click();
  const listed = daysAway.getByRole("list", { name: "Your days away" }).getByRole("listitem");
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(/^Away \w{3} \d{1,2}–(\w{3} )?\d{1,2}: Harvest/);

  for (let i = 0; i < differenceInCalendarMonths(first, today); i++) {
    await page.getByRole("button", { name: "Next month" }).click();
  }
  const blocked = page.getByRole("button", {
    name: new RegExp(`^${format(first, "EEEE, MMMM d")}.*, Away .*: Harvest$`),
  });
  await expect(blocked).toBeVisible();
  await captureThemes(page, "calendar-days-away", daysAway, PHONE);

  // The tour 30 days ahead: more than the 7 days' notice, so released at once.
  await page.goto(`/tours/${tourId}`);
  await expect(h1(page, title)).toBeVisible();
  await page.getByRole("button", { name: "Withdraw from this tour" }).click();
  const dialog = page.getByRole("dialog", { name: "Withdraw from this tour" });
  await expect(dialog).toContainText("you are released at once");
  await dialog.getByRole("button", { name: "Withdraw now" }).click();
  await expect(dialog.getByText("Say why you are withdrawing from this tour.")).toBeVisible();
  await dialog.getByLabel("Why can you no longer run it?").fill("Our guide is away that week.");
  await captureThemes(page, "tour-withdraw-dialog", dialog, PHONE);
  await dialog.getByRole("button", { name: "Withdraw now" }).click();
  await expect(page.getByText("You are released from this tour.")).toBeVisible();
  await expect(
    page.getByRole("status").filter({ hasText: "This tour was cancelled" }),
  ).toContainText("Withdrawn by the partner: Our guide is away that week.");
});
