import { expect, type Page, test } from "@playwright/test";
import { formatDollars, toCents } from "../../supabase/functions/_shared/portable/money.ts";
import { createAccount, demo, signIn } from "./support/accounts.ts";
import { apiAs } from "./support/api.ts";
import { capture, h1 } from "./support/capture.ts";

// Screens at two widths with an axe run each.
test.describe.configure({ timeout: 120_000 });

interface Stats {
  totalUsers: number;
  totalAdmins: number;
  activePartners: number;
  verifiedUsers: number;
  activeOpportunities: number;
  totalBids: number;
  totalTours: number;
  totalRevenue: string;
  recentActivity: { entityId: string | null; action: string; subjectName: string | null }[];
}

interface UserPage {
  items: { email: string; firstName: string | null; lastName: string | null }[];
}

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test("the admin dashboard shows the platform's figures, recent users and activity", async ({
  page,
}) => {
  const admin = await apiAs(demo.admin);
  await signIn(page, demo.admin, "/admin");
  // The first visit of a page compiles its code on the dev server: slow on a busy machine.
  await expect(h1(page, "Admin Dashboard")).toBeVisible({ timeout: 20_000 });
  const stats = await admin.call<Stats>("GET", "/api/admin/stats");

  const users = region(page, "Total Users");
  await expect(users).toContainText(String(stats.totalUsers));
  await expect(users).toContainText(
    `${stats.totalAdmins} ${stats.totalAdmins === 1 ? "admin" : "admins"}`,
  );
  await expect(region(page, "Active Opportunities")).toContainText(
    String(stats.activeOpportunities),
  );
  await expect(region(page, "Total Bids")).toContainText(String(stats.totalBids));
  await expect(region(page, "Platform Revenue")).toContainText(
    formatDollars(toCents(stats.totalRevenue) ?? -1),
  );

  const health = region(page, "Platform Health");
  await expect(health.getByText("Active partners").locator("..")).toContainText(
    String(stats.activePartners),
  );
  await expect(health.getByText("Verified users").locator("..")).toContainText(
    String(stats.verifiedUsers),
  );
  await expect(health.getByText("Total tours").locator("..")).toContainText(
    String(stats.totalTours),
  );

  const recent = await admin.call<UserPage>("GET", "/api/admin/users?pageSize=5");
  const recentCard = region(page, "Recent Users");
  await expect(recentCard.getByRole("listitem")).toHaveCount(recent.items.length);
  for (const user of recent.items) {
    const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
    await expect(recentCard.getByText(name, { exact: true })).toBeVisible();
  }

  // The seed's accepted bids and completed tours are in the audit log.
  expect(stats.recentActivity.length).toBeGreaterThan(0);
  const activity = region(page, "System Activity");
  await expect(activity.getByRole("listitem")).toHaveCount(
    Math.min(6, stats.recentActivity.length),
  );
  const latest = stats.recentActivity[0];
  // Named, not by id; one subject can be in several of the latest entries (a bid accepted,
  // then its tour done).
  if (latest?.subjectName) {
    await expect(activity.getByText(latest.subjectName, { exact: true }).first()).toBeVisible();
  }
  if (latest?.entityId) await expect(activity.getByText(latest.entityId)).toHaveCount(0);

  await capture(page, "admin", h1(page, "Admin Dashboard"));

  await recentCard.getByRole("link", { name: "View All" }).click();
  await expect(page).toHaveURL("/admin/users");
});

