import { afterAll, describe, expect, test } from "vitest";
import { actAs, ownerPool } from "../support/db-callers.ts";
import { createBid, createOpportunity, createUser, type TestUser } from "../support/db-fixtures.ts";
import { functionsUrl } from "../support/stack.ts";
import { deliverMailsOf, mailsTo } from "./support/email.ts";

/**
 * Product e-mail end to end on the real stack: events write outbox rows in their transaction,
 * the send-email function delivers them to the stack's mailbox through the provider's HTTP
 * API, and each user's preferences and unsubscribes decide what they get.
 */

const pool = ownerPool(4);
afterAll(() => pool.end());

async function awardedOpportunity(options: { date?: Date } = {}) {
  const admin = await createUser(pool, { label: "mail-admin", role: "admin" });
  const winner = await createUser(pool, { label: "mail-winner" });
  const others = [
    await createUser(pool, { label: "mail-other" }),
    await createUser(pool, { label: "mail-other" }),
  ];
  const title = `Mail tour ${winner.id.slice(0, 8)}`;
  const opportunityId = await createOpportunity(pool, {
    title,
    ...(options.date ? { date: options.date } : {}),
  });
  const winningBid = await createBid(pool, opportunityId, winner.id);
  for (const other of others) await createBid(pool, opportunityId, other.id);
  return { admin, winner, others, title, opportunityId, winningBid };
}

async function accept(admin: TestUser, bidId: string) {
  await actAs(pool, admin.caller, (c) => c.query("select public.accept_bid($1)", [bidId]));
}

async function setPreference(user: TestUser, category: string, delivery: string) {
  await actAs(pool, user.caller, (c) =>
    c.query(
      `insert into public.email_preferences (user_id, category, delivery) values ($1, $2, $3)
       on conflict (user_id, category) do update set delivery = excluded.delivery`,
      [user.id, category, delivery],
    ),
  );
}

describe("accepting a bid", () => {
  test("mails the winner once (its link opens the tour's page) and each other bidder one 'declined' (the opportunity's)", async () => {
    const { admin, winner, others, title, opportunityId, winningBid } = await awardedOpportunity();
    await accept(admin, winningBid);
    const { rows } = await pool.query("select id from public.tours where bid_id = $1", [
      winningBid,
    ]);
    const tourId = rows[0]?.id as string;
    await deliverMailsOf(pool, [winner.id, ...others.map((o) => o.id)]);

    const winnerMails = await mailsTo(winner.email);
    expect(winnerMails.map((m) => m.subject)).toEqual(["Bid accepted"]);
    const [mail] = winnerMails;
    expect(mail?.text).toContain(title);
    expect(mail?.html).toContain(title);
    expect(mail?.text).toContain(`/tours/${tourId}`);
    expect(mail?.text).toContain("View the tour");
    expect(mail?.text).not.toContain("/opportunities?opportunity=");
    expect(mail?.from).toBe("Tour Partner Portal <notifications@tourpartner.test>");
    expect(mail?.replyTo).toBe("support@tourpartner.test");
    expect(mail?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail?.headers?.["List-Unsubscribe"]).toMatch(
      /^<http.+\/functions\/v1\/email-unsubscribe\?token=.+>$/,
    );

    for (const other of others) {
      const mails = await mailsTo(other.email);
      expect(mails.map((m) => m.subject)).toEqual(["Bid declined"]);
      expect(mails[0]?.text).toContain(title);
      expect(mails[0]?.text).toContain(`/opportunities?opportunity=${opportunityId}`);
    }
  });

  test("sends nothing of a category its user turned off", async () => {
    const { admin, winner, others, winningBid } = await awardedOpportunity();
    await setPreference(winner, "bids", "off");
    await accept(admin, winningBid);
    await deliverMailsOf(pool, [winner.id, ...others.map((o) => o.id)]);

    expect(await mailsTo(winner.email)).toEqual([]);
    const { rows } = await pool.query(
      "select count(*)::int as n from public.email_outbox where user_id = $1",
      [winner.id],
    );
    expect(rows[0].n).toBe(0);
    for (const other of others) expect((await mailsTo(other.email)).length).toBe(1);
  });

  test("a rolled-back acceptance mails nobody", async () => {
    const { admin, winner, others, winningBid } = await awardedOpportunity();
    await expect(
      actAs(pool, admin.caller, async (c) => {
        await c.query("select public.accept_bid($1)", [winningBid]);
        throw new Error("the change fails after the acceptance");
      }),
    ).rejects.toThrow("the change fails");
    const { rows } = await pool.query(
      "select count(*)::int as n from public.email_outbox where user_id = any ($1)",
      [[winner.id, ...others.map((o) => o.id)]],
    );
    expect(rows[0].n).toBe(0);
  });
});

