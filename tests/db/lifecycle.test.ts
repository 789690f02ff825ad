import { afterAll, describe, expect, test } from "vitest";
import { actAs, ownerPool, sqlState, tryAs } from "../support/db-callers.ts";
import {
  adminAndPartnersBeforeAll,
  CANCEL_OPPORTUNITY,
  createBid,
  createOpportunity,
  createUser,
  insertRow,
  startTour,
  type TestUser,
} from "../support/db-fixtures.ts";
import { withWords } from "../support/notification-words.ts";

/** Opportunity, bid and tour lifecycles, accept_bid, partner totals and the notifications. */

const pool = ownerPool(6);

const { admin, partner, rival } = adminAndPartnersBeforeAll(pool, "life", "partner", "rival");

afterAll(() => pool.end());

async function accept(bidId: string, by: TestUser = admin) {
  return actAs(pool, by.caller, async (c) => {
    const { rows } = await c.query("select * from public.accept_bid($1)", [bidId]);
    return rows[0] as { id: string; partner_id: string; status: string; agreed_amount: string };
  });
}

async function statusOf(table: string, id: string): Promise<string> {
  const { rows } = await pool.query(`select status from public.${table} where id = $1`, [id]);
  return rows[0]?.status;
}

async function notificationsOf(user: TestUser, type: string) {
  const { rows } = await pool.query(
    "select type, data from public.notifications where user_id = $1 and type = $2 order by created_at",
    [user.id, type],
  );
  return withWords(rows as Array<{ type: string; data: Record<string, string> }>);
}

function asAdmin(sql: string, params: unknown[]) {
  return actAs(pool, admin.caller, (c) => c.query(sql, params));
}

describe("accept_bid", () => {
  test("schedules the tour, awards the opportunity, declines the other bids and tells everyone", async () => {
    const opportunity = await createOpportunity(pool, { title: "Accept story" });
    const winning = await createBid(pool, opportunity, partner.id, { amount: 455 });
    const losing = await createBid(pool, opportunity, rival.id);
    const tour = await accept(winning);

    expect(tour).toMatchObject({
      partner_id: partner.id,
      status: "scheduled",
      agreed_amount: "455.00",
    });
    expect(await statusOf("bids", winning)).toBe("accepted");
    expect(await statusOf("opportunities", opportunity)).toBe("awarded");
    const { rows } = await pool.query(
      "select status, decline_reason, reviewed_by from public.bids where id = $1",
      [losing],
    );
    expect(rows[0]).toMatchObject({ status: "declined", reviewed_by: admin.id });
    expect(rows[0].decline_reason).toMatch(/another partner/i);

    expect((await notificationsOf(partner, "bid_accepted")).at(-1)?.data.bidId).toBe(winning);
    expect((await notificationsOf(partner, "tour_scheduled")).at(-1)?.data.tourId).toBe(tour.id);
    expect((await notificationsOf(rival, "bid_declined")).at(-1)?.data.bidId).toBe(losing);
  });

  test("is the admins' alone (42501) and reports unknown bids (P0002)", async () => {
    const bidId = await createBid(pool, await createOpportunity(pool), partner.id);
    expect(await sqlState(accept(bidId, partner))).toBe("42501");
    const inactiveAdmin = await createUser(pool, {
      label: "old-admin",
      role: "admin",
      active: false,
    });
    expect(await sqlState(accept(bidId, inactiveAdmin))).toBe("42501");
    expect(await sqlState(accept("00000000-0000-4000-8000-000000000000"))).toBe("P0002");
    const anonCall = await tryAs(pool, { role: "anon", claims: { role: "anon" } }, (c) =>
      c.query("select public.accept_bid($1)", [bidId]),
    ).catch((e) => e);
    expect(anonCall.code).toBe("42501");
  });

  test("refuses a filled or closed opportunity (TP202) and a bid no longer pending or shortlisted (TP201)", async () => {
    const opportunity = await createOpportunity(pool);
    const first = await createBid(pool, opportunity, partner.id);
    const withdrawn = await createBid(pool, opportunity, rival.id);
    await pool.query("update public.bids set status = 'withdrawn' where id = $1", [withdrawn]);
    expect(await sqlState(accept(withdrawn))).toBe("TP201");
    await accept(first);
    expect(await sqlState(accept(first))).toBe("TP202");

    const awarded = await createOpportunity(pool);
    const stillPending = await createBid(pool, awarded, partner.id);
    await pool.query("update public.opportunities set status = 'awarded' where id = $1", [awarded]);
    expect(await sqlState(accept(stillPending))).toBe("TP202");

    const cancelled = await createOpportunity(pool);
    const declinedByCancel = await createBid(pool, cancelled, partner.id);
    await asAdmin(CANCEL_OPPORTUNITY, [cancelled, "Rained off"]);
    expect(await statusOf("bids", declinedByCancel)).toBe("declined");
    expect(await sqlState(accept(declinedByCancel))).toBe("TP202");
  });

  test("an opportunity needing two partners stays open after the first acceptance", async () => {
    const opportunity = await createOpportunity(pool, { partners_needed: 2 });
    const first = await createBid(pool, opportunity, partner.id);
    const second = await createBid(pool, opportunity, rival.id);
    const third = await createBid(pool, opportunity, (await createUser(pool)).id);
    await accept(first);
    expect(await statusOf("opportunities", opportunity)).toBe("open");
    expect(await statusOf("bids", second)).toBe("pending");
    await accept(second);
    expect(await statusOf("opportunities", opportunity)).toBe("awarded");
    expect(await statusOf("bids", third)).toBe("declined");
  });
});

