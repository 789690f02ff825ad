import { randomUUID } from "node:crypto";
import { expect as baseExpect, test } from "@playwright/test";
import { captureThemes, h1 } from "./support/capture.ts";
import { outboxMailsTo } from "./support/mailbox.ts";

// A sign-up, two mails through the outbox and two screens in two themes with axe.
test.describe.configure({ timeout: 180_000 });

// Each wait is for a condition; the room is for a machine busy with other stacks.
const expect = baseExpect.configure({ timeout: 15_000 });

const PHONE = [{ width: 390, height: 844 }] as const;

const confirmLink = (text: string) => /\/confirm-email\/[0-9a-f]{64}/.exec(text)?.[0];

test("a new partner confirms the address from the welcome mail on a phone, and the banner goes", async ({
  page,
}) => {
  const email = `confirm-${randomUUID().slice(0, 8)}@example.test`;
  await page.setViewportSize(PHONE[0]);
  await page.goto("/auth?mode=sign-up");
  await page.getByLabel("First name").fill("Casey");
  await page.getByLabel("Last name").fill("Confirm");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Passw0rd!");
  await page.getByRole("button", { name: "Create Account" }).click();

  // The spec's flow: a session at once, straight to the wizard, with the address unconfirmed.
  await expect(page).toHaveURL("/signup");
  const banner = page.getByRole("region", { name: "Please confirm your e-mail address" });
  await expect(banner).toContainText(`We sent a link to ${email}.`);
  await captureThemes(page, "signup-email-unconfirmed", banner, PHONE);

  await banner.getByRole("button", { name: "Send again" }).click();
  await expect(page.getByRole("status").getByText(`We sent a new link to ${email}.`)).toBeVisible();

  const mails = await outboxMailsTo(email, "Welcome to Tour Partner Portal");
  const welcome = mails.find((mail) => mail.subject === "Welcome to Tour Partner Portal");
  const link = confirmLink(welcome?.text ?? "");
  expect(link, "a confirmation link in the welcome mail").toBeTruthy();
  expect(welcome?.text).not.toContain("unsubscribe");

  await page.goto(link as string);
  await expect(h1(page, "Confirm your e-mail address")).toBeVisible();
  const confirmed = page.getByText("Your e-mail address is confirmed. Thank you!");
  await expect(confirmed).toBeVisible();
  await captureThemes(page, "email-confirmed", confirmed, PHONE);

  // Back to the wizard (an incomplete profile's home), now without the banner.
  await page.getByRole("link", { name: "Continue to the portal" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 2, name: "Tell us about you" })).toBeVisible();
  await expect(banner).toHaveCount(0);

  // A link works once.
  await page.goto(link as string);
  await expect(page.getByRole("alert")).toHaveText("This confirmation link was used already.");
});
