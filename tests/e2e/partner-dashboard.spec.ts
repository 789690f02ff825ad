import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { ownerPool } from "../support/db-callers.ts";
import { startTour } from "../support/db-fixtures.ts";
import { functionsUrl, testStack } from "../support/stack.ts";
import { createCompletePartner, demo, signIn } from "./support/accounts.ts";
import { apiAs } from "./support/api.ts";
import { capture, h1 } from "./support/capture.ts";

// A partner with a history made through the API, two captures at two widths with axe runs.
test.describe.configure({ timeout: 150_000 });

type Api = Awaited<ReturnType<typeof apiAs>>;
interface Stats {
  totalRevenue: string;
  toursCompleted: number;
  monthlyTours: number;
  activeBids: number;
  successRate: number;
  averageRating: number;
  reviewCount: number;
}

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

async function createOpportunity(admin: Api, title: string, days: number, baseRate: string) {
  const created = await admin.call<{ id: string }>("POST", "/api/admin/opportunities", {
    title,
    description: "A walk through the grow rooms.",
    location: "Sebastopol, CA",
    tourType: "farm",
    date: inDays(days),
    baseRate,
    // Its organiser is asked for a review once the tour is completed.
    clientEmail: `organiser-${randomUUID().slice(0, 8)}@example.com`,
  });
  return created.id;
}

/**
 * The partner's history: one tour completed (bid $475, actual revenue $612.25, reviewed with 4
 * stars by its organiser from the mail's link), two accepted and upcoming, one
 * declined, one shortlisted and one pending bid; assigned to the pending one and to another.
 */