describe("bid lifecycle", () => {
  test("pending -> shortlisted -> declined needs a reason; the reviewer is recorded", async () => {
    const bidId = await createBid(pool, await createOpportunity(pool), partner.id);
    await asAdmin("update public.bids set status = 'shortlisted' where id = $1", [bidId]);
    const noReason = await asAdmin("update public.bids set status = 'declined' where id = $1", [
      bidId,
    ]).catch((e) => e);
    expect(noReason.constraint).toBe("bids_declined_needs_reason");
    await asAdmin(
      "update public.bids set status = 'declined', decline_reason = 'Too far away' where id = $1",
      [bidId],
    );
    const { rows } = await pool.query(
      "select reviewed_by, reviewed_at from public.bids where id = $1",
      [bidId],
    );
    expect(rows[0].reviewed_by).toBe(admin.id);
    expect(rows[0].reviewed_at).not.toBeNull();
    expect((await notificationsOf(partner, "bid_declined")).at(-1)?.message).toContain(
      "Too far away",
    );
  });

  test("decided bids stay decided (TP001); acceptance only through accept_bid (TP203)", async () => {
    const bidId = await createBid(pool, await createOpportunity(pool), partner.id);
    expect(
      await sqlState(asAdmin("update public.bids set status = 'accepted' where id = $1", [bidId])),
    ).toBe("TP203");
    await asAdmin("update public.bids set status = 'withdrawn' where id = $1", [bidId]);
    for (const status of ["pending", "shortlisted", "accepted"]) {
      expect(
        await sqlState(
          asAdmin("update public.bids set status = $2 where id = $1", [bidId, status]),
        ),
      ).toBe("TP001");
    }
  });

  test("viewed_at keeps the first time an admin opened the bid", async () => {
    const bidId = await createBid(pool, await createOpportunity(pool), partner.id);
    await asAdmin("update public.bids set viewed_at = '2026-01-01T10:00:00Z' where id = $1", [
      bidId,
    ]);
    await asAdmin("update public.bids set viewed_at = now() where id = $1", [bidId]);
    const { rows } = await pool.query("select viewed_at from public.bids where id = $1", [bidId]);
    expect((rows[0].viewed_at as Date).toISOString()).toBe("2026-01-01T10:00:00.000Z");
  });
});

describe("opportunity lifecycle", () => {
  // The status is the commands' (no client writes it: 42501), and the rule holds whoever
  // writes it, the owner included.
  test("open -> awarded -> completed; nothing returns to open (TP001)", async () => {
    const opportunity = await createOpportunity(pool);
    const setStatus = (id: string, status: string) =>
      pool.query("update public.opportunities set status = $2 where id = $1", [id, status]);
    expect(
      await sqlState(
        asAdmin("update public.opportunities set status = 'awarded' where id = $1", [opportunity]),
      ),
    ).toBe("42501");
    await setStatus(opportunity, "awarded");
    await setStatus(opportunity, "completed");
    for (const status of ["open", "awarded", "cancelled"]) {
      expect(await sqlState(setStatus(opportunity, status))).toBe("TP001");
    }
    expect(await sqlState(asAdmin(CANCEL_OPPORTUNITY, [opportunity, "Too late"]))).toBe("TP001");
    const open = await createOpportunity(pool);
    expect(await sqlState(setStatus(open, "completed"))).toBe("TP001");
  });

  test("cancelling declines the active bids and cancels the scheduled tours, telling the partners", async () => {
    const opportunity = await createOpportunity(pool, { partners_needed: 2 });
    const accepted = await createBid(pool, opportunity, partner.id);
    const pending = await createBid(pool, opportunity, rival.id);
    const tour = await accept(accepted);
    await asAdmin(CANCEL_OPPORTUNITY, [opportunity, "Client cancelled"]);
    expect(await statusOf("bids", pending)).toBe("declined");
    expect(await statusOf("tours", tour.id)).toBe("cancelled");
    expect((await notificationsOf(partner, "tour_cancelled")).at(-1)?.data.tourId).toBe(tour.id);
  });

  test("an opportunity with tours cannot be deleted, only cancelled", async () => {
    const opportunity = await createOpportunity(pool);
    await accept(await createBid(pool, opportunity, partner.id));
    expect(
      await sqlState(asAdmin("delete from public.opportunities where id = $1", [opportunity])),
    ).toBe("23503");
  });

  test("assigning a partner notifies them", async () => {
    const opportunity = await createOpportunity(pool, { title: "Assigned tour" });
    await asAdmin("select public.assign_partners($1, array[$2]::uuid[])", [opportunity, rival.id]);
    const last = (await notificationsOf(rival, "assignment")).at(-1);
    expect(last?.data.opportunityId).toBe(opportunity);
    expect(last?.message).toContain("Assigned tour");
    const { rows } = await pool.query(
      "select assigned_by from public.opportunity_assignments where opportunity_id = $1",
      [opportunity],
    );
    expect(rows[0].assigned_by).toBe(admin.id);
  });
});

