import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { formatTourDateTime } from "../../supabase/functions/_shared/portable/tour-time.ts";
import { functionsUrl, testStack } from "../support/stack.ts";
import { createCompletePartner, demo, signIn } from "./support/accounts.ts";
import { apiAs } from "./support/api.ts";
import { captureThemes, h1 } from "./support/capture.ts";
import { latestMailTo } from "./support/mailbox.ts";

// A tour made through the API, two mails delivered, captures in two themes with axe runs.
test.describe.configure({ timeout: 180_000 });

const PHONE = [{ width: 390, height: 844 }] as const;
const ZONE = "America/Los_Angeles";
const toast = (page: Page, text: string) => page.getByRole("status").getByText(text).first();

/** Sends what the outbox holds now, as the stack's cron would a moment later. */
async function sendMail() {
  const response = await fetch(`${functionsUrl}/send-email`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${testStack.serviceRoleKey}`,
      "content-type": "application/json",
    },
    body: "{}",
  });
  expect(response.status).toBe(200);
}

/** The path of the portal link in the newest mail to `address` that leads under `prefix`. */
async function mailedPath(address: string, prefix: string) {
  await sendMail();
  const mail = await latestMailTo(address, 20_000);
  const link = new RegExp(`https?://[^\\s"'<>]+(${prefix}/[0-9a-f]{64})`).exec(mail.text);
  if (!link?.[1]) throw new Error(`no ${prefix} link in "${mail.subject}"`);
  return link[1];
}

test("the organiser fills the guest list from the mailed link, and a guest signs the waiver from theirs", async ({
  page,
}) => {
  const tag = randomUUID().slice(0, 6);
  const admin = await apiAs(demo.admin);
  const waiver = await admin.call<{ id: string }>("POST", "/api/admin/legal-documents", {
    title: `Tour Release ${tag}`,
    documentType: "liability_waiver",
    content: "I take part in this tour at my own risk.",
    version: "1.0",
    // Guests sign it, not partners: it is no partner's pending document.
    requiresSignature: false,
    requiresAttestation: false,
  });
  const { partner } = await createCompletePartner({
    firstName: "Lena",
    lastName: "Ortiz",
    businessName: `Ortiz Vineyards ${tag}`,
    businessType: "Outdoor Farm",
    businessLocation: "Napa, CA",
  });
  const organiser = `organiser-${tag}@example.test`;
  const guestEmail = `ann-${tag}@example.test`;
  const title = `Harvest walk ${tag}`;
  // Tomorrow: near the top of the admin's scheduled tours.
  const startsAt = new Date(Date.now() + 86_400_000);
  const opportunity = await admin.call<{ id: string }>("POST", "/api/admin/opportunities", {
    title,
    location: "Napa, CA",
    date: startsAt.toISOString(),
    baseRate: "400.00",
    groupSize: 3,
    clientContact: "Olive Organiser",
    clientEmail: organiser,
    meetingStreet: "1 Vine St",
    meetingState: "CA",
    meetingZip: "94558",
    meetingInstructions: "Park by the red barn.",
    waiverDocumentId: waiver.id,
    assignedPartners: [partner.userId],
  });
  const bid = await partner.call<{ id: string }>("POST", "/api/bids", {
    opportunityId: opportunity.id,
    amount: "420",
  });
  await admin.call("PUT", `/api/admin/bids/${bid.id}`, { status: "accepted" });

  // The organiser, signed out, in a browser on UTC: the tour's times are Napa's.
  await page.setViewportSize(PHONE[0]);
  const guestListPath = await mailedPath(organiser, "/guests");
  await page.goto(guestListPath);
  await expect(h1(page, `Guest list: ${title}`)).toBeVisible();
  const main = page.getByRole("main");
  await expect(main).toContainText(formatTourDateTime(startsAt, ZONE));
  await expect(main).toContainText("Pacific Time");
  await expect(main).toContainText("1 Vine St, Napa, CA 94558");
  await expect(main).toContainText("Park by the red barn.");
  await expect(main).toContainText(`Ortiz Vineyards ${tag}`);
  await expect(main).toContainText("No guests yet.");

  const addGuest = async (name: string, dateOfBirth: string, email = "") => {
    await page.getByRole("button", { name: "Add guest" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a guest" });
    await dialog.getByLabel("Full name").fill(name);
    await dialog.getByLabel("Date of birth").fill(dateOfBirth);
    if (email) await dialog.getByLabel("E-mail (optional)").fill(email);
    await dialog.getByRole("button", { name: "Add guest" }).click();
    await expect(toast(page, "Guest added")).toBeVisible();
    await expect(dialog).toBeHidden();
  };
  await addGuest("Ann Guest", "1990-05-01", guestEmail);
  await addGuest("Bo Guest", "1988-11-30");

  // An edit, by keyboard, and a date of birth the database refuses.
  await page.getByRole("button", { name: "Edit Bo Guest" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Bo Guest" });
  await edit.getByLabel("Date of birth").fill("2999-01-01");
  await edit.getByLabel("Date of birth").press("Enter");
  await expect(
    edit.getByText("Please enter a real date of birth, not in the future"),
  ).toBeVisible();
  await edit.getByLabel("Date of birth").fill("1988-12-01");
  await edit.getByRole("button", { name: "Save guest" }).click();
  await expect(toast(page, "Guest updated")).toBeVisible();

  await expect(h1(page, `Guest list: ${title}`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Guests (2 of 3)" })).toBeVisible();
  const ann = page.getByRole("listitem").filter({ hasText: "Ann Guest" });
  await expect(ann).toContainText("Waiver not signed yet");
  await expect(page.getByRole("listitem").filter({ hasText: "Bo Guest" })).toContainText(
    "Born 1988-12-01",
  );
  await expect(page.getByRole("listitem").filter({ hasText: "Bo Guest" })).toContainText(
    "Signs at check-in",
  );
  await captureThemes(page, "guest-list", h1(page, `Guest list: ${title}`), PHONE);

  // The guest, from their own mail.
  await page.goto(await mailedPath(guestEmail, "/waivers"));
  await expect(h1(page, `Tour Release ${tag}`)).toBeVisible();
  await expect(page.getByRole("main")).toContainText("I take part in this tour at my own risk.");
  await captureThemes(page, "waiver", h1(page, `Tour Release ${tag}`), PHONE);
  const signature = page.getByLabel("Type your full name to sign: Ann Guest");
  await signature.fill("Someone Else");
  await page.getByRole("button", { name: "Sign waiver" }).click();
  await expect(
    page.getByRole("main").getByText("Please type your full name as on the guest list: Ann Guest"),
  ).toBeVisible();
  await signature.fill("Ann Guest");
  await page.getByRole("button", { name: "Sign waiver" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Signed on / })).toBeVisible();

  // The organiser's list says who has signed.
  await page.goto(guestListPath);
  await expect(
    page.getByRole("listitem").filter({ hasText: "Ann Guest" }).getByText("Waiver signed"),
  ).toBeVisible();

  // The admin sees the list from the Tours page and revokes the organiser's link.
  await signIn(page, demo.admin, "/admin/tours");
  await expect(h1(page, "Tours")).toBeVisible({ timeout: 20_000 });
  await page
    .getByRole("listitem")
    .filter({ hasText: title })
    .getByRole("button", { name: /^Guests/ })
    .click();
  const dialog = page.getByRole("dialog", { name: `Guests: ${title}` });
  await expect(dialog).toContainText(`Sent to ${organiser}`);
  await expect(dialog.getByRole("listitem").filter({ hasText: "Ann Guest" })).toContainText(
    "Waiver signed",
  );
  await dialog.getByRole("button", { name: "Revoke link" }).click();
  await expect(toast(page, "Guest list link revoked")).toBeVisible();
  await expect(dialog).toContainText("revoked on");
  await captureThemes(page, "admin-tour-guests", dialog, PHONE);

  await page.goto(guestListPath);
  await expect(page.getByRole("alert")).toHaveText(
    "This guest list link was withdrawn; ask the tour's organiser for a new one.",
  );
});
