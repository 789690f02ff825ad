import { afterAll, describe, expect, test } from "vitest";
import { ownerPool } from "../support/db-callers.ts";
import { createBid, createOpportunity, insertRow, startTour } from "../support/db-fixtures.ts";
import { accountsBeforeAll, type Partner } from "./support/accounts.ts";
import { callApi } from "./support/call-api.ts";
import { type MailboxMail, mailsTo, runSendEmail } from "./support/email.ts";
import { acceptBid } from "./support/tours.ts";

/**
 * Reviews through the API: the admin completes a tour (PUT /api/admin/tours/{id}), its
 * organiser's mail carries the review link, the link (no account) shows the tour and takes one
 * review, the partner's rating follows every review and every hiding, and the partner replies
 * once.
 */

const pool = ownerPool(2);
afterAll(() => pool.end());

const accounts = accountsBeforeAll(pool, {
  admin: ["admin", "reviews-admin"],
  partner: ["partner", "reviews-partner", { business_name: "Emerald Acres" }],
  other: ["partner", "reviews-other"],
});

let organisers = 0;

/** A tour of `partner` with an organiser of its own, completed by the admin through the API. */
async function completedTour(
  partner: Partner,
  email = `organiser-${++organisers}-${partner.id.slice(0, 8)}@example.com`,
) {
  const opportunity = await createOpportunity(pool, { title: "Harvest Morning Tour" });
  await insertRow(pool, "opportunity_admin_details", {
    opportunity_id: opportunity,
    client_contact: "Olivia Organiser",
    client_email: email,
  });
  const tour = await acceptBid(
    pool,
    accounts.admin,
    await createBid(pool, opportunity, partner.id),
  );
  await startTour(pool, tour.id);
  const completed = await accounts.admin.call("PUT", `/api/admin/tours/${tour.id}`, {
    status: "completed",
    confirmNoCheckIns: true,
    actualRevenue: "320.00",
    rating: 2,
  });
  expect(completed.status).toBe(200);
  return { tour: tour.id, email };
}

/** Sends what is due until the review request to `address` arrives. */
async function reviewMailTo(address: string): Promise<MailboxMail> {
  for (let i = 0; i < 40; i++) {
    const run = await runSendEmail();
    expect(run.status).toBe(200);
    // The organiser's guest-list mail of the award comes first; the review request's link is its own.
    const mail = (await mailsTo(address)).find((m) => m.text.includes("/reviews/"));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${address}`);
}

/** The token of the review link in a mail. */
function tokenIn(mail: MailboxMail): string {
  const token = /\/reviews\/([0-9a-f]{64})/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no review link in: ${mail.text}`);
  return token;
}

const anonCall = (method: string, path: string, body?: unknown) =>
  callApi(undefined, method, path, body);

async function linkOf(partner: Partner) {
  const { email } = await completedTour(partner);
  return tokenIn(await reviewMailTo(email));
}

