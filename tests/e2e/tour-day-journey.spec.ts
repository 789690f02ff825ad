import { randomUUID } from "node:crypto";
import { expect as baseExpect, type Page, test } from "@playwright/test";
import {
  formatTourDate,
  formatTourDateTime,
  formatTourTime,
} from "../../supabase/functions/_shared/portable/tour-time.ts";
import { ownerPool } from "../support/db-callers.ts";
import { startTour } from "../support/db-fixtures.ts";
import { createCompletePartner, demo, signIn } from "./support/accounts.ts";
import { apiAs } from "./support/api.ts";
import { captureThemes, h1 } from "./support/capture.ts";
import { outboxMailsTo, portalPath } from "./support/mailbox.ts";

/**
 * The tour itself, in order: the organiser fills the guest list from the mailed link,
 * a guest signs the waiver from her mail, the partner checks guests in at the door (one while
 * offline, sent once back) and marks a no-show, the admin completes the tour, the organiser
 * reviews it, the partner replies, and the admin reads the rating on the partner's next bid.
 * At 390 px, in a UTC browser: the tour's times are Healdsburg's, whatever the viewer's zone.
 */

test.use({ viewport: { width: 390, height: 844 } });
// Mail through the outbox, a dozen screens in two themes with axe, on a shared machine.
test.describe.configure({ timeout: 300_000 });

// Each wait is for a condition; the room is for a machine busy with other stacks.
const expect = baseExpect.configure({ timeout: 15_000 });

const PHONE = [{ width: 390, height: 844 }] as const;
const ZONE = "America/Los_Angeles";
const toast = (page: Page, text: string) => page.getByRole("status").getByText(text).first();

const pool = ownerPool(1);
test.afterAll(() => pool.end());

async function guestState(tourId: string, name: string) {
  const { rows } = await pool.query(
    "select checked_in_at is not null as in, id_type, no_show_at is not null as no_show from public.guests where tour_id = $1 and name = $2",
    [tourId, name],
  );
  return rows[0] as { in: boolean; id_type: string | null; no_show: boolean };
}

/** The portal path under `prefix` in the mail to `address` with `subject`, once it is sent. */
async function mailedPath(address: string, subject: string, prefix: string) {
  const mails = await outboxMailsTo(address, subject);
  const mail = mails.find((each) => each.subject === subject);
  if (!mail) throw new Error(`no mail "${subject}" to ${address}`);
  return portalPath(mail, prefix);
}

