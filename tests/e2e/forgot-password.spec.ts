import { expect, test } from "@playwright/test";
import { createAccount } from "./support/accounts.ts";
import { latestMailTo, verifyLink } from "./support/mailbox.ts";

test("forgot password: the mailed link lets the user choose a new password", async ({ page }) => {
  const account = await createAccount();
  const newPassword = "N3wPassw0rd";

  await page.goto("/auth");
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status").getByText("Check your email")).toBeVisible();

  const mail = await latestMailTo(account.email);
  expect(mail.subject).toBe("Reset your Tour Partner Portal password");
  expect(mail.html).toContain("Tour Partner Portal");
  await page.goto(verifyLink(mail));

  await expect(page).toHaveURL("/reset-password");
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByLabel("Confirm new password", { exact: true }).fill("other");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(page.getByText("Passwords do not match")).toBeVisible();

  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("status").getByText("Password Updated")).toBeVisible();
  await expect(page).toHaveURL("/");

  // The new password signs in; the old one no longer does.
  await page.goto("/api/logout");
  await expect(
    page.getByRole("heading", { name: "Connect with Cannabis Tour Partners" }),
  ).toBeVisible();
  await page.goto("/auth");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("alert").getByText("Sign In Failed")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("status").getByText("Welcome back!")).toBeVisible();
  await expect(page).toHaveURL("/");
});

test("an old or broken reset link says so and offers a new one", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page.getByText("This reset link is not valid any more.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Request a new link" })).toHaveAttribute(
    "href",
    "/auth",
  );
});