describe("the daily digest", () => {
  test("at 07:00 on the user's clock sends one mail with every gathered item, and none when empty", async () => {
    const partner = await createUser(pool, { label: "mail-digest" });
    await setPreference(partner, "schedule", "daily_digest");
    const messages = ["First change.", "Second change.", "Third change."];
    for (const message of messages) {
      await pool.query(
        `insert into public.notifications (user_id, type, data)
         values ($1, 'tour_cancelled', jsonb_build_object(
           'opportunityTitle', 'Digest tour', 'date', now(), 'timeZone', 'UTC', 'reason', $2::text))`,
        [partner.id, message],
      );
    }
    const { rows: gathered } = await pool.query(
      "select status from public.email_outbox where user_id = $1",
      [partner.id],
    );
    expect(gathered.map((r) => r.status)).toEqual(["gathered", "gathered", "gathered"]);

    // The user names no location: their clock is UTC. 06:00 is not their time yet.
    const day = new Date().toISOString().slice(0, 10);
    await pool.query("select private.send_email_digests($1)", [`${day}T06:30:00Z`]);
    await deliverMailsOf(pool, [partner.id]);
    expect(await mailsTo(partner.email)).toEqual([]);

    await pool.query("select private.send_email_digests($1)", [`${day}T07:00:00Z`]);
    await pool.query("select private.send_email_digests($1)", [`${day}T07:30:00Z`]);
    await deliverMailsOf(pool, [partner.id]);
    const mails = await mailsTo(partner.email);
    expect(mails.map((m) => m.subject)).toEqual(["Your daily summary: 3 updates"]);
    for (const message of messages) expect(mails[0]?.text).toContain(message);

    // Nothing gathered since: the next day's run sends nothing.
    const { rows } = await pool.query(
      "select count(*)::int as n from public.email_outbox where user_id = $1 and kind = 'digest'",
      [partner.id],
    );
    expect(rows[0].n).toBe(1);
  });
});

describe("header values", () => {
  test("a tour title holding CR/LF and a Bcc line stays one line of the subject: no header of its own reaches the mailbox", async () => {
    const start = new Date(Date.now() + 25 * 3_600_000);
    const { admin, winner, winningBid } = await awardedOpportunity({ date: start });
    const victim = `victim-${winner.id.slice(0, 8)}@example.com`;
    const { rows } = await pool.query<{ opportunity_id: string }>(
      "select opportunity_id from public.bids where id = $1",
      [winningBid],
    );
    await pool.query("update public.opportunities set title = $2 where id = $1", [
      rows[0]?.opportunity_id,
      `Sunset\r\nBcc: ${victim}\r\nX-Injected: yes`,
    ]);
    await setPreference(winner, "bids", "off");
    await accept(admin, winningBid);
    await pool.query("select private.send_tour_reminders($1)", [dayBefore(start)]);
    await deliverMailsOf(pool, [winner.id]);

    const mails = await mailsTo(winner.email);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(
        new RegExp(`^Reminder: "Sunset Bcc: ${victim} X-Injected: yes" (today|tomorrow) at `),
      ),
    ]);
    const mail = mails[0];
    for (const value of [mail?.subject, mail?.from, mail?.replyTo, mail?.to]) {
      expect(value ?? "").not.toMatch(/[\r\n]/);
    }
    for (const [name, value] of Object.entries(mail?.headers ?? {})) {
      expect(name.toLowerCase()).not.toMatch(/^(bcc|x-injected)$/);
      expect(value).not.toMatch(/[\r\n]/);
    }
    expect(await mailsTo(victim)).toEqual([]);
  });
});

