import { randomUUID } from "node:crypto";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { mailsTo, runSendEmail } from "../api/support/email.ts";
import { ownerPool } from "../support/db-callers.ts";
import { startTour } from "../support/db-fixtures.ts";
import { createCompletePartner, demo, signIn } from "./support/accounts.ts";
import { apiAs } from "./support/api.ts";
import { captureThemes, h1 } from "./support/capture.ts";
import { scheduleTour } from "./support/tours.ts";

// Each wait is for a condition; the room is for a machine busy with other stacks.
test.describe.configure({ timeout: 150_000 });

const PHONE = { width: 390, height: 844 } as const;
type Api = Awaited<ReturnType<typeof apiAs>>;

/** A tour the partner bid `amount` on, accepted, begun and completed by the admin. */
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
    confirmNoCheckIns: true,
    actualRevenue: "999.00",
  });
}

/** How many CSS pixels tall an SVG text draws: its font size, as the picture is scaled. */
function drawnFontSizes(chart: Locator) {
  return chart.evaluate((svg) => {
    const picture = svg as SVGSVGElement;
    const scale = picture.getBoundingClientRect().width / picture.viewBox.baseVal.width;
    return [...picture.querySelectorAll("text")]
      .filter((text) => getComputedStyle(text).display !== "none")
      .map((text) => Number.parseFloat(getComputedStyle(text).fontSize) * scale);
  });
}

/** A region that scrolls sideways hides what is past its edge: how far it reaches beyond. */
const sidewaysOverflow = (region: Locator) =>
  region.evaluate((element) => element.scrollWidth - element.clientWidth);

test("at 390 px the admin's Payouts keep Reverse on screen, and Earnings' axis labels are readable", async ({
  page,
  browser,
}) => {
  const tag = randomUUID().slice(0, 6);
  const { account, partner } = await createCompletePartner({
    firstName: "Pia",
    lastName: `Phone${tag}`,
    businessName: "Phone Ranch",
    businessType: "Outdoor Farm",
    businessLocation: "9 Creek Road, Sebastopol, CA",
  });
  const admin = await apiAs(demo.admin);
  await completedTour(partner, admin, `Drying barn ${tag}`, "1250.00");

  const now = new Date();
  const monthName = now.toLocaleDateString("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  await page.setViewportSize(PHONE);
  await signIn(page, demo.admin);
  await page.goto("/admin/payouts");
  await expect(h1(page, "Payouts")).toBeVisible({ timeout: 30_000 });
  await page.getByLabel("Month").fill(now.toISOString().slice(0, 7));
  const title = `Pia Phone${tag} · ${monthName}`;
  const card = page.getByRole("article", { name: title });
  await card.getByRole("button", { name: "Select all pending" }).click();
  await card.getByRole("button", { name: "Pay selected (1)" }).click();
  const pay = page.getByRole("dialog", { name: "Mark Lines Paid" });
  await pay.getByLabel("Method").selectOption("Check");
  await pay.getByLabel("Reference").fill(`CHK-${tag}`);
  await pay.getByRole("button", { name: "Mark Paid" }).click();
  await expect(pay).toBeHidden();

  // The paid line's Reverse is on screen, not past the edge of a table that scrolls sideways.
  const lines = card.getByRole("region", { name: `${title} lines` });
  const reverse = lines.getByRole("button", { name: /^Reverse/ });
  await expect(reverse).toBeVisible();
  expect(await sidewaysOverflow(lines)).toBeLessThanOrEqual(0);
  await expect(reverse).toBeInViewport({ ratio: 1 });
  await expect(lines.getByRole("columnheader", { name: "Agreed amount" })).toBeVisible();
  await captureThemes(page, "phone-admin-payouts", card, [PHONE]);
  await reverse.click();
  await expect(page.getByRole("dialog", { name: "Reverse Paid Line" })).toBeVisible();

  // The partner's Earnings chart at 390 px: its axis labels at least 12 px tall as drawn.
  const context = await browser.newContext({ viewport: PHONE });
  const partnerPage = await context.newPage();
  await signIn(partnerPage, account, "/earnings");
  await expect(h1(partnerPage, "Earnings")).toBeVisible({ timeout: 30_000 });
  const chart = partnerPage.getByRole("img", { name: "Paid and pending earnings by month" });
  await expect(chart).toBeVisible();
  const sizes = await drawnFontSizes(chart);
  expect(sizes.length).toBeGreaterThan(0);
  expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
  await captureThemes(partnerPage, "phone-earnings-chart", chart, [PHONE]);
  await context.close();
});

/** The day's button on the grid, "Friday, December 11, 1 tour…", on the browser's (UTC) clock. */
function dayButton(page: Page, instant: Date) {
  const day = new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    weekday: "long",
    month: "long",
    day: "numeric",
  }).format(instant);
  return page.getByRole("table").getByRole("button", { name: new RegExp(`^${day}\\b`) });
}

