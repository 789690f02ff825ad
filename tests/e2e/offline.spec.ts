import { randomUUID } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { stackConfig } from "../../local-stack/lib/config.ts";
import { expectNoSeriousViolations } from "./support/accessibility.ts";
import { createCompletePartner, demo, signIn } from "./support/accounts.ts";
import { apiAs } from "./support/api.ts";
import { h1 } from "./support/capture.ts";
import {
  expectControlledByServiceWorker,
  expectSavedOffline,
  offlineBanner,
  offlineCopies,
} from "./support/offline.ts";
import { scheduleTour } from "./support/tours.ts";

// Several page loads with and without a connection, and tours made through the API.
test.describe.configure({ timeout: 150_000 });
// The installed app is what these read (playwright.config.ts blocks its service worker elsewhere).
test.use({ serviceWorkers: "allow" });

const HOUR = 3_600_000;
/** The built app the browser tests are served (playwright.config.ts's WEB_DIST). */
const WEB_DIST = `.data/e2e-web-${stackConfig("test").ports.web}`;

async function partnerWithTour(first: string) {
  const { account, partner } = await createCompletePartner({
    firstName: first,
    lastName: "Fields",
    businessName: `${first} Farm`,
    businessType: "Outdoor Farm",
    businessLocation: "Healdsburg, CA",
  });
  const title = `Gate walk ${randomUUID().slice(0, 6)}`;
  const { tourId } = await scheduleTour(partner, title, new Date(Date.now() + 2 * HOUR));
  return { account, partner, title, tourId };
}

/** A partner with a tour today, signed in, whose schedule the service worker keeps offline. */
async function signedInWithKeptSchedule(page: Page, first: string) {
  const { account, title } = await partnerWithTour(first);
  // The dashboard first: that visit installs the service worker, /today is the next one.
  await signIn(page, account);
  await page.goto("/today");
  await expect(page.getByRole("article", { name: title })).toBeVisible();
  await expectControlledByServiceWorker(page);
  await expectSavedOffline(page, title);
  return title;
}

test("after one visit the schedule reads offline on /today, /calendar, / and the tour's page", async ({
  page,
  context,
}) => {
  const { account, title, tourId } = await partnerWithTour("Olive");
  await signIn(page, account);
  await expect(
    page.getByRole("region", { name: "Upcoming Schedule" }).getByRole("link", { name: title }),
  ).toBeVisible();
  // The dashboard's and the calendar's query (upcoming tours) is kept as soon as it arrives.
  await expectSavedOffline(page, '"upcoming"');
  await page.goto("/calendar");
  await expect(page.getByRole("region", { name: "Upcoming Tours" })).toContainText(title);
  await page.goto("/today");
  await expect(page.getByRole("article", { name: title })).toBeVisible();
  await expectControlledByServiceWorker(page);
  await expectSavedOffline(page, "+14155550123");
  await expect(offlineBanner(page)).toBeHidden();

  await context.setOffline(true);
  await page.reload();
  const item = page.getByRole("article", { name: title });
  await expect(item).toBeVisible();
  await expect(item.getByRole("link", { name: "Call +14155550123" })).toBeVisible();
  await expect(offlineBanner(page)).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.emulateMedia({ colorScheme: "dark" });
  await expectNoSeriousViolations(page);
  await page.emulateMedia({ colorScheme: "light" });

  await page.goto("/calendar");
  await expect(h1(page, "Calendar")).toBeVisible();
  await expect(page.getByRole("region", { name: "Upcoming Tours" })).toContainText(title);
  await expect(offlineBanner(page)).toBeVisible();

  await page.goto("/");
  await expect(
    page.getByRole("region", { name: "Upcoming Schedule" }).getByRole("link", { name: title }),
  ).toBeVisible();
  await expect(offlineBanner(page)).toBeVisible();

  await page.goto(`/tours/${tourId}`);
  await expect(h1(page, title)).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Two guests are vegetarian.");

  // Back online the banner goes.
  await context.setOffline(false);
  await expect(offlineBanner(page)).toBeHidden();
});

test("a bid submitted offline is refused with a clear message and keeps the typed amount", async ({
  page,
  context,
}) => {
  const { account, partner } = await createCompletePartner({
    firstName: "Bea",
    lastName: "Stone",
    businessName: "Stone Farm",
    businessType: "Outdoor Farm",
    businessLocation: "Healdsburg, CA",
  });
  const admin = await apiAs(demo.admin);
  const opportunity = await admin.call<{ id: string; title: string }>(
    "POST",
    "/api/admin/opportunities",
    {
      title: `Offline orchard ${randomUUID().slice(0, 6)}`,
      location: "Healdsburg, CA",
      tourType: "farm",
      date: new Date(Date.now() + 20 * 24 * HOUR).toISOString(),
      baseRate: "180.00",
    },
  );
  await admin.call("POST", `/api/admin/opportunities/${opportunity.id}/assign`, {
    userIds: [partner.userId],
  });

  await signIn(page, account);
  await page.goto(`/opportunities?q=${encodeURIComponent(opportunity.title)}`);
  const card = page.getByRole("article", { name: opportunity.title });
  await card.getByRole("button", { name: "Submit Bid" }).click();
  const dialog = page.getByRole("dialog", { name: "Submit Your Bid" });
  const amount = dialog.getByRole("spinbutton", { name: "Bid amount" });
  await amount.fill("212.50");

  await context.setOffline(true);
  await dialog.getByRole("button", { name: "Submit Bid" }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "You are offline" });
  await expect(refusal).toContainText("Nothing was sent.");
  await expect(dialog).toBeVisible();
  await expect(amount).toHaveValue("212.50");
  expect(await partner.call<{ items: unknown[] }>("GET", "/api/bids")).toMatchObject({ items: [] });

  // Back online, the same form sends.
  await context.setOffline(false);
  await dialog.getByRole("button", { name: "Submit Bid" }).click();
  await expect(page.getByText("Your bid has been submitted successfully!")).toBeVisible();
});