/** A minute after the 24-hour reminder's moment of a tour starting at `start`. */
const dayBefore = (start: Date) =>
  new Date(start.getTime() - 24 * 3_600_000 + 60_000).toISOString();

describe("tour reminders", () => {
  test("on short notice, a reminder whose moment passed before the tour was made is never sent", async () => {
    // Awarded at 11:26 for 4:00 PM: no "24 hours" reminder; the 2-hour one at its moment.
    const start = new Date(Date.now() + 5 * 3_600_000);
    const { admin, winner, winningBid, title } = await awardedOpportunity({ date: start });
    await setPreference(winner, "bids", "off");
    await accept(admin, winningBid);
    await pool.query("select private.send_tour_reminders()");
    await deliverMailsOf(pool, [winner.id]);
    expect(await mailsTo(winner.email)).toEqual([]);
    await pool.query("select private.send_tour_reminders($1)", [
      new Date(start.getTime() - 2 * 3_600_000 + 60_000).toISOString(),
    ]);
    await deliverMailsOf(pool, [winner.id]);
    const mails = await mailsTo(winner.email);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(new RegExp(`^Reminder: "${title}" (today|tomorrow) at `)),
    ]);
    expect(mails[0]?.text).toMatch(/your tour starts in 2 hours/i);

    // Awarded six minutes before it starts: nothing at all.
    const soon = await awardedOpportunity({ date: new Date(Date.now() + 6 * 60_000) });
    await setPreference(soon.winner, "bids", "off");
    await accept(soon.admin, soon.winningBid);
    await pool.query("select private.send_tour_reminders()");
    await deliverMailsOf(pool, [soon.winner.id]);
    expect(await mailsTo(soon.winner.email)).toEqual([]);
  });

  test("24 hours before: a job run twice sends once; 2 hours before: once more", async () => {
    const start = new Date(Date.now() + 25 * 3_600_000);
    const { admin, winner, winningBid, title } = await awardedOpportunity({ date: start });
    await setPreference(winner, "bids", "off");
    await accept(admin, winningBid);

    await pool.query("select private.send_tour_reminders($1)", [dayBefore(start)]);
    await pool.query("select private.send_tour_reminders($1)", [dayBefore(start)]);
    await deliverMailsOf(pool, [winner.id]);
    let mails = await mailsTo(winner.email);
    const reminder = (when: string) =>
      expect.stringMatching(
        new RegExp(`^Reminder: "${title}" ${when} at \\d+:\\d\\d [AP]M P[SD]T$`),
      );
    expect(mails.map((m) => m.subject)).toEqual([reminder("(today|tomorrow)")]);

    const twoHoursBefore = new Date(start.getTime() - 90 * 60_000).toISOString();
    await pool.query("select private.send_tour_reminders($1)", [twoHoursBefore]);
    await pool.query("select private.send_tour_reminders($1)", [twoHoursBefore]);
    await deliverMailsOf(pool, [winner.id]);
    mails = await mailsTo(winner.email);
    expect(mails.map((m) => m.subject)).toEqual([
      reminder("(today|tomorrow)"),
      reminder("(today|tomorrow)"),
    ]);
    expect(mails[0]?.text).toMatch(/your tour starts in 2 hours/i);
    expect(mails[1]?.text).toMatch(/your tour is in 24 hours/i);
    const { rows } = await pool.query(
      "select reminders_sent, last_reminder_at from public.tours where partner_id = $1",
      [winner.id],
    );
    expect(rows[0].reminders_sent).toBe(2);
    expect(rows[0].last_reminder_at).not.toBeNull();
    // A reminder is no change of the tour: calendar feeds keep its version.
    const { rows: touched } = await pool.query(
      "select updated_at = created_at as untouched from public.tours where partner_id = $1",
      [winner.id],
    );
    expect(touched).toEqual([{ untouched: true }]);
  });

  test("a cancelled tour gets no reminder", async () => {
    const start = new Date(Date.now() + 20 * 3_600_000);
    const { admin, winner, winningBid } = await awardedOpportunity({ date: start });
    await setPreference(winner, "bids", "off");
    await setPreference(winner, "schedule", "immediately");
    await accept(admin, winningBid);
    await actAs(pool, admin.caller, (c) =>
      c.query(
        "select public.cancel_tour(t.id, 'Weather') from public.tours t where t.partner_id = $1",
        [winner.id],
      ),
    );
    await pool.query("select private.send_tour_reminders()");
    await deliverMailsOf(pool, [winner.id]);
    const subjects = (await mailsTo(winner.email)).map((m) => m.subject);
    expect(subjects).toEqual(["Tour cancelled"]);
  });
});

