import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";

const password = "Passw0rd!";

async function expectSignedInAs(page: Page, email: string) {
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("main").getByText(email)).toBeVisible();
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
  await expectSignedInAs(page, email);

  // The session survives a reload: it is restored from storage and confirmed with Auth.
  await page.reload();
  await expectSignedInAs(page, email);

  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(
    page.getByRole("heading", { name: "Connect with Cannabis Tour Partners" }),
  ).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);

  await page.getByRole("link", { name: "Sign In", exact: true }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();

  await expect(page.getByRole("status").getByText("Welcome back!")).toBeVisible();
  await expectSignedInAs(page, email);
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
