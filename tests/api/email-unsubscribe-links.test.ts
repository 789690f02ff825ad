import { afterAll, describe, expect, test } from "vitest";
import { anon, ownerPool, sqlState, tryAs } from "../support/db-callers.ts";
import { createPartner, type Partner } from "./support/accounts.ts";
import { callApi } from "./support/call-api.ts";
import { deliverMailsOf, mailsTo } from "./support/email.ts";

/**
 * Unsubscribe links carry the moment they were issued and can be rotated: the user rotates
 * them from /profile (POST /api/email-preferences/unsubscribe-links), a new e-mail address
 * rotates them, and a link over 90 days old or of the earlier form without a date no longer
 * works. An outdated link answers the page "This link is no longer valid" (410) before and
 * after the click, and changes nothing.
 */

const pool = ownerPool(2);
afterAll(() => pool.end());

/** The unsubscribe link of a "Payment sent" mail whose payout's reference is `reference`. */
async function mailedLink(partner: Partner, reference = "Till 1") {
  await pool.query(
    `insert into public.notifications (user_id, type, data)
     values ($1, 'payout_paid', jsonb_build_object('total', '10.00', 'paidOn', '2026-11-20', 'method', 'cash', 'reference', $2::text))`,
    [partner.id, reference],
  );
  await deliverMailsOf(pool, [partner.id]);
  const mail = (await mailsTo(partner.email)).find((m) =>
    m.text.includes(`reference ${reference}`),
  );
  return (mail?.headers?.["List-Unsubscribe"] ?? "").slice(1, -1);
}

const click = (url: string) =>
  fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });

async function payouts(partner: Partner) {
  const { rows } = await pool.query(
    "select delivery from public.email_preferences where user_id = $1 and category = 'payouts'",
    [partner.id],
  );
  return rows[0]?.delivery;
}

async function expectNoLongerValid(url: string, partner: Partner) {
  for (const response of [await fetch(url), await click(url)]) {
    expect(response.status).toBe(410);
    const html = await response.text();
    expect(html).toContain("This link is no longer valid");
    expect(html).toContain("nothing was changed");
  }
  expect(await payouts(partner)).toBeUndefined();
}

/** The link `url` with its token replaced by `token`. */
const withToken = (url: string, token: string) => {
  const link = new URL(url);
  link.searchParams.set("token", token);
  return link.toString();
};

describe("an unsubscribe link", () => {
  test("carries the moment its mail was sent", async () => {
    const partner = await createPartner(pool, "links-dated");
    const before = Date.now();
    const token = new URL(await mailedLink(partner)).searchParams.get("token") ?? "";
    const [user, category, issued, signature] = token.split(".");
    expect([user, category]).toEqual([partner.id, "payouts"]);
    expect(Number(issued)).toBeGreaterThan(before - 60_000);
    expect(Number(issued)).toBeLessThanOrEqual(Date.now());
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
  });

  test("stops working when its user rotates their links; a later mail's link works", async () => {
    const partner = await createPartner(pool, "links-rotated");
    const old = await mailedLink(partner, "Till 1");
    const rotated = await partner.call("POST", "/api/email-preferences/unsubscribe-links");
    expect(rotated.status).toBe(200);
    expect(Date.parse(rotated.body.rotatedAt)).toBeGreaterThan(Date.now() - 60_000);
    await expectNoLongerValid(old, partner);

    const fresh = await mailedLink(partner, "Till 2");
    expect(fresh).not.toBe(old);
    const response = await click(fresh);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("You are unsubscribed");
    expect(await payouts(partner)).toBe("off");
  });

  test("stops working when its user's e-mail address changes", async () => {
    const partner = await createPartner(pool, "links-new-address");
    const old = await mailedLink(partner);
    await pool.query("update public.users set email = $2 where id = $1", [
      partner.id,
      `moved-${partner.email}`,
    ]);
    await expectNoLongerValid(old, partner);
  });

  test("over 90 days old, or of the earlier form without a date, no longer works", async () => {
    const partner = await createPartner(pool, "links-old");
    const url = await mailedLink(partner);
    const { rows } = await pool.query(
      `select private.unsubscribe_token($1, '{payouts}', now() - interval '91 days') as aged,
              format('%s.payouts.%s', $1::text, private.unsubscribe_signature($1::text || '.payouts')) as undated`,
      [partner.id],
    );
    await expectNoLongerValid(withToken(url, rows[0].aged), partner);
    await expectNoLongerValid(withToken(url, rows[0].undated), partner);
  });

  test("only a signed-in user rotates, and only their own", async () => {
    expect(
      await sqlState(tryAs(pool, anon, (c) => c.query("select public.rotate_unsubscribe_links()"))),
    ).toBe("42501");
    const signedOut = await callApi(undefined, "POST", "/api/email-preferences/unsubscribe-links");
    expect(signedOut.status).toBe(401);
  });
});
