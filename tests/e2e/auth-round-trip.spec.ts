import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { createAccount } from "./support/accounts.ts";

const password = "Passw0rd!";

/** A fresh account has no business profile: it is held in the signup wizard. */
async function expectInWizardAs(page: Page, email: string) {
  await expect(page.getByRole("heading", { level: 2, name: "Tell us about you" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);
}

test("create an account, sign out, and sign in again with e-mail and password", async ({
  page,
}) => {
  const email = `e2e-${randomUUID().slice(0, 8)}@example.test`;

  await page.goto("/");
  await page.getByRole("link", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL("/auth");

  await page.getByRole("tab", { name: "Create Account" }).click();
  await page.getByLabel("First name").fill("Avery");
  await page.getByLabel("Last name").fill("Grower");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();

  await expect(page.getByRole("status").getByText("Account Created!")).toBeVisible();
  await expect(page).toHaveURL("/signup");
  await expectInWizardAs(page, email);

  // The session survives a reload: it is restored from storage and confirmed by the API.
  await page.reload();
  await expectInWizardAs(page, email);

  await page.getByRole("link", { name: "Sign Out" }).click();
  await expect(
    page.getByRole("heading", { name: "Connect with Cannabis Tour Partners" }),
  ).toBeVisible();

  await page.getByRole("link", { name: "Sign In", exact: true }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();

  await expect(page.getByRole("status").getByText("Welcome back!")).toBeVisible();
  await expect(page).toHaveURL("/");
  await expectInWizardAs(page, email);
});

test("creating an account for a registered address says no more than a password reset does", async ({
  page,
}) => {
  const account = await createAccount({ firstName: "Robin", lastName: "Taken" });
  const createFor = async (address: string, secret: string) => {
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Create Account" }).click();
    await page.getByLabel("First name").fill("Someone");
    await page.getByLabel("Last name").fill("Else");
    await page.getByLabel("Email").fill(address);
    await page.getByLabel("Password", { exact: true }).fill(secret);
    await page.getByRole("button", { name: "Create Account" }).click();
  };

  // Another person's password: the spec's fallback, never "User already registered".
  await createFor(account.email, "Otherpassw0rd1");
  const alert = page.getByRole("alert");
  await expect(alert.getByText("Sign Up Failed")).toBeVisible();
  await expect(alert.getByText("Please check your information and try again.")).toBeVisible();
  await expect(page.getByText(/already registered/i)).toHaveCount(0);
  await expect(page).toHaveURL("/auth");

  // The owner's own password: signed in, as the sign-in form would, and on to the wizard.
  await createFor(account.email, account.password);
  await expect(page).toHaveURL("/signup");
  await expectInWizardAs(page, account.email);
});

test("a wrong password shows Sign In Failed with the server's message", async ({ page }) => {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(`nobody-${randomUUID().slice(0, 8)}@example.test`);
  await page.getByLabel("Password", { exact: true }).fill("Wrong-passw0rd");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();

  const alert = page.getByRole("alert");
  await expect(alert.getByText("Sign In Failed")).toBeVisible();
  await expect(alert.getByText("Invalid login credentials")).toBeVisible();
  await expect(page).toHaveURL("/auth");
});

test("sign-up shows its field errors under the inputs", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Create Account" }).click();
  await page.getByLabel("Password", { exact: true }).fill("letters-only");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await expect(page.getByText("Last name is required")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(
    page.getByText("Password must contain at least one letter and one number"),
  ).toBeVisible();
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
});
