import ICAL from "ical.js";
import { afterAll, describe, expect, test } from "vitest";
import { ownerPool } from "../support/db-callers.ts";
import { accountsBeforeAll, type Partner } from "./support/accounts.ts";
import { inDays, opportunityPayload } from "./support/opportunities.ts";
import { acceptBid } from "./support/tours.ts";

const pool = ownerPool(3);

const { admin, winner, bidder, assigned, outsider } = accountsBeforeAll(pool, {
  admin: ["admin", "edit-admin"],
  winner: ["partner", "edit-winner"],
  bidder: ["partner", "edit-bidder"],
  assigned: ["partner", "edit-assigned"],
  outsider: ["partner", "edit-outsider"],
});

afterAll(() => pool.end());

/** An opportunity made through the API, `days` ahead, with `overrides`. */
async function create(overrides: Record<string, unknown> = {}, days = 20) {
  const answer = await admin.call("POST", "/api/admin/opportunities", {
    ...opportunityPayload(overrides, days),
  });
  expect(answer.status).toBe(201);
  return answer.body as Record<string, unknown> & { id: string; title: string };
}

/** What the edit form sends back: the opportunity as read, with `changes`. */
function edited(opportunity: Record<string, unknown>, changes: Record<string, unknown> = {}) {
  const {
    id: _id,
    status: _status,
    createdBy: _createdBy,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    bidCount: _bidCount,
    activeBidCount: _activeBidCount,
    awardedCount: _awardedCount,
    assignedPartners: _assigned,
    calendarEventId: _calendarEventId,
    cancellationReason: _reason,
    ...fields
  } = opportunity;
  return { ...fields, ...changes };
}

async function bidOn(who: Partner, opportunityId: string, amount = 450) {
  const answer = await who.call("POST", "/api/bids", { opportunityId, amount });
  expect(answer.status).toBe(201);
  return answer.body.id as string;
}

/** The partner's notifications about the opportunity, oldest first. */
async function notificationsOf(who: Partner, opportunityId: string) {
  const { body } = await who.call("GET", "/api/notifications?pageSize=100");
  return (
    body.items as {
      type: string;
      title: string;
      message: string;
      data: Record<string, string>;
    }[]
  )
    .filter((n) => n.data.opportunityId === opportunityId)
    .reverse();
}

/** An awarded opportunity: `assigned` assigned, `winner`'s bid accepted (its tour scheduled). */
async function awarded(days = 20) {
  const opportunity = await create({ assignedPartners: [assigned.id] }, days);
  const tour = await acceptBid(pool, admin, await bidOn(winner, opportunity.id));
  const { body } = await admin.call("GET", `/api/admin/opportunities/${opportunity.id}`);
  return { opportunity: body as typeof opportunity, tour };
}