test("the tour day: guest list, waiver, check-in with one offline, a no-show, completion, the organiser's review, the partner's reply, the rating on the next bid", async ({
  page,
  context,
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
  const { account, partner } = await createCompletePartner({
    firstName: "Rowan",
    lastName: `Reeve ${tag}`,
    businessName: `Reeve Orchard ${tag}`,
    businessType: "Outdoor Farm",
    businessLocation: "1200 Westside Road, Healdsburg, CA",
  });
  const organiser = `organiser-${tag}@acme-retreats.test`;
  const annEmail = `ann-${tag}@example.test`;
  const title = `Orchard walk ${tag}`;
  // Three hours ahead: the partner's manifest is open (from 24 hours before the start).
  const startsAt = new Date(Date.now() + 3 * 3_600_000);
  const opportunity = await admin.call<{ id: string }>("POST", "/api/admin/opportunities", {
    title,
    location: "1200 Westside Road, Healdsburg, CA",
    tourType: "farm",
    date: startsAt.toISOString(),
    baseRate: "450.00",
    groupSize: 3,
    ageRestrictions: "21+",
    clientContact: "Olive Organiser",
    clientEmail: organiser,
    meetingStreet: "1200 Westside Road",
    meetingState: "CA",
    meetingZip: "95448",
    meetingInstructions: "Park by the red barn.",
    waiverDocumentId: waiver.id,
    assignedPartners: [partner.userId],
  });
  const bid = await partner.call<{ id: string }>("POST", "/api/bids", {
    opportunityId: opportunity.id,
    amount: "475",
  });
  const accepted = await admin.call<{ tour: { id: string } }>("PUT", `/api/admin/bids/${bid.id}`, {
    status: "accepted",
  });
  const tourId = accepted.tour.id;

  // 1. The organiser, signed out, opens the guest list from the award's mail.
  const guestListPath = await mailedPath(organiser, `Your guest list for "${title}"`, "/guests");
  await page.goto(guestListPath);
  await expect(h1(page, `Guest list: ${title}`)).toBeVisible();
  const main = page.getByRole("main");
  await expect(main).toContainText(formatTourDateTime(startsAt, ZONE));
  await expect(main).toContainText("Pacific Time");
  await expect(main).toContainText("1200 Westside Road, Healdsburg, CA 95448");
  await expect(main).toContainText("Park by the red barn.");
  await expect(main).toContainText(`Reeve Orchard ${tag}`);
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
  await addGuest("Ann Guest", "1990-05-01", annEmail);
  await addGuest("Bo Guest", "1988-11-30");
  await addGuest("Cy Absent", "1979-02-14");

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

  await expect(page.getByRole("heading", { name: "Guests (3 of 3)" })).toBeVisible();
  const listed = (name: string) => page.getByRole("listitem").filter({ hasText: name });
  await expect(listed("Ann Guest")).toContainText("Waiver not signed yet");
  await expect(listed("Bo Guest")).toContainText("Born 1988-12-01");
  await expect(listed("Bo Guest")).toContainText("Signs at check-in");
  await captureThemes(page, "guest-list", h1(page, `Guest list: ${title}`), PHONE);

  // 2. Ann signs the waiver from her own mail.
  await page.goto(await mailedPath(annEmail, `Please sign the waiver for "${title}"`, "/waivers"));
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
  await page.goto(guestListPath);
  await expect(listed("Ann Guest").getByText("Waiver signed")).toBeVisible();

  // 3. The partner at the door, on the phone.
  const checkIns: string[] = [];
  page.on("response", (response) => {
    const request = response.request();
    if (request.method() === "POST" && request.url().endsWith("/check-in")) {
      checkIns.push(`${response.status()} ${request.url()}`);
    }
  });
  await signIn(page, account, `/tours/${tourId}`);
  const guests = page.getByRole("region", { name: `Guests of ${title}` });
  await expect(guests.getByText("0 of 3 checked in")).toBeVisible({ timeout: 20_000 });
  await captureThemes(
    page,
    "tour-manifest",
    guests.getByRole("heading", { name: "Bo Guest" }),
    PHONE,
  );
  const row = (name: string) =>
    guests.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });

  // Online: Bo, who has no e-mail, signs the waiver on the phone as his state ID is seen.
  await row("Bo Guest").getByRole("button", { name: "Check in Bo Guest" }).click();
  const boForm = page.getByRole("form", { name: "Check in Bo Guest" });
  await captureThemes(page, "tour-check-in-form", boForm, PHONE);
  await boForm.getByRole("button", { name: "Check in Bo Guest" }).click();
  await expect(boForm.getByRole("alert")).toHaveText("Choose the kind of ID you saw");
  await boForm.getByLabel("State ID").check();
  await boForm.getByLabel("Signature: the guest types their full name").fill("Bo Guest");
  await boForm.getByRole("button", { name: "Check in Bo Guest" }).click();
  await expect(row("Bo Guest").getByText(/^Checked in .* · State ID$/)).toBeVisible();
  await expect
    .poll(() => guestState(tourId, "Bo Guest"))
    .toEqual({ in: true, id_type: "state_id", no_show: false });

  // Offline: Ann, who signed from her mail, is checked in on the phone and kept there.
  await context.setOffline(true);
  await row("Ann Guest").getByRole("button", { name: "Check in Ann Guest" }).click();
  const annForm = page.getByRole("form", { name: "Check in Ann Guest" });
  await expect(annForm.getByLabel("Signature: the guest types their full name")).toHaveCount(0);
  await annForm.getByLabel("Passport").check();
  await annForm.getByRole("button", { name: "Check in Ann Guest" }).click();
  await expect(guests.getByRole("status")).toHaveText(
    "1 check-in waiting to send: sent when you are back online.",
  );
  await expect(row("Ann Guest").getByText(/Passport \(waiting to send\)$/)).toBeVisible();
  expect(await guestState(tourId, "Ann Guest")).toEqual({
    in: false,
    id_type: null,
    no_show: false,
  });
  await captureThemes(page, "tour-manifest-waiting", guests.getByRole("status"), PHONE);

  // Back online: sent once, and nothing waits any more.
  await context.setOffline(false);
  await expect(guests.getByRole("status")).toHaveText("");
  await expect
    .poll(() => guestState(tourId, "Ann Guest"))
    .toEqual({ in: true, id_type: "passport", no_show: false });
  await expect(row("Ann Guest").getByText(/^Checked in .* · Passport$/)).toBeVisible();
  expect(checkIns).toHaveLength(2);
  expect(checkIns.every((answer) => answer.startsWith("200 "))).toBe(true);

  // Cy never came.
  await guests.getByRole("button", { name: "No-show: Cy Absent" }).click();
  await expect
    .poll(() => guestState(tourId, "Cy Absent"))
    .toEqual({ in: false, id_type: null, no_show: true });
  await expect(guests.getByText("2 of 3 checked in · 1 no-show")).toBeVisible();
  await captureThemes(
    page,
    "tour-manifest-done",
    guests.getByText("2 of 3 checked in · 1 no-show"),
    PHONE,
  );

  // 4. The tour took place (the clock moves its start an hour back); the admin reads the list,
  // withdraws the organiser's link and completes the tour: guests came, so nothing to confirm.
  await startTour(pool, tourId);
  await signIn(page, demo.admin, "/admin/tours");
  await expect(h1(page, "Tours")).toBeVisible({ timeout: 20_000 });
  const tourRow = page.getByRole("main").getByRole("listitem").filter({ hasText: title });
  await tourRow.getByRole("button", { name: /^Guests/ }).click();
  const guestDialog = page.getByRole("dialog", { name: `Guests: ${title}` });
  await expect(guestDialog).toContainText(`Sent to ${organiser}`);
  await expect(guestDialog.getByRole("listitem").filter({ hasText: "Ann Guest" })).toContainText(
    "Waiver signed",
  );
  await guestDialog.getByRole("button", { name: "Revoke link" }).click();
  await expect(toast(page, "Guest list link revoked")).toBeVisible();
  await expect(guestDialog).toContainText("revoked on");
  await captureThemes(page, "admin-tour-guests", guestDialog, PHONE);
  await page.keyboard.press("Escape");
  await expect(guestDialog).toBeHidden();

  await tourRow.getByRole("button", { name: /^Complete/ }).click();
  const complete = page.getByRole("dialog", { name: "Complete Tour" });
  await complete.getByLabel("Client's price").fill("475");
  await expect(
    complete.getByLabel("Complete it anyway: no guest was checked in on this tour"),
  ).toHaveCount(0);
  await complete.getByRole("button", { name: "Complete Tour" }).click();
  await expect(toast(page, "Tour completed.")).toBeVisible();
  const { rows: attendance } = await pool.query(
    "select listed, checked_in, walk_ins, no_shows from public.tour_attendance where tour_id = $1",
    [tourId],
  );
  expect(attendance).toEqual([{ listed: 3, checked_in: 2, walk_ins: 0, no_shows: 1 }]);

  // The withdrawn link says so.
  await page.goto(guestListPath);
  await expect(page.getByRole("alert")).toHaveText(
    "This guest list link was withdrawn; ask the tour's organiser for a new one.",
  );

  // 5. The organiser reviews from the mail the completion sent.
  const scheduledFor: Date = (
    await pool.query("select scheduled_for from public.tours where id = $1", [tourId])
  ).rows[0].scheduled_for;
  await page.goto(await mailedPath(organiser, `How was "${title}"?`, "/reviews"));
  await expect(h1(page, "Review your tour")).toBeVisible();
  const reviewed = page.getByRole("region", { name: "Your tour" });
  await expect(reviewed.getByRole("heading", { name: title })).toBeVisible();
  await expect(
    reviewed.getByText(
      `${formatTourDate(scheduledFor, ZONE)} at ${formatTourTime(scheduledFor, ZONE)}`,
    ),
  ).toBeVisible();
  await expect(reviewed.getByText(`Hosted by Reeve Orchard ${tag}`)).toBeVisible();
  await captureThemes(page, "review-link", h1(page, "Review your tour"));
  await page.setViewportSize(PHONE[0]);
  // Sent without stars, the form says what is missing, on its field.
  await page.getByRole("button", { name: "Send Review" }).click();
  await expect(page.getByText("Choose a rating from 1 to 5 stars")).toBeVisible();
  // The stars are radio buttons: the keyboard reaches and moves them.
  await page.getByRole("radio", { name: "4 stars" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "5 stars" })).toBeChecked();
  await page
    .getByLabel("Your review (optional)")
    .fill("The orchard at first light was the highlight of our retreat.");
  await page.getByRole("button", { name: "Send Review" }).click();
  await expect(
    page.getByRole("status").getByText(`Thank you! Your review of "${title}"`),
  ).toBeVisible();
  // The link took its review: opened again, it says so.
  await page.reload();
  await expect(
    page
      .getByRole("alert")
      .getByText("This review link has been used: each link takes one review, and yours came in."),
  ).toBeVisible();

  // 6. The partner reads it on their Reviews page and answers it, once and publicly.
  await signIn(page, account, "/reviews");
  await expect(h1(page, "Reviews")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("5.0 ★ from 1 review")).toBeVisible();
  const review = page.getByRole("article", { name: `Review of ${title}` });
  await expect(review.getByText("Rated 5 out of 5")).toBeAttached();
  await expect(
    review.getByText("The orchard at first light was the highlight of our retreat."),
  ).toBeVisible();
  await captureThemes(page, "partner-reviews", review.getByLabel("Your public reply"));
  await page.setViewportSize(PHONE[0]);
  await review.getByLabel("Your public reply").fill("Thank you, come back for the harvest!");
  await review.getByRole("button", { name: "Post Reply" }).click();
  await expect(review.getByText("Thank you, come back for the harvest!")).toBeVisible();
  await expect(review.getByLabel("Your public reply")).toHaveCount(0);

  // 7. The partner bids on the next tour; the admin's bid card reads the rating with its count.
  const next = await admin.call<{ id: string }>("POST", "/api/admin/opportunities", {
    title: `Next walk ${tag}`,
    description: "Another morning in the rows.",
    location: "1200 Westside Road, Healdsburg, CA",
    tourType: "farm",
    date: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    baseRate: "450.00",
    groupSize: 10,
    assignedPartners: [partner.userId],
  });
  await partner.call("POST", "/api/bids", { opportunityId: next.id, amount: "460" });
  await signIn(page, demo.admin, `/admin/opportunities?search=${encodeURIComponent(tag)}`);
  const card = page.getByRole("article", { name: `Next walk ${tag}` });
  await card.getByRole("button", { name: "Bids (1)" }).click();
  const bids = page.getByRole("dialog", { name: `Bids for Next walk ${tag}` });
  const bidCard = bids.getByRole("article").first();
  await expect(bidCard.getByText("5.0 ★ from 1 review")).toBeVisible();
  await captureThemes(page, "admin-bid-rating", bidCard.getByText("5.0 ★ from 1 review"));
});