describe("tour lifecycle and partner totals", () => {
  test("completing tours records revenue, the admin's rating and feedback and updates the partner's totals", async () => {
    const host = await createUser(pool, { label: "host" });
    const tours = [];
    for (const amount of [400, 600]) {
      tours.push(
        await accept(await createBid(pool, await createOpportunity(pool), host.id, { amount })),
      );
    }
    for (const tour of tours) await startTour(pool, tour.id);
    const missingRevenue = await asAdmin(
      "select public.complete_tour($1, null, confirm_no_check_ins => true)",
      [tours[0]?.id],
    ).catch((e) => e);
    expect(missingRevenue.constraint).toBe("tours_completed_needs_revenue");

    await asAdmin(
      "select public.complete_tour($1, 410.50, 5, 'Great', confirm_no_check_ins => true)",
      [tours[0]?.id],
    );
    await asAdmin("select public.complete_tour($1, 600, 4, confirm_no_check_ins => true)", [
      tours[1]?.id,
    ]);
    const { rows } = await pool.query(
      "select total_tours, total_revenue, rating from public.users where id = $1",
      [host.id],
    );
    // The revenue is the payable lines': the agreed amounts (400 + 600), not the actual revenue.
    // The admin's ratings are their own notes on the tours: the partner's rating is reviews'.
    expect(rows[0]).toEqual({ total_tours: 2, total_revenue: "1000.00", rating: null });
    const { rows: done } = await pool.query("select completed_at from public.tours where id = $1", [
      tours[0]?.id,
    ]);
    expect(done[0].completed_at).not.toBeNull();
  });

  test("the last tour ending closes the opportunity: completed, or cancelled when none took place", async () => {
    const completedOne = await createOpportunity(pool);
    const tour = await accept(await createBid(pool, completedOne, partner.id));
    await startTour(pool, tour.id);
    await asAdmin("select public.complete_tour($1, 100, confirm_no_check_ins => true)", [tour.id]);
    expect(await statusOf("opportunities", completedOne)).toBe("completed");

    const cancelledOne = await createOpportunity(pool);
    const other = await accept(await createBid(pool, cancelledOne, partner.id));
    await asAdmin("select public.cancel_tour($1, 'Rain')", [other.id]);
    expect(await statusOf("opportunities", cancelledOne)).toBe("cancelled");
    expect((await notificationsOf(partner, "tour_cancelled")).at(-1)?.message).toContain("Rain");
  });

  test("a finished tour stays finished (TP001), and totals never come from the client", async () => {
    const tour = await accept(await createBid(pool, await createOpportunity(pool), partner.id));
    await asAdmin("select public.cancel_tour($1)", [tour.id]);
    expect(
      await sqlState(
        asAdmin("update public.tours set status = 'scheduled' where id = $1", [tour.id]),
      ),
    ).toBe("42501");
    expect(await sqlState(asAdmin("select public.complete_tour($1, 5)", [tour.id]))).toBe("TP001");
    const forged = await tryAs(pool, partner.caller, (c) =>
      c.query("update public.users set total_revenue = 99999 where id = $1", [partner.id]),
    ).catch((e) => e);
    expect(forged.code).toBe("42501");
  });

  test("a new tour always starts scheduled", async () => {
    const row = await insertRow(pool, "tours", {
      opportunity_id: await createOpportunity(pool),
      partner_id: partner.id,
      scheduled_for: new Date(Date.now() + 86_400_000),
      status: "completed",
      actual_revenue: 1,
    });
    expect(row.status).toBe("scheduled");
  });
});

describe("chat", () => {
  test("an agent's reply notifies the partner; a partner's message is theirs whatever it claims", async () => {
    await asAdmin(
      "insert into public.chat_messages (user_id, sender_id, sender_type, message) values ($1, $2, 'agent', 'We are on it.')",
      [partner.id, admin.id],
    );
    expect((await notificationsOf(partner, "chat_reply")).at(-1)?.message).toBe("We are on it.");
    const forged = await tryAs(pool, partner.caller, (c) =>
      c.query(
        "insert into public.chat_messages (user_id, sender_id, sender_type, message) values ($1, $1, 'agent', 'Approved!') returning sender_type",
        [partner.id],
      ),
    );
    expect(forged.rows).toEqual([{ sender_type: "user" }]);
    const blank = await tryAs(pool, partner.caller, (c) =>
      c.query(
        "insert into public.chat_messages (user_id, sender_id, sender_type, message) values ($1, $1, 'user', '   ')",
        [partner.id],
      ),
    ).catch((e) => e);
    expect(blank.constraint).toBe("chat_messages_message_present");
  });
});