describe("a support answer", () => {
  test("is mailed after a few minutes, unless the partner read it in the portal meanwhile", async () => {
    const away = await createUser(pool, { label: "mail-away" });
    const present = await createUser(pool, { label: "mail-present" });
    for (const partner of [away, present]) {
      await pool.query(
        `insert into public.notifications (user_id, type, data)
         values ($1, 'chat_reply', '{"excerpt": "We moved your tour to 3 pm."}')`,
        [partner.id],
      );
    }
    const { rows } = await pool.query(
      "select send_after > now() + interval '4 minutes' as later from public.email_outbox where user_id = any ($1)",
      [[away.id, present.id]],
    );
    expect(rows).toEqual([{ later: true }, { later: true }]);

    await pool.query("update public.notifications set is_read = true where user_id = $1", [
      present.id,
    ]);
    // The minutes pass.
    await pool.query("update public.email_outbox set send_after = now() where user_id = any ($1)", [
      [away.id, present.id],
    ]);
    await deliverMailsOf(pool, [away.id, present.id]);
    expect((await mailsTo(away.email)).map((m) => m.subject)).toEqual(["New message from Support"]);
    expect(await mailsTo(present.email)).toEqual([]);
    const dropped = await pool.query(
      "select status, last_error from public.email_outbox where user_id = $1",
      [present.id],
    );
    expect(dropped.rows).toEqual([
      { status: "dropped", last_error: "read in the portal before it was sent" },
    ]);
  });
});

describe("one-click unsubscribe", () => {
  test("the mail's List-Unsubscribe URL turns the category off; a forged token is refused and changes nothing", async () => {
    const { admin, winner, others, winningBid } = await awardedOpportunity();
    await accept(admin, winningBid);
    await deliverMailsOf(pool, [winner.id, ...others.map((o) => o.id)]);
    const header = (await mailsTo(winner.email))[0]?.headers?.["List-Unsubscribe"] ?? "";
    const url = header.slice(1, -1);
    expect(url.startsWith(`${functionsUrl}/email-unsubscribe?token=`)).toBe(true);
    const token = new URL(url).searchParams.get("token") ?? "";

    const preference = async (user: TestUser, category: string) =>
      (
        await pool.query(
          "select delivery from public.email_preferences where user_id = $1 and category = $2",
          [user.id, category],
        )
      ).rows[0]?.delivery;

    // Forged: the signature altered, another category under the same signature, another user.
    const lastHex = token.at(-1) === "0" ? "1" : "0";
    const forgeries = [
      `${token.slice(0, -1)}${lastHex}`,
      token.replace(".bids.", ".schedule."),
      token.replace(winner.id, others[0]?.id ?? ""),
      "not-a-token",
    ];
    for (const forged of forgeries) {
      const response = await fetch(
        `${functionsUrl}/email-unsubscribe?token=${encodeURIComponent(forged)}`,
        {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "List-Unsubscribe=One-Click",
        },
      );
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("nothing was changed");
    }
    expect(await preference(winner, "bids")).toBeUndefined();
    expect(await preference(winner, "schedule")).toBeUndefined();
    expect(await preference(others[0] as TestUser, "bids")).toBeUndefined();

    // A GET (a link scanner, or the page before the click) changes nothing either.
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Bids and awards");
    expect(await preference(winner, "bids")).toBeUndefined();

    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("You are unsubscribed");
    expect(await preference(winner, "bids")).toBe("off");
    expect(await preference(winner, "schedule")).toBeUndefined();
  });
});
