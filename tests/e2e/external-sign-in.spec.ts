import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { demo } from "./support/accounts.ts";

test("continue with an external account: the local test provider, back with a session", async ({
  page,
}) => {
  const email = `oauth-${randomUUID().slice(0, 8)}@example.test`;

  await page.goto("/auth");
  await expect(page.getByText("Or continue with email")).toBeVisible();
  await page.getByRole("link", { name: "Continue with Google" }).click();

  // The provider's account chooser: a new browser knows no accounts (nobody else's address is
  // listed), so add one.
  await expect(page).toHaveURL(/\/auth\/v1\/_local\/idp/);
  await expect(page.getByText("No Google test accounts in this browser yet.")).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Full name").fill("Jordan Rivers");
  await page.getByRole("button", { name: "Add account and sign in" }).click();

  // Back on the app, the ?code= is exchanged; a new account starts in the wizard.
  await expect(page.getByRole("heading", { level: 2, name: "Tell us about you" })).toBeVisible();
  await expect(page).toHaveURL("/");
  await expect(page.getByLabel("Email")).toHaveValue(email);

  await page.getByRole("link", { name: "Sign Out" }).click();
  await expect(
    page.getByRole("heading", { name: "Connect with Cannabis Tour Partners" }),
  ).toBeVisible();

  // Start Your Journey goes the same way; this browser's account is listed now.
  await page.getByRole("link", { name: "Start Your Journey" }).click();
  await expect(page).toHaveURL(/\/auth\/v1\/_local\/idp/);
  await page.getByRole("button", { name: new RegExp(email) }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Tell us about you" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);
});

test("the provider will not sign in as an account that already holds the address", async ({
  page,
}) => {
  await page.goto("/auth");
  await page.getByRole("link", { name: "Continue with Google" }).click();
  await expect(page).toHaveURL(/\/auth\/v1\/_local\/idp/);
  await page.getByLabel("Email").fill(demo.admin.email);
  await page.getByLabel("Full name").fill("Not The Admin");
  await page.getByRole("button", { name: "Add account and sign in" }).click();

  await expect(page.getByRole("alert")).toContainText(
    "An account with this email address already exists.",
  );
  await expect(page).toHaveURL(/\/auth\/v1\/_local\/idp/);
  await page.getByRole("button", { name: "Cancel and return to the app" }).click();
  await expect(
    page.getByRole("heading", { name: "Connect with Cannabis Tour Partners" }),
  ).toBeVisible();
});

test("cancelling at the provider comes back signed out with the reason", async ({ page }) => {
  await page.goto("/api/login");
  await expect(page).toHaveURL(/\/auth\/v1\/_local\/idp/);
  await page.getByRole("button", { name: "Cancel and return to the app" }).click();
  await expect(page.getByRole("alert").getByText("Sign In Failed")).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "Connect with Cannabis Tour Partners" }),
  ).toBeVisible();
  expect(new URL(page.url()).search).toBe("");
});
