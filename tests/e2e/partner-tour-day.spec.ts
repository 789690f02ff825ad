import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import {
  formatTourDate,
  formatTourTime,
} from "../../supabase/functions/_shared/portable/tour-time.ts";
import { createCompletePartner, signIn } from "./support/accounts.ts";
import { captureThemes, h1, journeyViewports, viewports } from "./support/capture.ts";
import { scheduleTour } from "./support/tours.ts";

// Captures at two widths in two themes with axe runs, and a tour made through the API.
test.describe.configure({ timeout: 180_000 });

// The tour page and Today are a journey's (1280 and 390 px) and a phone's first pages (375 px).
const TOUR_DAY_WIDTHS = [...journeyViewports, viewports[1]];

test("a partner taps a tour in the calendar and finds everything for the day, and it leads Today @new-york", async ({
  page,
}) => {
  const { account, partner } = await createCompletePartner({
    firstName: "Maya",
    lastName: "Rivera",
    businessName: "Rivera Family Farm",
    businessType: "Outdoor Farm",
    businessLocation: "1200 Westside Road, Healdsburg, CA",
  });
  const title = `Sunrise walk ${randomUUID().slice(0, 6)}`;
  // Two hours ahead: today, or tomorrow late in the evening; the Today view shows both.
  const startsAt = new Date(Date.now() + 2 * 3_600_000);
  const { tourId } = await scheduleTour(partner, title, startsAt);

  await signIn(page, account);
  await page.goto("/calendar");
  await page
    .getByRole("region", { name: "Upcoming Tours" })
    .getByRole("link", { name: title })
    .click();
  await expect(page).toHaveURL(`/tours/${tourId}`);
  await expect(h1(page, title)).toBeVisible();
  await expect(page).toHaveTitle(`${title} · Tour Partner Portal`);

  await expect(page.getByRole("link", { name: "Call +14155550123" })).toHaveAttribute(
    "href",
    "tel:+14155550123",
  );
  await expect(
    page.getByRole("link", { name: "Email priya.shah@acme-retreats.test" }),
  ).toHaveAttribute("href", /^mailto:priya\.shah@acme-retreats\.test\?subject=/);
  await expect(page.getByRole("link", { name: /^Open in Maps/ })).toHaveAttribute(
    "href",
    "https://www.google.com/maps/search/?api=1&query=1200%20Westside%20Road%2C%20Healdsburg%2C%20CA",
  );
  const main = page.getByRole("main");
  await expect(main).toContainText("12 guests · Corporate · 21+");
  // On the tour's clock (Healdsburg's), not the browser's.
  await expect(main).toContainText(formatTourDate(startsAt, "America/Los_Angeles"));
  await expect(main).toContainText(formatTourTime(startsAt, "America/Los_Angeles"));
  await expect(main).toContainText("Two guests are vegetarian.");
  await expect(main).toContainText("Wheelchair accessible");
  await expect(main).toContainText("$475");
  await expect(main).toContainText("Refreshments provided (+$25)");
  // The admins' internal notes stay theirs.
  await expect(main).not.toContainText("Budget approved");

  // Add to calendar: a file the calendar app opens, named after the tour.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Add to calendar" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^sunrise-walk-[a-z0-9-]+\.ics$/);
  await captureThemes(page, "tour-page", h1(page, title), TOUR_DAY_WIDTHS);

  // Today: the tour, its address, client and group, linking back to its page.
  await page.goto("/today");
  await expect(h1(page, "Today")).toBeVisible();
  const item = page.getByRole("article", { name: title });
  await expect(item).toContainText("1200 Westside Road, Healdsburg, CA");
  await expect(item.getByRole("link", { name: "Call +14155550123" })).toBeVisible();
  await expect(item).toContainText("12 guests");
  await expect(item).toContainText("Two guests are vegetarian.");
  await captureThemes(page, "today", item, TOUR_DAY_WIDTHS);
  await item.getByRole("link", { name: title, exact: true }).click();
  await expect(page).toHaveURL(`/tours/${tourId}`);

  // On a phone the dashboard leads with the day, before the four figures.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  await page.getByRole("button", { name: "Navigation menu" }).click();
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Today" }),
  ).toBeVisible();
  await page.keyboard.press("Escape");
  const today = page.getByRole("region", { name: "Today" });
  await expect(today.getByRole("link", { name: title })).toBeVisible();
  const revenue = page.getByText("Total Revenue");
  await expect(revenue).toBeVisible();
  const todayTop = (await today.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
  const revenueTop = (await revenue.boundingBox())?.y ?? 0;
  expect(todayTop).toBeLessThan(revenueTop);
});

test("another partner opening the tour's address gets Tour not found, and nothing of it", async ({
  page,
}) => {
  const owner = await createCompletePartner({
    firstName: "Ana",
    lastName: "Lopez",
    businessName: "Lopez Farm",
    businessType: "Outdoor Farm",
    businessLocation: "Santa Rosa, CA",
  });
  const stranger = await createCompletePartner({
    firstName: "Ben",
    lastName: "Cole",
    businessName: "Cole Farm",
    businessType: "Outdoor Farm",
    businessLocation: "Petaluma, CA",
  });
  const title = `Private walk ${randomUUID().slice(0, 6)}`;
  const { tourId } = await scheduleTour(
    owner.partner,
    title,
    new Date(Date.now() + 5 * 86_400_000),
  );
  await signIn(page, stranger.account);
  await page.goto(`/tours/${tourId}`);
  await expect(h1(page, "Tour not found")).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText(title);
  await expect(page.getByRole("main")).not.toContainText("+14155550123");
});