test("after sign-out nothing of the partner stays on the device, offline or not", async ({
  page,
  context,
}) => {
  const title = await signedInWithKeptSchedule(page, "Finn");

  await page.goto("/api/logout");
  await expect(
    page.getByRole("heading", { name: "Connect with Cannabis Tour Partners" }),
  ).toBeVisible();
  await expect.poll(() => offlineCopies(page)).toBe("[]");

  await context.setOffline(true);
  await page.reload();
  await expect(
    page.getByRole("heading", { name: "Connect with Cannabis Tour Partners" }),
  ).toBeVisible();
  // A signed-out visitor is sent on to sign in, from any page of the portal; the next page is
  // opened once the app has moved on, so the two navigations never cross.
  await page.goto("/today");
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.locator("body")).not.toContainText(title);
  await page.goto("/calendar");
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.getByRole("heading", { level: 1, name: "Partner Portal" })).toBeVisible();
  await expect(page.locator("body")).not.toContainText(title);
  expect(await offlineCopies(page)).toBe("[]");
});

test("signing out with no connection still forgets the session and the kept schedule", async ({
  page,
  context,
}) => {
  const title = await signedInWithKeptSchedule(page, "Gus");

  await context.setOffline(true);
  await page.goto("/api/logout");
  await expect(
    page.getByRole("heading", { name: "Connect with Cannabis Tour Partners" }),
  ).toBeVisible();
  await expect.poll(() => offlineCopies(page)).toBe("[]");
  await page.goto("/today");
  await expect(page.locator("body")).not.toContainText(title);
});

test("the app is installable: its manifest is served and the service worker controls the page", async ({
  page,
  request,
}) => {
  const manifest = await request.get("/manifest.webmanifest");
  expect(manifest.ok()).toBe(true);
  const body = await manifest.json();
  expect(body).toMatchObject({
    name: "Tour Partner Portal",
    start_url: "/",
    display: "standalone",
    theme_color: "#047857",
  });
  expect(body.icons).toContainEqual(
    expect.objectContaining({ sizes: "512x512", purpose: "maskable" }),
  );
  for (const icon of body.icons as { src: string }[]) {
    expect((await request.get(`/${icon.src}`)).ok(), icon.src).toBe(true);
  }
  await page.goto("/");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    "href",
    "/manifest.webmanifest",
  );
  await expectControlledByServiceWorker(page);
  // The app shell is precached; nothing from the API is in Cache Storage.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const entry of await (await caches.open(name)).keys()) urls.push(entry.url);
    }
    return urls;
  });
  expect(cached.some((url) => url.includes("/index.html"))).toBe(true);
  expect(
    cached.filter((url) => url.includes("/functions/v1/") || url.includes("/rest/v1/")),
  ).toEqual([]);
});

test("when a new version is waiting, the app offers to reload instead of swapping itself", async ({
  page,
}) => {
  await page.goto("/");
  await expectControlledByServiceWorker(page);
  await expect(page.getByText("A new version is available")).toBeHidden();

  // A mark on this page: a reload would wipe it.
  await page.evaluate(() => {
    (window as Window & { stillThisPage?: boolean }).stillThisPage = true;
  });
  const stillThisPage = () =>
    page.evaluate(() => (window as Window & { stillThisPage?: boolean }).stillThisPage === true);

  // The next deployment: the served worker script changes (the preview server reads it anew
  // on each request), and the browser's update check finds it.
  const script = path.join(WEB_DIST, "sw.js");
  const deployed = await readFile(script, "utf8");
  try {
    await writeFile(script, `${deployed}\n// the next version\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const prompt = page.getByRole("region", { name: "Update" });
    await expect(prompt.getByText("A new version is available")).toBeVisible();
    // Nothing was swapped: the new worker waits and the page was not reloaded.
    const waiting = () =>
      page.evaluate(async () =>
        Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
      );
    expect(await waiting()).toBe(true);
    expect(await stillThisPage()).toBe(true);

    const reloaded = page.waitForEvent("load");
    await prompt.getByRole("button", { name: "Reload" }).click();
    await reloaded;
    expect(await stillThisPage()).toBe(false);
    await expect.poll(waiting).toBe(false);
    await expect(page.getByText("A new version is available")).toBeHidden();
  } finally {
    await writeFile(script, deployed);
  }
});
