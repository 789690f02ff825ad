import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "./support/accessibility.ts";
import { createAccount, demo, signIn } from "./support/accounts.ts";
import { capture, captureThemes, h1, h2, screenshot, viewports } from "./support/capture.ts";
import { shiftDay, wallClock } from "./support/clock.ts";

// Several screens per test, each at two widths with an axe run; the signed-in ones in both themes.
test.describe.configure({ timeout: 120_000 });

test("signed-out screens", async ({ page }) => {
  await page.goto("/");
  await capture(page, "landing", h1(page, "Connect with Cannabis Tour Partners"));

  await page.goto("/auth");
  await capture(page, "auth-sign-in", h1(page, "Partner Portal"));
  await page.getByRole("tab", { name: "Create Account" }).click();
  await page.getByRole("button", { name: "Create Account" }).click();
  await capture(page, "auth-create-account-errors", page.getByText("First name is required"));
  await page.getByRole("tab", { name: "Sign In" }).click();
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await capture(page, "auth-forgot-password", h2(page, "Reset your password"));

  await page.goto("/reset-password");
  await capture(page, "reset-password-expired", h1(page, "Choose a new password"));

  await page.goto("/no-such-page");
  await capture(page, "not-found", h1(page, "404 Page Not Found"));
});

test("the landing page in the dark theme", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  await capture(page, "landing-dark", h1(page, "Connect with Cannabis Tour Partners"));
});

test("signup wizard and welcome screens", async ({ page }) => {
  await signIn(page, await createAccount());
  await capture(page, "wizard-step-1", h2(page, "Tell us about you"));
  await page.getByRole("button", { name: "Next" }).click();
  await capture(page, "wizard-step-1-errors", page.getByText("Business name is required"));

  await page.getByLabel("Phone").fill("+17075550100");
  await page.getByLabel("Business name").fill("Sunrise Growers");
  await page.getByLabel("Business type").selectOption("Indoor Farm");
  await page.getByLabel("Business street address").fill("12 Orchard Lane, Healdsburg, CA 95448");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await capture(page, "wizard-step-2", page.getByText("Please select at least one area"));
  await page.getByLabel("Cannabis cultivation").check();
  await page.getByRole("button", { name: "Next" }).click();
  await capture(page, "wizard-step-3", h2(page, "Services Offered"));
  await page.getByLabel("Farm tours").check();
  await page.getByRole("button", { name: "Next" }).click();
  await capture(page, "wizard-step-4", h2(page, "Tour Availability and Details"));

  await page.goto("/welcome");
  await capture(page, "welcome", h1(page, "Welcome to the Partner Network!"));
});

test("partner screens", async ({ page }) => {
  await signIn(page, demo.partner);
  await captureThemes(page, "dashboard", h1(page, "Welcome back!"), viewports);
  for (const [path, name, heading] of [
    ["/opportunities", "opportunities", "Opportunities"],
    ["/calendar", "calendar", "Calendar"],
    ["/earnings", "earnings", "Earnings"],
    ["/profile", "profile", "Profile Settings"],
    ["/chat", "chat", "Tour Support Chat"],
  ] as const) {
    await page.goto(path);
    await captureThemes(page, name, h1(page, heading), viewports);
  }

  await page.goto("/");
  await page.getByRole("button", { name: "Account menu for Maya Green" }).click();
  await capture(page, "account-menu", page.getByRole("link", { name: "Profile Settings" }));

  await page.setViewportSize(viewports[1] as { width: number; height: number });
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Navigation menu" }).click();
  const mobileNav = page.getByRole("navigation", { name: "Main" });
  await expect(mobileNav.getByRole("link", { name: "Opportunities" })).toBeVisible();
  await screenshot(page, "navigation-menu-375", false);
  await expectNoSeriousViolations(page);
  await mobileNav.getByRole("link", { name: "Calendar" }).click();
  await expect(h1(page, "Calendar")).toBeVisible();
  await expect(mobileNav.getByRole("link", { name: "Opportunities" })).toBeHidden();

  await capture(page, "access-denied", h1(page, "Access Denied"), () => page.goto("/admin"));
});

test("admin screens", async ({ page }) => {
  await signIn(page, demo.admin);
  await captureThemes(page, "admin", h1(page, "Admin Dashboard"), viewports);
  await page.goto("/admin/payouts");
  // The month of the demo's latest completed tour (8 days ago on its Pacific clock), which has
  // lines to pay on any date; the page opens at the current month, empty on a month's first days.
  const latestTourMonth = shiftDay(wallClock(new Date(), "America/Los_Angeles"), -8).slice(0, 7);
  await page.getByLabel("Month").fill(latestTourMonth);
  await captureThemes(
    page,
    "admin-payouts",
    page.getByRole("button", { name: /^Pay selected/ }).first(),
    viewports,
  );
});

test("keyboard: focus is visible, the skip link and the menus work without a mouse", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.keyboard.press("Tab");
  const focused = page.locator(":focus");
  await expect(focused).toHaveText("Tour Partner Portal");
  const outline = await focused.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe("none");

  await signIn(page, demo.partner);
  await page.reload();
  await expect(h1(page, "Welcome back!")).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();

  const avatar = page.getByRole("button", { name: "Account menu for Maya Green" });
  await avatar.focus();
  await page.keyboard.press("Enter");
  await expect(avatar).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Profile Settings" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(avatar).toBeFocused();
  await expect(page.getByRole("link", { name: "Profile Settings" })).toBeHidden();
});
