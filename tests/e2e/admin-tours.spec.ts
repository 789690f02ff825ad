import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { addDays } from "date-fns";
import { formatTourTime } from "../../supabase/functions/_shared/portable/tour-time.ts";
import { ownerPool } from "../support/db-callers.ts";
import { createCompletePartner, demo, signIn } from "./support/accounts.ts";
import { apiAs } from "./support/api.ts";
import { captureThemes, h1 } from "./support/capture.ts";

// Captures at two widths in two themes with axe runs, and tours made through the API.
test.describe.configure({ timeout: 180_000 });

const pool = ownerPool(1);
test.afterAll(() => pool.end());

const toast = (page: Page, text: string) => page.getByRole("status").getByText(text);

/** A tour the real way: the admin creates and accepts, the partner bids. Its tour's id. */
async function scheduleTour(
  partner: Awaited<ReturnType<typeof apiAs>>,
  title: string,
  date: Date,
): Promise<string> {
  const admin = await apiAs(demo.admin);
  const opportunity = await admin.call<{ id: string }>("POST", "/api/admin/opportunities", {
    title,
    description: "A walk through the rows at harvest.",
    location: "Healdsburg, CA",
    tourType: "farm",
    date: date.toISOString(),
    baseRate: "380.00",
  });
  const bid = await partner.call<{ id: string }>("POST", "/api/bids", {
    opportunityId: opportunity.id,
    amount: "395",
  });
  const accepted = await admin.call<{ tour: { id: string } }>("PUT", `/api/admin/bids/${bid.id}`, {
    status: "accepted",
  });
  return accepted.tour.id;
}

/**
 * The tour began a minute ago, as if it had been booked earlier: tours can only be booked
 * ahead, so it is moved back as `postgres`, the way the demo data makes its history.
 */
async function startedAMinuteAgo(tourId: string) {
  const started = new Date(Date.now() - 60_000);
  await pool.query(
    `update public.opportunities set date = $2
     where id = (select opportunity_id from public.tours where id = $1)`,
    [tourId, started],
  );
  await pool.query("update public.tours set scheduled_for = $2 where id = $1", [tourId, started]);
  return started;
}

test("an admin signs in to the console, finds today's tour first on Tours and completes it @new-york", async ({
  page,
}) => {
  const stamp = randomUUID().slice(0, 6);
  const { partner } = await createCompletePartner({
    firstName: "Rowan",
    lastName: `Tours${stamp}`,
    businessName: `Rowan ${stamp} Farm`,
    businessType: "Outdoor Farm",
    businessLocation: "8 Vine Lane, Healdsburg, CA",
  });
  const todayTitle = `Harvest walk ${stamp}`;
  const todayTour = await scheduleTour(partner, todayTitle, addDays(new Date(), 2));
  const started = await startedAMinuteAgo(todayTour);
  const laterTitle = `Cellar visit ${stamp}`;
  await scheduleTour(partner, laterTitle, addDays(new Date(), 9));

  await signIn(page, demo.admin);
  await expect(page).toHaveURL("/admin");
  await expect(h1(page, "Admin Dashboard")).toBeVisible({ timeout: 20_000 });
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Tours", exact: true })
    .click();
  await expect(h1(page, "Tours")).toBeVisible({ timeout: 20_000 });

  // Scheduled, today's first: the tour that has begun heads the list under Today.
  await expect(page.getByRole("button", { name: "Scheduled", pressed: true })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2 }).first()).toHaveText("Today");
  const todayRow = main.getByRole("listitem").filter({ hasText: todayTitle });
  await expect(todayRow).toContainText(`Rowan Tours${stamp}`);
  await expect(todayRow).toContainText("Healdsburg, CA · Agreed amount $395");
  // On the tour's clock (Healdsburg's), not the browser's.
  await expect(todayRow).toContainText(formatTourTime(started, "America/Los_Angeles"));
  await expect(main.getByRole("listitem").first()).toContainText(todayTitle);
  // A tour still ahead can be cancelled, not completed.
  const laterRow = main.getByRole("listitem").filter({ hasText: laterTitle });
  await expect(laterRow.getByRole("button", { name: /^Cancel/ })).toBeVisible();
  await expect(laterRow.getByRole("button", { name: /^Complete/ })).toHaveCount(0);
  await captureThemes(page, "admin-tours", todayRow);

  // Completing it: the client's price is asked, not pre-filled with the partner's amount, and
  // the dialog says the partner is paid the agreed amount whatever it is.
  await todayRow
    .getByRole("button", { name: `Complete ${todayTitle} with Rowan Tours${stamp}` })
    .click();
  const complete = page.getByRole("dialog", { name: "Complete Tour" });
  const price = complete.getByLabel("Client's price");
  await expect(price).toHaveValue("");
  await expect(price).toHaveAccessibleDescription(
    "What the client paid for the tour. The partner is paid the agreed amount, $395, whatever this says.",
  );
  await price.fill("410");
  await complete.getByLabel("Rating").selectOption({ label: "5 stars" });
  await complete.getByLabel("Feedback").fill("The guests stayed for the sunset.");
  await complete.getByLabel("Complete it anyway: no guest was checked in on this tour").check();
  await captureThemes(page, "admin-tours-complete", complete);
  await complete.getByRole("button", { name: "Complete Tour" }).click();
  await expect(toast(page, "Tour completed.")).toBeVisible();
  await expect(main.getByRole("listitem").filter({ hasText: todayTitle })).toHaveCount(0);

  // Recent: the finished tours, the latest first.
  await page.getByRole("button", { name: "Recent" }).click();
  await expect(page).toHaveURL("/admin/tours?view=recent");
  const done = main.getByRole("listitem").filter({ hasText: todayTitle });
  await expect(done.getByText("Completed", { exact: true })).toBeVisible();
  // Nothing to cancel or complete any more; its guest list stays open to the admin.
  await expect(done.getByRole("button", { name: /^(Cancel|Complete)/ })).toHaveCount(0);
  await expect(done.getByRole("button")).toHaveText([/^Guests/]);
  // Both figures, each named: Payouts owes the agreed amount, the client paid the other.
  await expect(done).toContainText("Agreed amount $395 · Client's price $410");
  await captureThemes(page, "admin-tours-recent", done);

  // The partner link opens the user list on that partner.
  await done.getByRole("link", { name: `Rowan Tours${stamp}` }).click();
  await expect(h1(page, "User Management")).toBeVisible();
  await expect(main.getByText(`Rowan ${stamp} Farm`)).toBeVisible();
});