test("the dashboard's buttons and links lead to the admin pages; Admin stays highlighted", async ({
  page,
}) => {
  await signIn(page, demo.admin);
  const adminPages = page.getByRole("navigation", { name: "Admin pages" });
  for (const [name, path] of [
    ["Manage Users", "/admin/users"],
    ["Create Opportunities", "/admin/opportunities"],
    ["Profile Fields", "/admin/profile-fields"],
    ["Calendar Integration", "/admin/calendar"],
    ["Legal Documents", "/admin/legal-documents"],
    ["Support Inbox", "/admin/support"],
    ["Payouts", "/admin/payouts"],
    ["E-mail", "/admin/emails"],
    ["Settings", "/admin/settings"],
  ] as const) {
    await page.goto("/admin");
    await adminPages.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 20_000 });
  }

  await page.goto("/admin/users");
  await expect(h1(page, "User Management")).toBeVisible({ timeout: 20_000 });
  const nav = page.getByRole("navigation", { name: "Main" }).first();
  await expect(nav.getByRole("link", { name: "Admin" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Users" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Tours" })).not.toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("Calendar Integration: the platform feed URL serves iCalendar; partners' feed status", async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const admin = await apiAs(demo.admin);
  // Start from a turned-off feed, whatever an earlier run left.
  await admin.call("DELETE", "/api/admin/calendar/feed-url");
  const subscriber = await createAccount({ firstName: "Aaron", lastName: "Feedsubscriber" });
  await (await apiAs(subscriber)).call("GET", "/api/calendar/feed-url");

  await signIn(page, demo.admin, "/admin/calendar");
  await expect(h1(page, "Calendar Integration")).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: "Turn on feed" }).click();
  const urlField = page.getByLabel("Feed URL");
  await expect(urlField).toHaveValue(/\/functions\/v1\/calendar-feed\?token=[0-9a-f]{64}$/);
  const url = await urlField.inputValue();
  await expect(page.getByText("Last fetched by a calendar app: not yet")).toBeVisible();

  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const text = await feed.text();
  expect(text).toContain("BEGIN:VCALENDAR");
  expect(text).toContain("X-WR-CALNAME:Tour Partner Portal: all tours");
  // The demo partner's tours are in the platform feed, named by partner.
  expect(text).toContain("Partner: Green Valley Farms");
  await page.reload();
  await expect(page.getByText(/^Last fetched by a calendar app: \w{3} \d/)).toBeVisible();

  await page.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByText("Feed URL copied.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expect(page.getByRole("link", { name: /Subscribe in Apple Calendar/ })).toHaveAttribute(
    "href",
    url.replace(/^https?:/, "webcal:"),
  );
  await expect(page.getByRole("link", { name: /Add to Google Calendar/ })).toHaveAttribute(
    "href",
    /^https:\/\/calendar\.google\.com\/calendar\/r\?cid=webcal/,
  );

  const partners = page.getByRole("region", { name: "Partner feeds" });
  // Partners by name, a page at a time: the search finds the one we look for.
  await partners.getByLabel("Search partners").fill("Feedsubscriber");
  const subscriberRow = partners.getByRole("row", { name: /Aaron Feedsubscriber/ });
  await expect(subscriberRow).toContainText("Subscribed");
  await expect(subscriberRow.getByRole("cell").last()).toHaveText("0");
  const listed = await admin.call<{
    items: { businessName: string | null; hasFeed: boolean; upcomingTours: number }[];
  }>("GET", "/api/admin/calendar/feeds?pageSize=100");
  const greenValley = listed.items.find((row) => row.businessName === "Green Valley Farms");
  expect(greenValley).toBeDefined();
  await partners.getByLabel("Search partners").fill("Green Valley");
  const greenRow = partners.getByRole("row", { name: /Green Valley Farms/ });
  await expect(greenRow).toContainText(greenValley?.hasFeed ? "Subscribed" : "No feed");
  await expect(greenRow.getByRole("cell").last()).toHaveText(String(greenValley?.upcomingTours));
  await expect(partners).not.toContainText("token=");

  await capture(page, "admin-calendar", h1(page, "Calendar Integration"));

  await page.getByRole("button", { name: "Reset URL" }).click();
  const resetDialog = page.getByRole("dialog", { name: "Reset the feed URL?" });
  await resetDialog.getByRole("button", { name: "Reset URL" }).click();
  await expect(
    page.getByText("A new feed URL is ready. The old one no longer works."),
  ).toBeVisible();
  await expect(urlField).not.toHaveValue(url);
  expect((await request.get(url)).status()).toBe(404);
  const newUrl = await urlField.inputValue();
  expect((await request.get(newUrl)).status()).toBe(200);

  await page.getByRole("button", { name: "Turn off feed" }).click();
  await page
    .getByRole("dialog", { name: "Turn off the platform feed?" })
    .getByRole("button", { name: "Turn off feed" })
    .click();
  await expect(page.getByRole("button", { name: "Turn on feed" })).toBeVisible();
  expect((await request.get(newUrl)).status()).toBe(404);
});
