import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { createCompletePartner, demo, signIn } from "./support/accounts.ts";
import { apiAs } from "./support/api.ts";
import { h1 } from "./support/capture.ts";

test.describe.configure({ timeout: 90_000 });

/**
 * Resolves once Realtime reports the page's notifications channel subscribed to the
 * database's changes, so what the test writes next can only reach the page through it.
 */
function notificationsSubscribed(page: Page) {
  return new Promise<void>((resolve) => {
    page.on("websocket", (socket) => {
      if (!socket.url().includes("/realtime/v1/websocket")) return;
      socket.on("framereceived", ({ payload }) => {
        if (
          typeof payload === "string" &&
          payload.includes("realtime:notifications:") &&
          payload.includes("Subscribed to PostgreSQL")
        ) {
          resolve();
        }
      });
    });
  });
}

test("an admin's assignment lights the partner's bell at once; mark all as read clears it", async ({
  page,
}) => {
  const { account, partner } = await createCompletePartner({
    firstName: "Avery",
    lastName: "Quinn",
    businessName: "Quinn Craft Cannabis",
    businessType: "Dispensary",
    businessLocation: "21 Main Street, Ukiah, CA",
  });
  const subscribed = notificationsSubscribed(page);
  await signIn(page, account);
  // The first visit may wait for the dev server to build the dashboard's modules.
  await expect(h1(page, "Welcome, Avery!")).toBeVisible({ timeout: 30_000 });
  await subscribed;
  await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  // Set on this document: still there afterwards means the page was never reloaded.
  await page.evaluate(() => {
    document.body.dataset.sameDocument = "yes";
  });

  const admin = await apiAs(demo.admin);
  const title = `Dispensary walkthrough ${randomUUID().slice(0, 6)}`;
  const opportunity = await admin.call<{ id: string }>("POST", "/api/admin/opportunities", {
    title,
    location: "Ukiah, CA",
    tourType: "dispensary",
    date: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    baseRate: "320.00",
  });
  await admin.call("POST", `/api/admin/opportunities/${opportunity.id}/assign`, {
    userIds: [partner.userId],
  });

  const bell = page.getByRole("button", { name: "Notifications, 1 unread" });
  await expect(bell).toBeVisible({ timeout: 15_000 });
  await expect(bell).toContainText("1");
  expect(await page.evaluate(() => document.body.dataset.sameDocument)).toBe("yes");

  await bell.click();
  const dropdown = page.getByRole("region", { name: "Notifications" });
  const item = dropdown.getByRole("link", { name: /New opportunity assigned/ });
  await expect(item).toContainText("Unread");
  await expect(item).toContainText(`You have been assigned to "${title}".`);
  await expect(item).toContainText(/ago$/);
  // It opens the opportunity it is about, not the list.
  await expect(item).toHaveAttribute("href", `/opportunities?opportunity=${opportunity.id}`);

  await dropdown.getByRole("button", { name: "Mark all as read" }).click();
  await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  await expect(item).not.toContainText("Unread");
  await expect(dropdown.getByRole("button", { name: "Mark all as read" })).toBeDisabled();
  const after = await partner.call<{ unreadCount: number }>("GET", "/api/notifications");
  expect(after.unreadCount).toBe(0);

  // Keyboard: Escape closes the dropdown and returns to the bell; Enter opens it again.
  await page.keyboard.press("Escape");
  const quietBell = page.getByRole("button", { name: "Notifications", exact: true });
  await expect(quietBell).toBeFocused();
  await expect(dropdown).toBeHidden();
  await page.keyboard.press("Enter");
  await expect(dropdown).toBeVisible();
  await page.getByRole("heading", { level: 1 }).click();
  await expect(dropdown).toBeHidden();
});
