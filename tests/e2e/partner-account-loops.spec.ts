import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { anonClient } from "../support/clients.ts";
import { functionsUrl, testStack } from "../support/stack.ts";
import { createCompletePartner, demo } from "./support/accounts.ts";
import { apiAs } from "./support/api.ts";
import { h1 } from "./support/capture.ts";

test.describe.configure({ timeout: 120_000 });

const newPartner = (firstName: string) =>
  createCompletePartner({
    firstName,
    lastName: "Okafor",
    businessName: `${firstName} Okafor Farms`,
    businessType: "Outdoor Farm",
    businessLocation: "14 Creek Road, Petaluma, CA",
    availability: ["Friday"],
    minHourlyRate: 60,
  });

/** Fills the /auth form and signs in, wherever the app then goes. */
async function fillSignIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

test("a partner changes availability and minimum rate on /profile and sees them after reload", async ({
  page,
}) => {
  const { account } = await newPartner("Ada");
  await page.goto("/auth");
  await fillSignIn(page, account);
  await expect(page).toHaveURL("/");
  await page.goto("/profile");
  const save = page.getByRole("button", { name: "Save Changes" });
  await expect(save).toBeVisible({ timeout: 30_000 });

  const days = page.getByRole("group", { name: "Days you are available for tours" });
  await expect(days.getByLabel("Friday")).toBeChecked();
  await expect(page.getByLabel("Minimum hourly rate")).toHaveValue("60");
  await days.getByLabel("Friday").uncheck();
  await days.getByLabel("Tuesday").check();
  await days.getByLabel("Sunday").check();
  await page.getByLabel("Minimum hourly rate").fill("85.5");
  await page.getByLabel("Years in business (required)").fill("4");
  await save.click();
  await expect(
    page.getByRole("status").getByText("Profile updated successfully!").first(),
  ).toBeVisible();

  await page.reload();
  await expect(save).toBeVisible({ timeout: 30_000 });
  await expect(days.getByLabel("Tuesday")).toBeChecked();
  await expect(days.getByLabel("Sunday")).toBeChecked();
  await expect(days.getByLabel("Friday")).not.toBeChecked();
  await expect(page.getByLabel("Minimum hourly rate")).toHaveValue("85.5");
});

test("an inactive partner is told so at sign-in and on every page, with how to reach support", async ({
  page,
}) => {
  const { account, partner } = await newPartner("Bea");
  const admin = await apiAs(demo.admin);
  await admin.call("PUT", `/api/admin/users/${partner.userId}`, { isActive: false });

  await page.goto("/auth");
  await fillSignIn(page, account);
  await expect(page).toHaveURL("/");
  const notice = page.getByRole("region", { name: "Your account is inactive" });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("link", { name: "support@tourpartner.test" })).toHaveAttribute(
    "href",
    "mailto:support@tourpartner.test",
  );
  for (const path of ["/calendar", "/opportunities", "/profile"]) {
    await page.goto(path);
    await expect(notice).toBeVisible();
  }
});

test("a session that ended on a bookmarked page returns there after signing in again", async ({
  page,
}) => {
  const { account } = await newPartner("Cy");
  await page.goto("/auth");
  await fillSignIn(page, account);
  await expect(page).toHaveURL("/");
  await page.goto("/calendar");
  await expect(h1(page, "Calendar")).toBeVisible();

  // The session ends elsewhere (signed out everywhere), as an expired one would.
  const elsewhere = anonClient();
  await elsewhere.auth.signInWithPassword(account);
  await elsewhere.auth.signOut({ scope: "global" });

  await page.reload();
  await expect(page.getByText("You are logged out. Logging in again...")).toBeVisible();
  await expect(page).toHaveURL("/auth?next=%2Fcalendar");
  await fillSignIn(page, account);
  await expect(page).toHaveURL("/calendar");
  await expect(h1(page, "Calendar")).toBeVisible();
});

test("a bookmarked partner page opened signed out goes to /auth and back; no other site", async ({
  page,
}) => {
  const { account } = await newPartner("Dee");
  await page.goto("/opportunities?q=harvest");
  await expect(page).toHaveURL("/auth?next=%2Fopportunities%3Fq%3Dharvest");
  await expect(page.getByRole("link", { name: "Continue with Google" })).toHaveAttribute(
    "href",
    "/api/login?next=%2Fopportunities%3Fq%3Dharvest",
  );
  await fillSignIn(page, account);
  await expect(page).toHaveURL("/opportunities?q=harvest");

  await page.getByRole("button", { name: "Account menu for Dee Okafor" }).click();
  await page.getByRole("link", { name: "Sign Out" }).click();
  await expect(
    page.getByRole("heading", { name: "Connect with Cannabis Tour Partners" }),
  ).toBeVisible();
  await page.goto("/auth?next=https%3A%2F%2Fevil.example%2F");
  await fillSignIn(page, account);
  await expect(page).toHaveURL("/");
});

test("the external sign-in also returns to the page asked for", async ({ page }) => {
  const email = `external-${randomUUID().slice(0, 8)}@example.test`;
  const chooseAccount = async () => {
    await page.goto("/auth?next=%2Fcalendar");
    await page.getByRole("link", { name: "Continue with Google" }).click();
    await expect(page).toHaveURL(/\/auth\/v1\/_local\/idp/);
  };

  // A new account has no business profile: the wizard comes first, not a missing page.
  await chooseAccount();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Full name").fill("Emery Stone");
  await page.getByRole("button", { name: "Add account and sign in" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Tell us about you" })).toBeVisible();
  await expect(page).toHaveURL("/");

  // The profile completed behind the screen, as the wizard would.
  // The browser's session, wherever the app keeps it.
  const token = await page.evaluate(() => {
    for (const value of Object.values(window.localStorage)) {
      try {
        const token = (JSON.parse(value) as { access_token?: unknown }).access_token;
        if (typeof token === "string") return token;
      } catch {}
    }
    return "";
  });
  const signup = await fetch(`${functionsUrl}/api/signup`, {
    method: "POST",
    headers: {
      apikey: testStack.anonKey,
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
    },
    body: JSON.stringify({
      firstName: "Emery",
      lastName: "Stone",
      email,
      phone: "+17075550144",
      businessName: "Stone Creek Farm",
      businessType: "Outdoor Farm",
      businessLocation: "3 Stone Creek Road, Ukiah, CA",
      expertise: ["Cannabis cultivation"],
      services: ["Farm tours"],
      availability: ["Monday"],
      maxGroupSize: 10,
      minHourlyRate: 50,
    }),
  });
  expect(signup.status).toBe(200);
  await page.getByRole("link", { name: "Sign Out" }).click();
  await expect(
    page.getByRole("heading", { name: "Connect with Cannabis Tour Partners" }),
  ).toBeVisible();

  await chooseAccount();
  await page.getByRole("button", { name: new RegExp(email) }).click();
  await expect(h1(page, "Calendar")).toBeVisible();
  await expect(page).toHaveURL("/calendar");
});