test("at 390 px a cancelled tour has a calendar dot of its own, which its day's name and a legend say", async ({
  page,
}) => {
  const tag = randomUUID().slice(0, 6);
  const { account, partner } = await createCompletePartner({
    firstName: "Cal",
    lastName: `Dots${tag}`,
    businessName: "Dots Farm",
    businessType: "Outdoor Farm",
    businessLocation: "8 Vine Lane, Healdsburg, CA",
  });
  // Both in this month (UTC, the browser's clock), a day apart, late morning in California.
  const now = new Date();
  const base = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 18));
  const first = base.getUTCDate() <= 25 ? 2 : -3;
  const scheduledAt = new Date(base.getTime() + first * 86_400_000);
  const cancelledAt = new Date(scheduledAt.getTime() + 86_400_000);
  await scheduleTour(partner, `Kept tour ${tag}`, scheduledAt);
  const cancelled = await scheduleTour(partner, `Called-off tour ${tag}`, cancelledAt);
  const admin = await apiAs(demo.admin);
  await admin.call("PUT", `/api/admin/tours/${cancelled.tourId}`, {
    status: "cancelled",
    cancellationReason: "The barn is being repaired.",
  });

  await page.setViewportSize(PHONE);
  await signIn(page, account, "/calendar");
  await expect(h1(page, "Calendar")).toBeVisible({ timeout: 30_000 });
  const kept = dayButton(page, scheduledAt);
  const calledOff = dayButton(page, cancelledAt);
  await expect(kept).toHaveAccessibleName(/, 1 tour$/);
  await expect(calledOff).toHaveAccessibleName(/, 1 tour, cancelled$/);
  const keptDot = kept.locator("[data-dot]");
  const cancelledDot = calledOff.locator("[data-dot]");
  await expect(keptDot).toBeVisible();
  await expect(cancelledDot).toBeVisible();
  await expect(keptDot).toHaveAttribute("data-dot", "scheduled");
  await expect(cancelledDot).toHaveAttribute("data-dot", "cancelled");
  // Drawn differently, not only named so.
  const look = (dot: Locator) =>
    dot.evaluate((element) => {
      const style = getComputedStyle(element);
      return `${style.backgroundColor} ${style.borderStyle} ${style.borderColor}`;
    });
  expect(await look(cancelledDot)).not.toBe(await look(keptDot));
  const legend = page.getByRole("list", { name: "What the dots mean" });
  await expect(legend).toBeVisible();
  await expect(legend).toContainText("Scheduled");
  await expect(legend).toContainText("Cancelled");
  await captureThemes(page, "phone-calendar-dots", legend, [PHONE]);
});

test("at 390 px an award mail's link, read from the mailbox, opens the tour's page", async ({
  page,
}) => {
  const tag = randomUUID().slice(0, 6);
  const title = `Award link tour ${tag}`;
  const { account, partner } = await createCompletePartner({
    firstName: "Ada",
    lastName: `Award${tag}`,
    businessName: "Award Farm",
    businessType: "Outdoor Farm",
    businessLocation: "8 Vine Lane, Healdsburg, CA",
  });
  const { tourId } = await scheduleTour(partner, title, new Date(Date.now() + 9 * 86_400_000));

  // The award's mail, as the send-email function delivers it to the mailbox.
  let link: string | undefined;
  await expect(async () => {
    await runSendEmail();
    const award = (await mailsTo(account.email)).find((mail) => mail.subject === "Bid accepted");
    expect(award, "the award's mail").toBeDefined();
    expect(award?.text).toContain(`Your bid for "${title}" was accepted. Agreed amount: $`);
    link = /https?:\/\/[^\s"'<>)\]]+\/tours\/[0-9a-f-]{36}/.exec(award?.text ?? "")?.[0];
    expect(link, "a link to the tour in the mail").toBeDefined();
  }).toPass({ timeout: 60_000 });
  // The mail links to the portal's address (the admin setting email.portal_url, the dev
  // server's unless changed); this stack's web app serves the same path.
  const mailed = new URL(link as string);
  expect(mailed.pathname).toBe(`/tours/${tourId}`);

  await page.setViewportSize(PHONE);
  await signIn(page, account);
  await page.goto(mailed.pathname);
  await expect(page).toHaveURL(`/tours/${tourId}`);
  await expect(h1(page, title)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Agreed amount", { exact: true })).toBeVisible();
  await captureThemes(page, "phone-award-tour", h1(page, title), [PHONE]);
});