describe("PUT /api/admin/opportunities/{id}", () => {
  test("an open opportunity takes every field; the assignments and template flag stay", async () => {
    const opportunity = await create({ assignedPartners: [assigned.id], clientEmail: "a@b.test" });
    const answer = await admin.call(
      "PUT",
      `/api/admin/opportunities/${opportunity.id}`,
      edited(opportunity, {
        title: "Corrected title",
        baseRate: "520.50",
        groupSize: 14,
        tourType: "processor",
        requirements: ["Closed shoes"],
        internalNotes: "Client prefers mornings",
        clientEmail: "",
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: opportunity.id,
      title: "Corrected title",
      baseRate: "520.50",
      groupSize: 14,
      tourType: "processor",
      requirements: ["Closed shoes"],
      internalNotes: "Client prefers mornings",
      clientEmail: null,
      assignedPartners: [assigned.id],
      status: "open",
    });
    const { rows } = await pool.query(
      `select action, user_id, new_values from public.audit_logs
       where entity = 'opportunity' and entity_id = $1 and action = 'updated'`,
      [opportunity.id],
    );
    // The edit, and its new base rate: a move is move_opportunity()'s, recorded as its own.
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.user_id)).toEqual([admin.id, admin.id]);
    const edit = rows.find((row) => "title" in row.new_values);
    expect(edit?.new_values).toMatchObject({ title: "Corrected title", group_size: 14 });
    expect(edit?.new_values).not.toHaveProperty("base_rate");
    const move = rows.find((row) => "base_rate" in row.new_values);
    expect(Number(move?.new_values.base_rate)).toBe(520.5);
  });

  test("the same rules as creating: 400 with the form's message", async () => {
    const opportunity = await create();
    const answer = await admin.call(
      "PUT",
      `/api/admin/opportunities/${opportunity.id}`,
      edited(opportunity, { groupSize: 51 }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual({ groupSize: ["Group size must be between 1 and 50"] });
  });

  test("404 for an unknown opportunity", async () => {
    const answer = await admin.call(
      "PUT",
      "/api/admin/opportunities/00000000-0000-4000-8000-000000000000",
      opportunityPayload(),
    );
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: "Opportunity not found" });
  });

  test("a new date moves the tour and tells the assigned and accepted partners, no one else", async () => {
    const { opportunity, tour } = await awarded();
    const onlyBidder = await create({}, 25);
    await bidOn(bidder, onlyBidder.id);
    const newDate = inDays(30);
    newDate.setUTCHours(14, 30, 0, 0);
    const answer = await admin.call(
      "PUT",
      `/api/admin/opportunities/${opportunity.id}`,
      edited(opportunity, { date: newDate.toISOString(), description: "Now in the afternoon" }),
    );
    expect(answer.status).toBe(200);
    expect(Date.parse(answer.body.date)).toBe(newDate.getTime());
    // The start on the clock of Healdsburg, the tour's place, however the server's zone is set.
    const pacific = new Intl.DateTimeFormat("en-US", {
      timeZone: "America/Los_Angeles",
      hour: "numeric",
      minute: "2-digit",
    }).format(newDate);

    const { rows } = await pool.query("select scheduled_for from public.tours where id = $1", [
      tour.id,
    ]);
    expect((rows[0].scheduled_for as Date).getTime()).toBe(newDate.getTime());
    for (const partner of [winner, assigned]) {
      const last = (await notificationsOf(partner, opportunity.id)).at(-1);
      expect(last).toMatchObject({ type: "opportunity_changed", title: "Tour rescheduled" });
      expect(last?.message).toMatch(
        new RegExp(
          `^"${opportunity.title}" now starts \\w{3} \\d+, \\d{4}, ${pacific} P[SD]T \\(was `,
        ),
      );
      expect(Date.parse(last?.data.date ?? "")).toBe(newDate.getTime());
    }
    expect(await notificationsOf(outsider, opportunity.id)).toEqual([]);

    const upcoming = await winner.call("GET", "/api/tours/upcoming");
    const shown = (upcoming.body as { id: string; date: string }[]).find((t) => t.id === tour.id);
    expect(Date.parse(shown?.date ?? "")).toBe(newDate.getTime());
  });

  test("a new place alone is announced too; an edit that moves neither tells no one", async () => {
    const { opportunity } = await awarded();
    const before = (await notificationsOf(assigned, opportunity.id)).length;
    await admin.call(
      "PUT",
      `/api/admin/opportunities/${opportunity.id}`,
      edited(opportunity, { description: "Typo fixed" }),
    );
    expect(await notificationsOf(assigned, opportunity.id)).toHaveLength(before);
    const moved = await admin.call(
      "PUT",
      `/api/admin/opportunities/${opportunity.id}`,
      edited(opportunity, { description: "Typo fixed", location: "Sebastopol, CA" }),
    );
    expect(moved.status).toBe(200);
    const last = (await notificationsOf(assigned, opportunity.id)).at(-1);
    expect(last).toMatchObject({ title: "Tour location changed" });
    expect(last?.message).toContain("now meets at Sebastopol, CA (was Healdsburg, CA).");
  });

  test("after the award, what was agreed cannot change: 409 naming the fields", async () => {
    const { opportunity } = await awarded();
    for (const [change, named] of [
      [{ baseRate: "999.00" }, "base rate"],
      [{ groupSize: 3, duration: 6 }, "duration, group size"],
      [{ tourType: "retailer" }, "tour type"],
    ] as const) {
      const answer = await admin.call(
        "PUT",
        `/api/admin/opportunities/${opportunity.id}`,
        edited(opportunity, change),
      );
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({
        message: `This opportunity is awarded: ${named} can no longer change.`,
      });
    }
    const allowed = await admin.call(
      "PUT",
      `/api/admin/opportunities/${opportunity.id}`,
      edited(opportunity, {
        title: "Renamed after award",
        requirements: ["Bring water"],
        specialRequests: "Vegan lunch",
        internalNotes: "Agreed by phone",
      }),
    );
    expect(allowed.status).toBe(200);
    expect(allowed.body).toMatchObject({ title: "Renamed after award", status: "awarded" });
  });
});

