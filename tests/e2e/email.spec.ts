import { expect as baseExpect, type Page, test } from "@playwright/test";
import pg from "pg";
import { stackConfig } from "../../local-stack/lib/config.ts";
import { createCompletePartner, demo, signIn } from "./support/accounts.ts";
import { capture, h1 } from "./support/capture.ts";

test.describe.configure({ timeout: 150_000 });

// Each wait is for a condition; the room is for a machine busy with other stacks.
const expect = baseExpect.configure({ timeout: 15_000 });

const toast = (page: Page, text: string) => page.getByRole("status").getByText(text).first();

test("a partner sets Schedule e-mails to the daily digest on their profile, and it holds after a reload", async ({
  page,
}) => {
  const partner = await createCompletePartner({
    firstName: "Dana",
    lastName: "Digest",
    businessName: "Digest Farms",
    businessType: "Outdoor Farm",
    businessLocation: "Healdsburg, CA",
  });
  await signIn(page, partner.account, "/profile");
  await expect(h1(page, "Profile Settings")).toBeVisible({ timeout: 20_000 });
  // The digest's hour names its zone: the business's, Healdsburg's.
  await expect(
    page.getByText(
      "A daily digest comes by e-mail at 7:00 AM Pacific Time, your business's clock, with everything gathered since the last one.",
    ),
  ).toBeVisible();

  const schedule = page.getByRole("group", { name: "Schedule" });
  await expect(schedule.getByRole("radio", { name: "Immediately" })).toBeChecked();
  await schedule.getByRole("radio", { name: "Daily digest" }).check();
  await expect(toast(page, "Schedule: Daily digest")).toBeVisible();

  await page.reload();
  const reloaded = page.getByRole("group", { name: "Schedule" });
  await expect(reloaded.getByRole("radio", { name: "Daily digest" })).toBeChecked();
  await expect(
    page
      .getByRole("group", { name: "Bids and awards" })
      .getByRole("radio", { name: "Immediately" }),
  ).toBeChecked();
  await expect(page.getByRole("group", { name: "Admin digests" })).toHaveCount(0);
  await capture(page, "profile-email", reloaded);
});

test("a partner ends the unsubscribe links of their earlier e-mails from their profile", async ({
  page,
}) => {
  const partner = await createCompletePartner({
    firstName: "Lena",
    lastName: "Links",
    businessName: "Links Farms",
    businessType: "Outdoor Farm",
    businessLocation: "Healdsburg, CA",
  });
  await signIn(page, partner.account);
  await page.goto("/profile");
  await expect(h1(page, "Profile Settings")).toBeVisible({ timeout: 20_000 });
  const db = new pg.Client({ connectionString: stackConfig("test").dbUrl });
  await db.connect();
  try {
    await page.getByRole("button", { name: "End earlier unsubscribe links" }).click();
    await expect(
      toast(page, "The unsubscribe links in your earlier e-mails no longer work."),
    ).toBeVisible();
    const { rows } = await db.query(
      `select count(*)::int as n from private.unsubscribe_link_rotations r
       join public.users u on u.id = r.user_id where u.email = $1`,
      [partner.account.email],
    );
    expect(rows[0].n).toBe(1);
  } finally {
    await db.end();
  }
});

test("the admins' mail page shows a failed mail and resends it", async ({ page }) => {
  const partner = await createCompletePartner({
    firstName: "Fay",
    lastName: "Failed",
    businessName: "Failed Farms",
    businessType: "Outdoor Farm",
    businessLocation: "Healdsburg, CA",
  });
  const title = `Tour reminder ${Date.now().toString(36)}`;
  // The subject the messages catalogue writes for a reminder sent the day before the tour.
  const subject = `Reminder: "${title}" tomorrow at 2:00 PM PST`;
  const pool = new pg.Pool({ connectionString: stackConfig("test").dbUrl, max: 1 });
  try {
    await pool.query(
      `insert into public.email_outbox (user_id, category, kind, content, status, attempts, last_error)
       values ($1, 'schedule', 'tour_reminder',
         jsonb_build_object('data', jsonb_build_object('stage', 1, 'opportunityTitle', $2::text,
           'startsAt', '2026-12-05T22:00:00Z', 'remindedAt', '2026-12-04T22:00:00Z',
           'timeZone', 'America/Los_Angeles')),
         'failed', 6, 'provider answered 503: service unavailable')`,
      [partner.partner.userId, title],
    );
  } finally {
    await pool.end();
  }

  await signIn(page, demo.admin, "/admin/emails");
  await expect(h1(page, "E-mail")).toBeVisible({ timeout: 20_000 });
  await page.getByLabel("Status").selectOption("failed");
  const mail = page.getByRole("article", { name: new RegExp(subject) });
  await expect(mail.getByText("Failed", { exact: true })).toBeVisible();
  await expect(mail.getByText("Provider answered 503: service unavailable")).toBeVisible();
  await capture(page, "admin-emails", mail);

  await mail.getByRole("button", { name: `Resend ${subject}`, exact: false }).click();
  await expect(toast(page, "The e-mail is queued")).toBeVisible();
  await expect(mail).toHaveCount(0);
  await page.getByLabel("Status").selectOption("all");
  await expect(
    page.getByRole("article", { name: new RegExp(subject) }).getByText(/^(Queued|Sending|Sent)$/),
  ).toBeVisible();
});