describe("the review link from the organiser's mail", () => {
  test("completing a tour mails its organiser one link, which shows the tour and takes one review", async () => {
    const { tour, email } = await completedTour(accounts.partner);
    const mail = await reviewMailTo(email);
    expect(mail.subject).toBe('How was "Harvest Morning Tour"?');
    expect(mail.text).toContain("Hi Olivia Organiser,");
    expect(mail.html).toContain("How was your tour with Emerald Acres?");
    expect(mail.text).toContain("Unsubscribe from these");
    expect(mail.text).not.toContain("Choose which e-mails you get");
    expect(mail.headers?.["List-Unsubscribe"]).toMatch(/^<http.+token=.+>$/);
    const token = tokenIn(mail);
    // The token is in the mail only: the outbox keeps the request's id, the request a hash.
    const { rows } = await pool.query(
      "select count(*)::int as n from public.email_outbox where content::text like '%' || $1 || '%'",
      [token],
    );
    expect(rows[0].n).toBe(0);

    const details = await anonCall("GET", `/api/reviews/${token}`);
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({
      tourTitle: "Harvest Morning Tour",
      partnerName: "Emerald Acres",
      reviewerKind: "organiser",
      reviewerName: "Olivia Organiser",
      timeZone: "America/Los_Angeles",
    });
    expect(details.body).not.toHaveProperty("partnerEmail");
    expect(JSON.stringify(details.body)).not.toContain(accounts.partner.email);

    const created = await anonCall("POST", `/api/reviews/${token}`, {
      rating: 5,
      text: "Our group loved the drying barn.",
    });
    expect(created.status).toBe(201);
    expect(created.body.id).toMatch(/^[0-9a-f-]{36}$/);

    const again = await anonCall("POST", `/api/reviews/${token}`, { rating: 1 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      "This review link has been used: each link takes one review, and yours came in.",
    );
    expect((await anonCall("GET", `/api/reviews/${token}`)).status).toBe(409);
    const { rows: reviews } = await pool.query(
      "select rating from public.reviews where tour_id = $1",
      [tour],
    );
    expect(reviews).toEqual([{ rating: 5 }]);
  });

  test("an unknown, malformed or expired link, or a rating out of bounds, gets a 4xx sentence", async () => {
    const unknown = await anonCall("GET", `/api/reviews/${"0".repeat(64)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(
      "This review link is not valid; check that it was copied whole.",
    );
    const malformed = await anonCall("POST", "/api/reviews/not-a-token", { rating: 5 });
    expect(malformed.status).toBe(404);
    expect(malformed.body.message).toBe(unknown.body.message);

    const token = await linkOf(accounts.other);
    for (const rating of [0, 6, 4.5, "5", null]) {
      const bad = await anonCall("POST", `/api/reviews/${token}`, { rating });
      expect(bad.status).toBe(400);
      expect(bad.body.fieldErrors.rating).toEqual(["Choose a rating from 1 to 5 stars"]);
    }
    const long = await anonCall("POST", `/api/reviews/${token}`, {
      rating: 4,
      text: "x".repeat(2001),
    });
    expect(long.status).toBe(400);
    expect(long.body.fieldErrors.text).toEqual(["Your review can be at most 2,000 characters"]);

    await pool.query(
      "update public.review_requests set expires_at = now() - interval '1 day' where token_hash = private.link_token_hash($1)",
      [token],
    );
    const expired = await anonCall("POST", `/api/reviews/${token}`, { rating: 4 });
    expect(expired.status).toBe(409);
    expect(expired.body.message).toMatch(/^This review link expired on [A-Z][a-z]+ \d+, \d{4}\.$/);
  });
});

describe("the organiser's say over these mails", () => {
  test("the mail's one-click unsubscribe stops that address's review requests, without an account", async () => {
    const { email } = await completedTour(accounts.partner);
    const mail = await reviewMailTo(email);
    const url = (mail.headers?.["List-Unsubscribe"] ?? "").slice(1, -1);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Review requests");
    const click = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(click.status).toBe(200);
    // The next tour of the same organiser asks them (a request) but mails nothing.
    const next = await completedTour(accounts.other, email.toUpperCase());
    const { rows } = await pool.query(
      `select (select count(*)::int from public.review_requests where tour_id = $1) as requests,
         (select count(*)::int from public.email_outbox
           where kind = 'review_request' and lower(to_address) = lower($2)) as mails`,
      [next.tour, email],
    );
    expect(rows[0]).toEqual({ requests: 1, mails: 1 });
  });
});

describe("the partner's rating", () => {
  test("is recomputed with each review, leaves out a hidden one, and shows with its count", async () => {
    const reviewer = accounts.other;
    const before = (await reviewer.call("GET", "/api/received-reviews")).body;
    for (const rating of [5, 4, 1]) {
      const token = await linkOf(reviewer);
      expect((await anonCall("POST", `/api/reviews/${token}`, { rating })).status).toBe(201);
    }
    const after = await reviewer.call("GET", "/api/received-reviews");
    expect(after.status).toBe(200);
    expect(after.body.reviewCount).toBe(before.reviewCount + 3);
    const ratings = after.body.reviews.map((r: { rating: number }) => r.rating);
    const mean = ratings.reduce((a: number, b: number) => a + b, 0) / ratings.length;
    expect(Number(after.body.rating)).toBeCloseTo(mean, 2);

    const profile = await reviewer.call("GET", "/api/auth/user");
    expect(profile.body).toMatchObject({
      rating: after.body.rating,
      reviewCount: after.body.reviewCount,
    });
    const stats = await reviewer.call("GET", "/api/stats");
    expect(stats.body).toMatchObject({
      averageRating: Number(after.body.rating),
      reviewCount: after.body.reviewCount,
    });

    // The admin hides the one-star review: it leaves the mean, the count and the partner's list.
    const low = after.body.reviews.find((r: { rating: number }) => r.rating === 1);
    const noReason = await accounts.admin.call("PUT", `/api/admin/reviews/${low.id}/visibility`, {
      hiddenReason: "  ",
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fieldErrors.hiddenReason).toEqual([
      "Give the reason for hiding this review",
    ]);
    const byPartner = await reviewer.call("PUT", `/api/admin/reviews/${low.id}/visibility`, {
      hiddenReason: "Mine to hide",
    });
    expect(byPartner.status).toBe(403);
    const hidden = await accounts.admin.call("PUT", `/api/admin/reviews/${low.id}/visibility`, {
      hiddenReason: "Describes another tour",
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ hiddenReason: "Describes another tour" });
    const visible = after.body.reviews.filter((r: { id: string }) => r.id !== low.id);
    const shown = (await reviewer.call("GET", "/api/received-reviews")).body;
    expect(shown.reviewCount).toBe(after.body.reviewCount - 1);
    expect(shown.reviews.map((r: { id: string }) => r.id)).not.toContain(low.id);
    const visibleMean =
      visible.reduce((a: number, r: { rating: number }) => a + r.rating, 0) / visible.length;
    expect(Number(shown.rating)).toBeCloseTo(visibleMean, 2);

    // The admin's bid cards read the same rating and count.
    const opportunity = await createOpportunity(pool);
    await createBid(pool, opportunity, reviewer.id);
    const bids = await accounts.admin.call("GET", `/api/admin/opportunities/${opportunity}/bids`);
    expect(bids.status).toBe(200);
    const card = bids.body.bids[0];
    expect(card.partner).toMatchObject({ rating: shown.rating, reviewCount: shown.reviewCount });
  });
});

describe("the partner's reply", () => {
  test("is given once, publicly, and only by the tour's partner", async () => {
    const token = await linkOf(accounts.partner);
    const review = (await anonCall("POST", `/api/reviews/${token}`, { rating: 4 })).body;
    const empty = await accounts.partner.call("PUT", `/api/received-reviews/${review.id}/reply`, {
      reply: " ",
    });
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors.reply).toEqual(["Write your reply"]);
    const notTheirs = await accounts.other.call("PUT", `/api/received-reviews/${review.id}/reply`, {
      reply: "Thanks!",
    });
    expect(notTheirs.status).toBe(404);
    const replied = await accounts.partner.call("PUT", `/api/received-reviews/${review.id}/reply`, {
      reply: "Thank you, come back for the spring planting!",
    });
    expect(replied.status).toBe(200);
    expect(replied.body).toMatchObject({
      id: review.id,
      rating: 4,
      reply: "Thank you, come back for the spring planting!",
    });
    expect(replied.body.repliedAt).toEqual(expect.any(String));
    const twice = await accounts.partner.call("PUT", `/api/received-reviews/${review.id}/reply`, {
      reply: "Edited",
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("This review has a reply already; a review takes one reply.");
  });

  test("a signed-out caller reads no partner's reviews", async () => {
    const answer = await anonCall("GET", "/api/received-reviews");
    expect(answer.status).toBe(401);
    expect((await anonCall("GET", "/api/admin/reviews")).status).toBe(401);
  });
});