describe("POST /api/admin/opportunities/{id}/cancel", () => {
  test("declines the open bids and cancels the tours with the reason, telling everyone involved", async () => {
    const opportunity = await create({ assignedPartners: [assigned.id], partnersNeeded: 2 });
    const tour = await acceptBid(pool, admin, await bidOn(winner, opportunity.id));
    const pendingBid = await bidOn(bidder, opportunity.id);
    const reason = "The client called the trip off.";

    const answer = await admin.call("POST", `/api/admin/opportunities/${opportunity.id}/cancel`, {
      reason: `  ${reason} `,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: "cancelled", cancellationReason: reason });

    const bids = await bidder.call("GET", "/api/bids?pageSize=50");
    const mine = (bids.body.items as { id: string; status: string; declineReason: string }[]).find(
      (b) => b.id === pendingBid,
    );
    expect(mine).toMatchObject({ status: "declined", declineReason: reason });
    // Told of the cancellation once, as such (not as a declined bid).
    const bidderNotices = await notificationsOf(bidder, opportunity.id);
    expect(bidderNotices.at(-1)).toMatchObject({
      type: "opportunity_cancelled",
      title: "Opportunity cancelled",
      message: expect.stringMatching(
        new RegExp(`^"${opportunity.title}" on .* was cancelled by the organiser: ${reason}$`),
      ),
    });
    expect(bidderNotices.filter((n) => n.type === "bid_declined")).toEqual([]);

    const { rows } = await pool.query(
      "select status, cancellation_reason from public.tours where id = $1",
      [tour.id],
    );
    expect(rows[0]).toEqual({ status: "cancelled", cancellation_reason: reason });
    expect((await notificationsOf(winner, opportunity.id)).at(-1)).toMatchObject({
      type: "tour_cancelled",
      message: expect.stringMatching(
        new RegExp(`^"${opportunity.title}" on .* was cancelled by the organiser\\. ${reason}$`),
      ),
    });

    // The assigned partner, with neither bid nor tour, is told too; no one is told twice.
    expect(await notificationsOf(assigned, opportunity.id)).toMatchObject([
      { type: "assignment" },
      {
        type: "opportunity_cancelled",
        title: "Opportunity cancelled",
        message: expect.stringContaining(`was cancelled by the organiser: ${reason}`),
      },
    ]);
    expect(
      (await notificationsOf(bidder, opportunity.id)).filter(
        (n) => n.type === "opportunity_cancelled",
      ),
    ).toHaveLength(1);
    expect(await notificationsOf(outsider, opportunity.id)).toEqual([]);

    const audit = await pool.query(
      `select user_id, new_values from public.audit_logs
       where entity = 'opportunity' and entity_id = $1 and action = 'cancelled'`,
      [opportunity.id],
    );
    expect(audit.rows).toEqual([
      {
        user_id: admin.id,
        new_values: { status: "cancelled", cancellation_reason: reason },
      },
    ]);
  });

  test("a reason is required and bounded: 400 with the dialog's message", async () => {
    const opportunity = await create();
    const path = `/api/admin/opportunities/${opportunity.id}/cancel`;
    const blank = await admin.call("POST", path, { reason: "   " });
    expect(blank.status).toBe(400);
    expect(blank.body.fieldErrors).toEqual({
      reason: ["Please give a reason for cancelling this opportunity"],
    });
    const long = await admin.call("POST", path, { reason: "x".repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.fieldErrors).toEqual({
      reason: ["The reason can be at most 1000 characters"],
    });
    const { body } = await admin.call("GET", `/api/admin/opportunities/${opportunity.id}`);
    expect(body.status).toBe("open");
  });

  test("a cancelled opportunity takes no bids, no edit and no second cancel: 409", async () => {
    const opportunity = await create({ assignedPartners: [assigned.id] });
    await admin.call("POST", `/api/admin/opportunities/${opportunity.id}/cancel`, {
      reason: "Venue closed",
    });
    // The assigned partner still reads it; anyone else no longer finds it (404).
    expect(
      (await outsider.call("POST", "/api/bids", { opportunityId: opportunity.id, amount: 400 }))
        .status,
    ).toBe(404);
    const bid = await assigned.call("POST", "/api/bids", {
      opportunityId: opportunity.id,
      amount: 400,
    });
    expect(bid.status).toBe(409);
    expect(bid.body).toEqual({ message: "This opportunity was cancelled and takes no bids." });

    const edit = await admin.call(
      "PUT",
      `/api/admin/opportunities/${opportunity.id}`,
      edited(opportunity, { title: "Revived" }),
    );
    expect(edit.status).toBe(409);
    expect(edit.body).toEqual({
      message: "This opportunity is cancelled and can no longer be edited.",
    });

    const again = await admin.call("POST", `/api/admin/opportunities/${opportunity.id}/cancel`, {
      reason: "Twice",
    });
    expect(again.status).toBe(409);
  });

  test("404 for an unknown opportunity", async () => {
    const answer = await admin.call(
      "POST",
      "/api/admin/opportunities/00000000-0000-4000-8000-000000000000/cancel",
      { reason: "Gone" },
    );
    expect(answer.status).toBe(404);
  });
});

describe("the calendar feed after an edit and a cancel", () => {
  test("same UID, the new date and a higher SEQUENCE; then STATUS:CANCELLED", async () => {
    const { opportunity, tour } = await awarded();
    const feedUrl = (await winner.call("GET", "/api/calendar/feed-url")).body.url as string;
    const eventOf = async () => {
      const text = await (await fetch(feedUrl)).text();
      const calendar = new ICAL.Component(ICAL.parse(text));
      const vevent = calendar
        .getAllSubcomponents("vevent")
        .find((e) => e.getFirstPropertyValue("uid") === `${tour.id}@tour-partner-portal`);
      expect(vevent).toBeDefined();
      return new ICAL.Event(vevent as ICAL.Component);
    };
    const first = await eventOf();

    await new Promise((resolve) => setTimeout(resolve, 1100));
    const newDate = inDays(40);
    newDate.setUTCHours(16, 0, 0, 0);
    await admin.call(
      "PUT",
      `/api/admin/opportunities/${opportunity.id}`,
      edited(opportunity, { date: newDate.toISOString() }),
    );
    const moved = await eventOf();
    expect(moved.startDate.toJSDate().getTime()).toBe(newDate.getTime());
    expect(moved.sequence).toBeGreaterThan(first.sequence);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    await admin.call("POST", `/api/admin/opportunities/${opportunity.id}/cancel`, {
      reason: "Road closed",
    });
    const cancelled = await eventOf();
    expect(cancelled.component.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(cancelled.sequence).toBeGreaterThan(moved.sequence);
  });
});

describe("templates", () => {
  test("POST /{id}/template saves the form's fields as a template of its own; GET /templates lists it", async () => {
    const opportunity = await create({
      clientContact: "Dana",
      requirements: ["Insurance coverage"],
      assignedPartners: [assigned.id],
    });
    const name = `Farm standard ${opportunity.id.slice(0, 6)}`;
    const saved = await admin.call("POST", `/api/admin/opportunities/${opportunity.id}/template`, {
      templateName: ` ${name} `,
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({
      templateName: name,
      title: opportunity.title,
      clientContact: "Dana",
      requirements: ["Insurance coverage"],
    });
    // No date, status, bids or assignments: a template is not an opportunity.
    for (const key of ["date", "status", "assignedPartners", "isTemplate"]) {
      expect(saved.body).not.toHaveProperty(key);
    }
    expect(saved.body.id).not.toBe(opportunity.id);

    const templates = await admin.call("GET", "/api/admin/opportunities/templates");
    expect(templates.status).toBe(200);
    expect((templates.body as { id: string }[]).map((t) => t.id)).toContain(saved.body.id);
    expect((await outsider.call("GET", "/api/admin/opportunities/templates")).status).toBe(403);

    // Listed on their own: never among the opportunities, never one to assign or bid on.
    const list = await admin.call(
      "GET",
      `/api/admin/opportunities?search=${encodeURIComponent(opportunity.title)}`,
    );
    expect(list.body.items.map((o: { id: string }) => o.id)).toEqual([opportunity.id]);
    const assign = await admin.call("POST", `/api/admin/opportunities/${saved.body.id}/assign`, {
      userIds: [assigned.id],
    });
    expect(assign.status).toBe(404);
    const bid = await outsider.call("POST", "/api/bids", {
      opportunityId: saved.body.id,
      amount: 400,
    });
    expect(bid.status).toBe(404);
  });

  test("DELETE /templates/{id} deletes a template; again: 404; the opportunity stays", async () => {
    const opportunity = await create();
    const saved = await admin.call("POST", `/api/admin/opportunities/${opportunity.id}/template`, {
      templateName: "To delete",
    });
    const path = `/api/admin/opportunities/templates/${saved.body.id}`;
    expect((await outsider.call("DELETE", path)).status).toBe(403);
    const deleted = await admin.call("DELETE", path);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id: saved.body.id, deleted: true });
    expect((await admin.call("DELETE", path)).status).toBe(404);
    const templates = await admin.call("GET", "/api/admin/opportunities/templates");
    expect((templates.body as { id: string }[]).map((t) => t.id)).not.toContain(saved.body.id);
    expect((await admin.call("GET", `/api/admin/opportunities/${opportunity.id}`)).status).toBe(
      200,
    );
  });

  test("a template needs a name: 400; an unknown source: 404", async () => {
    const opportunity = await create();
    const blank = await admin.call("POST", `/api/admin/opportunities/${opportunity.id}/template`, {
      templateName: "",
    });
    expect(blank.status).toBe(400);
    expect(blank.body.fieldErrors).toEqual({ templateName: ["Template name is required"] });
    const unknown = await admin.call(
      "POST",
      "/api/admin/opportunities/00000000-0000-4000-8000-000000000000/template",
      { templateName: "X" },
    );
    expect(unknown.status).toBe(404);
  });
});
