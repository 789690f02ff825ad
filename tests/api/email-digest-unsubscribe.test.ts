import { afterAll, describe, expect, test } from "vitest";
import { ownerPool } from "../support/db-callers.ts";
import { createUser, type TestUser } from "../support/db-fixtures.ts";
import { functionsUrl } from "../support/stack.ts";
import { deliverMailsOf, type MailboxMail, mailsTo } from "./support/email.ts";

/**
 * A daily digest's one-click unsubscribe (RFC 8058) names the categories it carries, so the
 * click turns exactly those off and no such digest comes again; a partner's digest never
 * names a category partners are not offered (admin_digests).
 */

const pool = ownerPool(2);
afterAll(() => pool.end());

async function gather(user: TestUser, categories: string[]) {
  for (const category of categories) {
    await pool.query(
      `insert into public.email_preferences (user_id, category, delivery) values ($1, $2, 'daily_digest')
       on conflict (user_id, category) do update set delivery = excluded.delivery`,
      [user.id, category],
    );
  }
}

/** A payout (payouts) and a declined bid (bids), both gathered for the digest. */
async function notifyBoth(user: TestUser, n: number) {
  await pool.query(
    `insert into public.notifications (user_id, type, data)
     values ($1, 'payout_paid', jsonb_build_object('total', '10.00', 'paidOn', '2026-11-20', 'method', 'cash', 'reference', $2::text)),
            ($1, 'bid_declined', jsonb_build_object('opportunityTitle', $3::text, 'reason', 'Not this time.'))`,
    [user.id, `Till ${n}`, `Bid declined ${n}`],
  );
}

/** Writes the digests of 07:00 UTC on `day` (a user without a business location is on UTC). */
async function digestOn(user: TestUser, day: string) {
  await pool.query("select private.send_email_digests($1)", [`${day}T07:00:00Z`]);
  await deliverMailsOf(pool, [user.id]);
}

const tokenOf = (mail: MailboxMail | undefined) =>
  new URL((mail?.headers?.["List-Unsubscribe"] ?? "<>").slice(1, -1)).searchParams.get("token") ??
  "";

async function preferences(user: TestUser) {
  const { rows } = await pool.query(
    "select category, delivery from public.email_preferences where user_id = $1 order by category",
    [user.id],
  );
  return Object.fromEntries(rows.map((r) => [r.category, r.delivery]));
}

describe("a partner's mixed daily digest", () => {
  test("unsubscribes from the categories it carries, and no such digest comes again", async () => {
    const partner = await createUser(pool, { label: "digest-mixed" });
    await gather(partner, ["bids", "payouts"]);
    await notifyBoth(partner, 1);
    await digestOn(partner, "2031-03-03");

    const [digest] = await mailsTo(partner.email);
    expect(digest?.subject).toBe("Your daily summary: 2 updates");
    const token = tokenOf(digest);
    expect(token.split(".")[1]).toBe("bids+payouts");
    expect(digest?.text).toContain('"Bids and awards" and "Payouts"');

    const url = (digest?.headers?.["List-Unsubscribe"] ?? "").slice(1, -1);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Bids and awards and Payouts");
    const clicked = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(clicked.status).toBe(200);
    expect(await clicked.text()).toContain("You are unsubscribed");
    expect(await preferences(partner)).toEqual({ bids: "off", payouts: "off" });

    await notifyBoth(partner, 2);
    await digestOn(partner, "2031-03-04");
    expect((await mailsTo(partner.email)).map((m) => m.subject)).toEqual([
      "Your daily summary: 2 updates",
    ]);
  });

  test("items gathered before the click are not sent in a later digest", async () => {
    const partner = await createUser(pool, { label: "digest-gathered" });
    await gather(partner, ["bids", "payouts"]);
    await notifyBoth(partner, 1);
    await pool.query(
      "update public.email_preferences set delivery = 'off' where user_id = $1 and category = 'bids'",
      [partner.id],
    );
    await digestOn(partner, "2031-03-05");
    const [digest] = await mailsTo(partner.email);
    expect(digest?.subject).toBe("Your daily summary: 1 update");
    expect(tokenOf(digest).split(".")[1]).toBe("payouts");
    expect(digest?.text).not.toContain("Bid declined 1");
  });

  test("a forged list of categories is refused and changes nothing", async () => {
    const partner = await createUser(pool, { label: "digest-forged" });
    await gather(partner, ["bids", "payouts"]);
    await notifyBoth(partner, 1);
    await digestOn(partner, "2031-03-06");
    const token = tokenOf((await mailsTo(partner.email))[0]);
    for (const forged of [
      token.replace("bids+payouts", "bids+payouts+schedule"),
      token.replace("bids+payouts", "bids+bids"),
      token.replace("bids+payouts", "payouts"),
    ]) {
      const response = await fetch(
        `${functionsUrl}/email-unsubscribe?token=${encodeURIComponent(forged)}`,
        { method: "POST" },
      );
      expect(response.status).toBe(400);
    }
    expect(await preferences(partner)).toEqual({ bids: "daily_digest", payouts: "daily_digest" });
  });
});
