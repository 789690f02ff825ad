import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { createCompletePartner, demo, signIn } from "./support/accounts.ts";
import { apiAs } from "./support/api.ts";
import { captureThemes, h1 } from "./support/capture.ts";

// Captures at two widths in two themes with axe runs.
test.describe.configure({ timeout: 180_000 });

const oldMill = { email: "old.mill@tourpartner.test", password: "Partner123!" };

test("an inactive partner's Earnings show what Payouts owes him, and his chat says why it cannot send", async ({
  page,
}) => {
  // What the admin's Payouts owes him: the seed's $650 tour, completed 33 days ago.
  const admin = await apiAs(demo.admin);
  const month = new Date(Date.now() - 33 * 86_400_000).toISOString().slice(0, 7);
  const payouts = await admin.call<{ items: { owed: string; paid: string }[] }>(
    "GET",
    `/api/admin/payouts?partnerId=5eed0000-0000-4000-a000-000000000005&month=${month}`,
  );
  expect(payouts.items.map((line) => line.owed)).toEqual(["650.00"]);

  await signIn(page, oldMill, "/earnings");
  await expect(h1(page, "Earnings")).toBeVisible({ timeout: 30_000 });
  const main = page.getByRole("main");
  await expect(main.getByText("$650", { exact: true }).first()).toBeVisible();
  const line = main.getByRole("row").filter({ hasText: "Extraction Safety Walkthrough" });
  await expect(line.getByText("Pending", { exact: true })).toBeVisible();

  // On a phone the Status column stays on screen.
  await page.setViewportSize({ width: 390, height: 844 });
  // The charts come first on the page: the row is scrolled to, the column must not need it.
  await line.scrollIntoViewIfNeeded();
  await expect(line.getByText("Pending", { exact: true })).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 800 });
  await captureThemes(page, "earnings-inactive", h1(page, "Earnings"));

  await page.goto("/chat");
  await page.getByRole("textbox", { name: "Message" }).fill("Why was my account deactivated?");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(
    page
      .getByRole("alert")
      .getByText(
        "Failed to send message. Your account is inactive: messages can be sent again once an admin reactivates it.",
      ),
  ).toBeVisible();
});

test("the support inbox marks a partner waiting for a person until one answers", async ({
  page,
}) => {
  const tag = randomUUID().slice(0, 6);
  const { partner } = await createCompletePartner({
    firstName: "Wren",
    lastName: `Waiting${tag}`,
    businessName: `Waiting ${tag} Farm`,
    businessType: "Outdoor Farm",
    businessLocation: "5 Ridge Road, Ukiah, CA",
  });
  await partner.call("POST", "/api/chat/send", {
    message: "Can someone call me about parking for a bus?",
    messageType: "text",
  });

  await signIn(page, demo.admin, "/admin/support");
  const conversation = page.getByRole("link", { name: new RegExp(`Waiting${tag}`) });
  await expect(conversation.getByText("Waiting for you")).toBeVisible({ timeout: 30_000 });
  await captureThemes(page, "admin-support-waiting", conversation);

  // Opened, it is read but still waiting; answered, it is not.
  await conversation.click();
  await expect(conversation.getByText("Waiting for you")).toBeVisible();
  await page
    .getByRole("textbox", { name: "Answer as the Support Agent" })
    .fill("We will call you within the hour.");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(conversation.getByText("Waiting for you")).toHaveCount(0);
});
