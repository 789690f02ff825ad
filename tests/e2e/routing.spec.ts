import { expect, test } from "@playwright/test";
import { demo, signIn, signInThroughForm } from "./support/accounts.ts";

test("an unknown path shows 404 Page Not Found", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});

test("a partner opening /admin gets Access Denied and is back on / after 1.5 s", async ({
  page,
}) => {
  await signIn(page, demo.partner, "/admin/users");
  const toast = page.getByRole("alert");
  await expect(toast.getByText("Access Denied")).toBeVisible();
  await expect(toast.getByText("You need admin privileges to access this page.")).toBeVisible();
  const shownAt = Date.now();

  await expect(page).toHaveURL("/", { timeout: 4000 });
  const waited = Date.now() - shownAt;
  expect(waited).toBeGreaterThan(1000);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back!" })).toBeVisible();
});

test("a signed-out visitor on /admin gets Access Denied and the landing page", async ({ page }) => {
  await page.goto("/admin");
  await expect(page.getByRole("alert").getByText("Access Denied")).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "Connect with Cannabis Tour Partners" }),
  ).toBeVisible({ timeout: 4000 });
});

test("an admin signs in to the admin console, Admin highlighted on its sub-pages", async ({
  page,
}) => {
  await signInThroughForm(page, demo.admin);
  await expect(page).toHaveURL("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  // The partner dashboard is not the admin's: / leads back to the console.
  await page.goto("/");
  await expect(page).toHaveURL("/admin");
  const nav = page.getByRole("navigation", { name: "Main" }).first();
  await nav.getByRole("link", { name: "Users" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "User Management" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Admin" })).toHaveClass(/menu-active/);
  await expect(nav.getByRole("link", { name: "Tours" })).not.toHaveClass(/menu-active/);
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
});

test("a signed-out visitor on a partner page is told and sent to sign in after 500 ms", async ({
  page,
}) => {
  await page.goto("/calendar");
  await expect(page.getByRole("alert").getByText("Unauthorized")).toBeVisible();
  await expect(page.getByText("You are logged out. Logging in again...")).toBeVisible();
  await expect(page).toHaveURL("/auth?next=%2Fcalendar");
});

test("the chat page names the chat agent when sending a visitor to sign in", async ({ page }) => {
  await page.goto("/chat");
  await expect(
    page.getByText("You need to be logged in to access the chat agent. Logging in..."),
  ).toBeVisible();
  await expect(page).toHaveURL("/auth?next=%2Fchat");
});

test("/signup sends a visitor to the external sign-in", async ({ page }) => {
  await page.goto("/signup");
  await expect(page).toHaveURL(/\/auth\/v1\/_local\/idp/);
  await expect(page.getByRole("heading", { name: "Sign in with Google" })).toBeVisible();
});

test("a partner with an incomplete profile is held in the signup wizard", async ({ page }) => {
  await signInThroughForm(page, demo.incompletePartner);
  await expect(page.getByRole("heading", { level: 2, name: "Tell us about you" })).toBeVisible();
  await page.goto("/signup");
  await expect(page.getByRole("heading", { level: 2, name: "Tell us about you" })).toBeVisible();
  // The partner pages lead to the wizard rather than to 404 Page Not Found.
  for (const path of ["/opportunities", "/calendar", "/profile", "/chat", "/earnings"]) {
    await page.goto(path);
    await expect(page).toHaveURL("/signup");
    await expect(page.getByRole("heading", { level: 2, name: "Tell us about you" })).toBeVisible();
  }
});

test("Become a Partner and Join as Partner open account creation", async ({ page }) => {
  for (const name of ["Become a Partner", "Join as Partner"]) {
    await page.goto("/");
    await page.getByRole("link", { name }).click();
    await expect(page).toHaveURL("/auth?mode=sign-up");
    await expect(page.getByRole("tab", { name: "Create Account" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByLabel("First name")).toBeVisible();
  }
});

test("the avatar menu's Sign Out ends the session and shows the landing page", async ({ page }) => {
  await signIn(page, demo.partner);
  await page.getByRole("button", { name: "Account menu for Maya Green" }).click();
  await page.getByRole("link", { name: "Sign Out" }).click();
  await expect(
    page.getByRole("heading", { name: "Connect with Cannabis Tour Partners" }),
  ).toBeVisible();
  await page.goto("/profile");
  await expect(page.getByText("You are logged out. Logging in again...")).toBeVisible();
});