async function arrangeHistory(partner: Api, admin: Api) {
  const tag = randomUUID().slice(0, 6);
  const titles = {
    done: `Completed greenhouse ${tag}`,
    next: `Next harvest ${tag}`,
    later: `Later harvest ${tag}`,
    lost: `Lost bid tour ${tag}`,
    shortlisted: `Shortlisted tour ${tag}`,
    pending: `Pending bid tour ${tag}`,
    assigned: `Assigned tour ${tag}`,
  };
  const ids: Record<string, string> = {};
  const days = { done: 6, next: 12, later: 20, lost: 14, shortlisted: 16, pending: 8 };
  for (const [key, day] of Object.entries(days)) {
    ids[key] = await createOpportunity(admin, titles[key as keyof typeof titles], day, "450.00");
  }
  ids.assigned = await createOpportunity(admin, titles.assigned, 25, "380.00");
  for (const key of ["pending", "assigned"]) {
    await admin.call("POST", `/api/admin/opportunities/${ids[key]}/assign`, {
      userIds: [partner.userId],
    });
  }
  const bids: Record<string, string> = {};
  for (const key of Object.keys(days)) {
    const bid = await partner.call<{ id: string }>("POST", "/api/bids", {
      opportunityId: ids[key],
      amount: "475.00",
    });
    bids[key] = bid.id;
  }
  const review = (key: string, body: object) =>
    admin.call<{ tour?: { id: string } }>("PUT", `/api/admin/bids/${bids[key]}`, body);
  const accepted = await review("done", { status: "accepted" });
  await review("next", { status: "accepted" });
  await review("later", { status: "accepted" });
  await review("lost", { status: "declined", declineReason: "The client chose another date." });
  await review("shortlisted", { status: "shortlisted" });
  // Its start has come: a tour is completed only once it has begun.
  const pool = ownerPool(1);
  try {
    await startTour(pool, accepted.tour?.id ?? "");
    await admin.call("PUT", `/api/admin/tours/${accepted.tour?.id}`, {
      status: "completed",
      confirmNoCheckIns: true,
      actualRevenue: "612.25",
      rating: 2,
    });
    // The organiser follows the link of their mail (its token as the sender makes it).
    const { rows } = await pool.query(
      "select private.link_token('review', id) as token from public.review_requests where tour_id = $1",
      [accepted.tour?.id],
    );
    const reviewed = await fetch(`${functionsUrl}/api/reviews/${rows[0].token}`, {
      method: "POST",
      headers: { apikey: testStack.anonKey, "content-type": "application/json" },
      body: JSON.stringify({ rating: 4 }),
    });
    expect(reviewed.status).toBe(201);
  } finally {
    await pool.end();
  }
  return titles;
}

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test("a partner's dashboard: real figures, lists and bids; a pending bid withdrawn", async ({
  page,
}) => {
  const { account, partner } = await createCompletePartner({
    firstName: "Dana",
    lastName: "Morales",
    businessName: "Morales Family Farm",
    businessType: "Indoor Farm",
    businessLocation: "4 Ridge Road, Sebastopol, CA",
  });
  const admin = await apiAs(demo.admin);
  const titles = await arrangeHistory(partner, admin);
  const stats = await partner.call<Stats>("GET", "/api/stats");
  // Revenue is the agreed amount (the accepted bid's $475), not the tour's actual revenue.
  expect(stats).toMatchObject({
    totalRevenue: "475.00",
    toursCompleted: 1,
    monthlyTours: 1,
    activeBids: 2,
    successRate: 75,
    // The organiser's review, not the admin's own mark at completion (2).
    averageRating: 4,
    reviewCount: 1,
  });
  const matches = await partner.call<{ title: string }[]>("GET", "/api/opportunities");

  await signIn(page, account);
  // The first visit may wait for the dev server to build the dashboard's modules.
  await expect(h1(page, "Welcome back!")).toBeVisible({ timeout: 30_000 });

  // The four figures are GET /api/stats's, with this month against last month.
  await expect(region(page, "Total Revenue")).toContainText("$475");
  await expect(region(page, "Total Revenue")).toContainText("First revenue this month");
  await expect(region(page, "Tours Completed")).toContainText("1+1 this month");
  await expect(region(page, "Active Bids")).toContainText("2Awaiting responses");
  await expect(region(page, "Success Rate")).toContainText("75%");
  await expect(region(page, "Success Rate")).toContainText("First accepted bids this month");

  // New Opportunities: the first three matches, the assigned one first.
  const opportunities = region(page, "New Opportunities");
  const shownMatches = matches.slice(0, 3).map((match) => match.title);
  expect(shownMatches[0]).toBe(titles.assigned);
  await expect(opportunities.getByRole("heading", { level: 3 })).toHaveText(shownMatches);
  await expect(opportunities.getByRole("link", { name: "View All" })).toHaveAttribute(
    "href",
    "/opportunities",
  );

  // Upcoming Schedule: the two accepted tours still ahead, soonest first, with the accepted bid's
  // total ($475), not the opportunity's base rate ($450).
  const schedule = region(page, "Upcoming Schedule");
  await expect(schedule.getByRole("heading", { level: 3 })).toHaveText([titles.next, titles.later]);
  await expect(schedule.getByRole("listitem").first()).toContainText("$475");
  await expect(schedule.getByRole("listitem").first()).not.toContainText("$450");
  await expect(schedule.getByRole("link", { name: "View Full Calendar" })).toHaveAttribute(
    "href",
    "/calendar",
  );

  const activity = region(page, "Recent Activity");
  await expect(activity).toContainText(`Tour completed: ${titles.done}, $475 earned`);
  await expect(activity).toContainText(
    `Bid declined: ${titles.lost} — The client chose another date.`,
  );

  const performance = region(page, "Monthly Performance");
  await expect(performance).toContainText("$475");
  await expect(performance).toContainText("+1 from last month");
  await expect(performance.getByRole("img", { name: "Rated 4.0 out of 5" })).toBeVisible();
  await expect(performance).toContainText("From 1 review");

  // My Bids: newest first, five per page; Withdraw only for pending and shortlisted bids.
  const myBids = region(page, "My Bids");
  const bidRow = (title: string) =>
    myBids.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(myBids).toContainText("Showing 5 of 6");
  await expect(bidRow(titles.pending)).toContainText("pending");
  await expect(bidRow(titles.shortlisted)).toContainText("shortlisted");
  await expect(bidRow(titles.lost)).toContainText("declined");
  await expect(bidRow(titles.lost)).toContainText("The client chose another date.");
  await expect(bidRow(titles.later).getByRole("button")).toHaveCount(0);
  await myBids.getByRole("button", { name: "Show more" }).click();
  await expect(bidRow(titles.done)).toContainText("accepted");
  await expect(myBids).toContainText("Showing 6 of 6");

  await capture(page, "dashboard", h1(page, "Welcome back!"));
  await page.emulateMedia({ colorScheme: "dark" });
  await capture(page, "dashboard-dark", h1(page, "Welcome back!"));
  await page.emulateMedia({ colorScheme: "light" });

  // The bell: the assignments and decisions of the history, unread.
  const { unreadCount } = await partner.call<{ unreadCount: number }>("GET", "/api/notifications");
  expect(unreadCount).toBeGreaterThan(0);
  const bell = page.getByRole("button", { name: `Notifications, ${unreadCount} unread` });
  await bell.click();
  const dropdown = region(page, "Notifications");
  await expect(dropdown.getByRole("link").first()).toContainText("Unread");
  await capture(page, "notifications", dropdown.getByRole("heading", { name: "Notifications" }));
  await page.keyboard.press("Escape");
  await expect(dropdown).toBeHidden();

  // Withdraw the pending bid after confirming.
  await bidRow(titles.pending)
    .getByRole("button", { name: `Withdraw bid for ${titles.pending}` })
    .click();
  const confirm = page.getByRole("dialog", { name: "Withdraw this bid?" });
  await expect(confirm).toContainText(
    `Your bid of $475 for "${titles.pending}" will be withdrawn.`,
  );
  await confirm.getByRole("button", { name: "Withdraw bid" }).click();
  await expect(page.getByText(`Your bid for "${titles.pending}" was withdrawn.`)).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(bidRow(titles.pending)).toContainText("withdrawn");
  await expect(bidRow(titles.pending).getByRole("button")).toHaveCount(0);

  // The figures, the matches and the activity follow at once.
  expect((await partner.call<Stats>("GET", "/api/stats")).activeBids).toBe(1);
  await expect(region(page, "Active Bids")).toContainText("1Awaiting responses");
  await expect(opportunities.getByRole("heading", { level: 3 }).first()).toHaveText(titles.pending);
  await expect(activity.getByRole("listitem").first()).toContainText(
    `Bid withdrawn: ${titles.pending}`,
  );
});
