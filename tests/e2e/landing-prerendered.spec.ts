import { expect, test } from "@playwright/test";
import { demo, signIn } from "./support/accounts.ts";
import { expectControlledByServiceWorker } from "./support/offline.ts";

const HERO = "Connect with Cannabis Tour Partners";
// The landing page installs the app (playwright.config.ts blocks its service worker elsewhere).
test.use({ serviceWorkers: "allow" });

test("the landing page is in the HTML itself: it paints without JavaScript and hydrates with it", async ({
  browser,
  request,
}) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain(HERO);

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const page = await noScript.newPage();
  await page.goto("/");
  await expect(page.getByRole("heading", { name: HERO })).toBeVisible();
  await expect(page.getByRole("link", { name: "Join as Partner" })).toBeVisible();
  await noScript.close();

  const live = await browser.newContext();
  const hydrated = await live.newPage();
  const errors: string[] = [];
  hydrated.on("pageerror", (error) => errors.push(error.message));
  hydrated.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await hydrated.goto("/");
  // Registered once the page is hydrated: the landing page alone installs the app for offline use.
  await expectControlledByServiceWorker(hydrated);
  const historyLength = await hydrated.evaluate(() => {
    (window as { samePage?: boolean }).samePage = true;
    return window.history.length;
  });
  // The brand's link home, on the home page, neither loads the page again nor adds a step.
  await hydrated.getByRole("link", { name: "Tour Partner Portal" }).click();
  await hydrated.getByRole("link", { name: "Sign In", exact: true }).click();
  await expect(hydrated).toHaveURL("/auth");
  await expect(hydrated.getByRole("tab", { name: "Sign In", selected: true })).toBeVisible();
  // The landing page handed over to the app it loaded: no new page load.
  expect(await hydrated.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  expect(await hydrated.evaluate(() => window.history.length)).toBe(historyLength + 1);
  await hydrated.goBack();
  await expect(hydrated.getByRole("heading", { name: HERO })).toBeVisible();
  await hydrated.getByRole("link", { name: "Become a Partner" }).click();
  await expect(hydrated.getByRole("tab", { name: "Create Account", selected: true })).toBeVisible();
  expect(errors).toEqual([]);
  await live.close();
});

test("another path, and / for a signed-in user, show their own page, not the prerendered landing page", async ({
  page,
}) => {
  await page.goto("/auth");
  await expect(page.getByRole("heading", { name: HERO })).toHaveCount(0);
  await signIn(page, demo.partner);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back!" })).toBeVisible();
  await expect(page.getByRole("heading", { name: HERO })).toHaveCount(0);
});
