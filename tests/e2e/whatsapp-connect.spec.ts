import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { stackConfig } from "../../local-stack/lib/config.ts";
import { createCompletePartner, signIn } from "./support/accounts.ts";
import { captureThemes, h1 } from "./support/capture.ts";

test.describe.configure({ timeout: 120_000 });

/** A common phone: 390 px wide. */
const PHONE = { width: 390, height: 844 };
const { whatsappUrl } = stackConfig("test");

test("a partner connects a WhatsApp number on /profile with the code from the local copy's page", async ({
  page,
  context,
}) => {
  const stamp = randomUUID().slice(0, 6);
  const { account } = await createCompletePartner({
    firstName: "Wanda",
    lastName: `Whats${stamp}`,
    businessName: `Wanda ${stamp} Farms`,
    businessType: "Outdoor Farm",
    businessLocation: "12 Orchard Lane, Sebastopol, CA",
  });
  // A fictional US number of this test's own (555-0100 to 555-0199).
  const line = String(100 + (Number.parseInt(stamp, 16) % 100)).padStart(4, "0");
  const typed = `(415) 555-${line}`;
  const e164 = `+1415555${line}`;

  await page.setViewportSize(PHONE);
  await signIn(page, account);
  await page.goto("/profile");
  await expect(h1(page, "Profile Settings")).toBeVisible({ timeout: 20_000 });
  const section = page.getByRole("region", { name: "WhatsApp", exact: true });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByLabel("Mobile number")).toBeVisible();
  await captureThemes(page, "profile-whatsapp-connect", section, [PHONE]);

  // A number that is none is said under the field, by the server.
  await section.getByLabel("Mobile number").fill("12345");
  await section.getByRole("button", { name: "Send code" }).click();
  await expect(section.getByText("Please enter a valid phone number")).toBeVisible();

  await section.getByLabel("Mobile number").fill(typed);
  await section.getByRole("button", { name: "Send code" }).click();
  await expect(section.getByText(`+1 •••••• ${line}`)).toBeVisible();
  await expect(section.getByText("Waiting for the code")).toBeVisible();
  await captureThemes(page, "profile-whatsapp-code", section, [PHONE]);

  // The code, as the partner would read it on their phone: the local copy's page of the number.
  const copy = await context.newPage();
  await copy.goto(`${whatsappUrl}/numbers/${encodeURIComponent(e164)}`);
  await expect(copy.getByText("verification_code")).toBeVisible();
  const code = (await copy.locator("code").first().textContent()) ?? "";
  expect(code).toMatch(/^\d{6}$/);
  await copy.close();

  // A wrong code first: said under the field, one try used.
  await section.getByLabel("Code").fill(code === "000000" ? "111111" : "000000");
  await section.getByRole("button", { name: "Verify" }).click();
  await expect(
    section.getByText("That code is not right. Check the message and try again"),
  ).toBeVisible();
  await expect(section.getByText("4 tries left")).toBeVisible();

  await section.getByLabel("Code").fill(code);
  await section.getByRole("button", { name: "Verify" }).click();
  await expect(section.getByText("Verified", { exact: true })).toBeVisible();
  await expect(section.getByLabel("Code")).toHaveCount(0);
  await captureThemes(page, "profile-whatsapp-verified", section, [PHONE]);

  // Now each kind of message may come on WhatsApp too: on by default for the schedule.
  const schedule = page.getByRole("group", { name: "Schedule" });
  const alsoOnWhatsApp = schedule.getByRole("checkbox", { name: "Also on WhatsApp" });
  await expect(alsoOnWhatsApp).toBeEnabled();
  await expect(alsoOnWhatsApp).toBeChecked();
  await alsoOnWhatsApp.uncheck();
  await expect(page.getByText("Schedule: not on WhatsApp")).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole("group", { name: "Schedule" })
      .getByRole("checkbox", { name: "Also on WhatsApp" }),
  ).not.toBeChecked();
  await captureThemes(
    page,
    "profile-message-preferences",
    page.getByRole("group", { name: "Schedule" }),
    [PHONE],
  );

  // Disconnecting offers the form again.
  await section.getByRole("button", { name: "Disconnect" }).click();
  await expect(section.getByLabel("Mobile number")).toBeVisible();
});
