import { randomUUID } from "node:crypto";
import { expect as baseExpect, test } from "@playwright/test";
import pg from "pg";
import { stackConfig } from "../../local-stack/lib/config.ts";
import {
  formatTourDate,
  formatTourTime,
} from "../../supabase/functions/_shared/portable/tour-time.ts";
import { startTour } from "../support/db-fixtures.ts";
import { functionsUrl, testStack } from "../support/stack.ts";
import { createCompletePartner, demo, signIn } from "./support/accounts.ts";
import { apiAs } from "./support/api.ts";
import { captureThemes, h1 } from "./support/capture.ts";
import { scheduleTour } from "./support/tours.ts";

// Three screens in two themes at two widths with axe, and mail sent through the outbox.
test.describe.configure({ timeout: 180_000 });

// Each wait is for a condition; the room is for a machine busy with other stacks.
const expect = baseExpect.configure({ timeout: 15_000 });

const ZONE = "America/Los_Angeles";

/** Runs the send-email function until a mail to `address` is in the mailbox; its text. */
async function mailTo(address: string): Promise<string> {
  const { mailboxUrl } = stackConfig("test");
  for (let i = 0; i < 60; i++) {
    await fetch(`${functionsUrl}/send-email`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${testStack.serviceRoleKey}`,
        "content-type": "application/json",
      },
      body: "{}",
    });
    const response = await fetch(`${mailboxUrl}/api/messages?to=${encodeURIComponent(address)}`);
    const [mail] = (await response.json()) as { text: string }[];
    if (mail) return mail.text;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no mail to ${address}`);
}

test("the organiser reviews from the mailbox link, the partner replies, the admin sees the rating on the next bid card", async ({
  page,
  browser,
}) => {
  const marker = randomUUID().slice(0, 6);
  const { account, partner } = await createCompletePartner({
    firstName: "Rowan",
    lastName: `Reeve ${marker}`,
    businessName: `Reeve Orchard ${marker}`,
    businessType: "Outdoor Farm",
    businessLocation: "1200 Westside Road, Healdsburg, CA",
  });
  const title = `Orchard walk ${marker}`;
  const organiser = `organiser-${marker}@acme-retreats.test`;
  const { opportunityId, tourId } = await scheduleTour(
    partner,
    title,
    new Date(Date.now() + 3 * 86_400_000),
  );

  // The tour took place (the clock moves its start an hour back) and the admin completes it.
  const pool = new pg.Pool({ connectionString: stackConfig("test").dbUrl, max: 1 });
  let startsAt: Date;
  try {
    await pool.query(
      "update public.opportunity_admin_details set client_email = $2 where opportunity_id = $1",
      [opportunityId, organiser],
    );
    await startTour(pool, tourId);
    startsAt = (await pool.query("select scheduled_for from public.tours where id = $1", [tourId]))
      .rows[0].scheduled_for;
  } finally {
    await pool.end();
  }
  const admin = await apiAs(demo.admin);
  await admin.call("PUT", `/api/admin/tours/${tourId}`, {
    status: "completed",
    confirmNoCheckIns: true,
    actualRevenue: "475.00",
  });

  // The organiser, who has no account, follows the mail's link on a phone.
  const text = await mailTo(organiser);
  const token = /\/reviews\/([0-9a-f]{64})/.exec(text)?.[1];
  expect(token, "a review link in the organiser's mail").toBeTruthy();
  const organiserContext = await browser.newContext({ timezoneId: "America/New_York" });
  const organiserPage = await organiserContext.newPage();
  await organiserPage.setViewportSize({ width: 390, height: 844 });
  await organiserPage.goto(`/reviews/${token}`);
  await expect(h1(organiserPage, "Review your tour")).toBeVisible();
  const tour = organiserPage.getByRole("region", { name: "Your tour" });
  await expect(tour.getByRole("heading", { name: title })).toBeVisible();
  // On the tour's clock, not the New York browser's.
  await expect(
    tour.getByText(`${formatTourDate(startsAt, ZONE)} at ${formatTourTime(startsAt, ZONE)}`),
  ).toBeVisible();
  await expect(tour.getByText(`Hosted by Reeve Orchard ${marker}`)).toBeVisible();
  await captureThemes(organiserPage, "review-link", h1(organiserPage, "Review your tour"));

  // Sent without stars, the form says what is missing, on its field.
  await organiserPage.setViewportSize({ width: 390, height: 844 });
  await organiserPage.getByRole("button", { name: "Send Review" }).click();
  await expect(organiserPage.getByText("Choose a rating from 1 to 5 stars")).toBeVisible();
  // The stars are radio buttons: the keyboard reaches and moves them.
  await organiserPage.getByRole("radio", { name: "4 stars" }).focus();
  await organiserPage.keyboard.press("ArrowRight");
  await expect(organiserPage.getByRole("radio", { name: "5 stars" })).toBeChecked();
  await organiserPage
    .getByLabel("Your review (optional)")
    .fill("The orchard at first light was the highlight of our retreat.");
  await organiserPage.getByRole("button", { name: "Send Review" }).click();
  await expect(
    organiserPage.getByRole("status").getByText(`Thank you! Your review of "${title}"`),
  ).toBeVisible();
  // The link took its review: opened again, it says so.
  await organiserPage.reload();
  await expect(
    organiserPage
      .getByRole("alert")
      .getByText("This review link has been used: each link takes one review, and yours came in."),
  ).toBeVisible();
  await organiserContext.close();

  // The partner reads it on their Reviews page and answers it, once and publicly.
  await signIn(page, account, "/reviews");
  await expect(h1(page, "Reviews")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("5.0 ★ from 1 review")).toBeVisible();
  const review = page.getByRole("article", { name: `Review of ${title}` });
  await expect(review.getByText("Rated 5 out of 5")).toBeAttached();
  await expect(
    review.getByText("The orchard at first light was the highlight of our retreat."),
  ).toBeVisible();
  await captureThemes(page, "partner-reviews", review.getByLabel("Your public reply"));
  await page.setViewportSize({ width: 390, height: 844 });
  await review.getByLabel("Your public reply").fill("Thank you, come back for the harvest!");
  await review.getByRole("button", { name: "Post Reply" }).click();
  await expect(review.getByText("Thank you, come back for the harvest!")).toBeVisible();
  await expect(review.getByLabel("Your public reply")).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The partner bids on the next tour; the admin's bid card reads the rating with its count.
  const next = await admin.call<{ id: string }>("POST", "/api/admin/opportunities", {
    title: `Next walk ${marker}`,
    description: "Another morning in the rows.",
    location: "1200 Westside Road, Healdsburg, CA",
    tourType: "farm",
    date: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    baseRate: "450.00",
    groupSize: 10,
  });
  await admin.call("POST", `/api/admin/opportunities/${next.id}/assign`, {
    userIds: [partner.userId],
  });
  await partner.call("POST", "/api/bids", { opportunityId: next.id, amount: "460" });

  await signIn(page, demo.admin, `/admin/opportunities?search=${encodeURIComponent(marker)}`);
  const card = page.getByRole("article", { name: `Next walk ${marker}` });
  await card.getByRole("button", { name: "Bids (1)" }).click();
  const bids = page.getByRole("dialog", { name: `Bids for Next walk ${marker}` });
  const bidCard = bids.getByRole("article").first();
  await expect(bidCard.getByText("5.0 ★ from 1 review")).toBeVisible();
  await captureThemes(page, "admin-bid-rating", bidCard.getByText("5.0 ★ from 1 review"));
});
