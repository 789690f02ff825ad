import { randomUUID } from "node:crypto";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { createCompletePartner, signIn } from "./support/accounts.ts";
import { captureThemes, h1 } from "./support/capture.ts";

test.describe.configure({ timeout: 120_000 });

/** A common phone: 390 px wide. */
const PHONE = { width: 390, height: 844 };

const landing = (page: Page) =>
  page.getByRole("heading", { name: "Connect with Cannabis Tour Partners" });

/** One device: its own browser context (storage, cookies), signed in as the account. */
async function device(browser: Browser, account: { email: string; password: string }) {
  const context = await browser.newContext({ viewport: PHONE, timezoneId: "UTC" });
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

/** A signed-in partner page still works: /profile loads as theirs. */
async function expectSignedIn(page: Page) {
  await page.goto("/profile");
  // The first visit of a page loads its code: slow on a busy machine.
  await expect(h1(page, "Profile Settings")).toBeVisible({ timeout: 20_000 });
}

async function expectSignedOut(page: Page) {
  await page.goto("/profile");
  await expect(page.getByText("You are logged out. Logging in again...")).toBeVisible({
    timeout: 20_000,
  });
}

test("Sign Out ends this device's session only; Sign out everywhere on /profile ends every one", async ({
  browser,
}) => {
  const stamp = randomUUID().slice(0, 6);
  const { account } = await createCompletePartner({
    firstName: "Devi",
    lastName: `Devices${stamp}`,
    businessName: `Devi ${stamp} Gardens`,
    businessType: "Outdoor Farm",
    businessLocation: "8 Vine Street, Napa, CA",
  });
  const phone = await device(browser, account);
  const laptop = await device(browser, account);

  // Sign Out on the phone, from the account menu: the laptop stays signed in.
  await phone.getByRole("button", { name: `Account menu for Devi Devices${stamp}` }).click();
  await phone.getByRole("link", { name: "Sign Out" }).click();
  await expect(landing(phone)).toBeVisible();
  await expectSignedOut(phone);
  await expectSignedIn(laptop);

  // Sign out everywhere, from the laptop's /profile, after a confirmation: both end.
  await signIn(phone, account);
  await expectSignedIn(phone);
  const section = laptop.getByRole("region", { name: "Signed-in devices" });
  await section.scrollIntoViewIfNeeded();
  await captureThemes(laptop, "profile-signed-in-devices", section, [PHONE]);
  await section.getByRole("button", { name: "Sign out everywhere" }).click();
  const confirm = laptop.getByRole("dialog", { name: "Sign out everywhere?" });
  await expect(confirm).toHaveAccessibleDescription(
    "Every device signed in to this account is signed out, this one included. You will need your password to sign in again.",
  );
  await captureThemes(laptop, "profile-sign-out-everywhere", confirm, [PHONE]);
  await confirm.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(landing(laptop)).toBeVisible();
  await expectSignedOut(laptop);
  await expectSignedOut(phone);

  await phone.context().close();
  await laptop.context().close();
});
