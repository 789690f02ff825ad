import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { createCompletePartner, demo, signIn } from "./support/accounts.ts";
import { apiAs } from "./support/api.ts";
import { captureThemes } from "./support/capture.ts";

test.describe.configure({ timeout: 120_000 });

/** A common phone: 390 px wide. */
const PHONE = { width: 390, height: 844 };
const DAY = 86_400_000;

test("on a phone, a card names its response deadline, a too-long cover letter's message comes into view, and chat keeps a long paste whole", async ({
  page,
}) => {
  const stamp = randomUUID().slice(0, 6);
  const { account } = await createCompletePartner({
    firstName: "Pia",
    lastName: `Phone${stamp}`,
    businessName: `Pia ${stamp} Farm`,
    businessType: "Outdoor Farm",
    businessLocation: "2 Ridge Road, Sebastopol, CA",
  });
  const admin = await apiAs(demo.admin);
  const title = `Ridge walk ${stamp}`;
  await admin.call("POST", "/api/admin/opportunities", {
    title,
    location: "Sebastopol, CA",
    date: new Date(Date.now() + 30 * DAY).toISOString(),
    responseDeadline: new Date(Date.now() + 20 * DAY).toISOString(),
    baseRate: "200.00",
  });

  await page.setViewportSize(PHONE);
  await signIn(page, account);
  await page.goto(`/opportunities?q=${encodeURIComponent(title)}`);
  const card = page.getByRole("article", { name: title });
  // The first visit of a page loads its code: slow on a busy machine.
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(
    card.getByText(/^Bids close \w{3} \d{1,2}, \d{4} · \d{1,2}:\d{2} [AP]M P[SD]T$/),
  ).toBeVisible();
  await captureThemes(page, "opportunity-card-deadline", card, [PHONE]);

  await card.getByRole("button", { name: "Submit Bid" }).click();
  const dialog = page.getByRole("dialog", { name: "Submit Your Bid" });
  await dialog.getByRole("spinbutton", { name: "Bid amount" }).fill("150");
  const letter = dialog.getByLabel("Cover letter");
  await letter.fill("x".repeat(5001));
  await dialog.getByRole("button", { name: "Submit Bid" }).click();
  const message = dialog.getByText("At most 5000 characters");
  await expect(message).toBeInViewport();
  await expect(letter).toBeFocused();
  await expect(letter).toHaveAccessibleDescription("At most 5000 characters");
  await captureThemes(page, "bid-dialog-long-letter", message, [PHONE]);
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await page.goto("/chat");
  const input = page.getByRole("textbox", { name: "Message" });
  await expect(input).toBeVisible({ timeout: 20_000 });
  await input.fill("y".repeat(6000));
  await expect(input).toHaveValue("y".repeat(6000));
  await expect(input).toHaveAccessibleDescription(
    "Message is too long: 6,000 characters, at most 2,000.",
  );
  await expect(page.getByRole("button", { name: "Send" })).toBeDisabled();
  await captureThemes(page, "chat-too-long", input, [PHONE]);
});
