import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ownerPool } from "../support/db-callers.ts";
import { createBid, createLicence, createOpportunity } from "../support/db-fixtures.ts";
import { accountsBeforeAll, createPartner, type Partner } from "./support/accounts.ts";
import { inDays, insertOpportunity, opportunityPayload } from "./support/opportunities.ts";

const pool = ownerPool(2);

const { admin, partner, otherPartner } = accountsBeforeAll(pool, {
  admin: ["admin", "opp-admin"],
  partner: ["partner", "opp-partner"],
  otherPartner: ["partner", "opp-partner-2"],
});

afterAll(() => pool.end());

describe("POST /api/admin/opportunities: the admin opportunity form (product §5)", () => {
  const RULES: [
    name: string,
    overrides: Record<string, unknown>,
    field: string,
    message: string,
  ][] = [
    ["title required", { title: "  " }, "title", "Title is required"],
    ["location required", { location: undefined }, "location", "Location is required"],
    ["date required", { date: "" }, "date", "Date is required"],
    ["date must be a date", { date: "next week" }, "date", "Please enter a valid date and time"],
    ["baseRate required", { baseRate: undefined }, "baseRate", "Base rate is required"],
    [
      "baseRate not negative",
      { baseRate: "-5" },
      "baseRate",
      "Base rate must be a positive number",
    ],
    [
      "baseRate at most the largest amount",
      { baseRate: "999999999" },
      "baseRate",
      "Base rate cannot exceed $99,999,999.99",
    ],
    [
      "baseRate two decimals",
      { baseRate: "1.005" },
      "baseRate",
      "Base rate must be a positive number",
    ],
    ["duration at least 1", { duration: 0 }, "duration", "Duration must be between 1 and 12 hours"],
    [
      "duration at most 12",
      { duration: 13 },
      "duration",
      "Duration must be between 1 and 12 hours",
    ],
    ["groupSize at least 1", { groupSize: 0 }, "groupSize", "Group size must be between 1 and 50"],
    ["groupSize at most 50", { groupSize: 51 }, "groupSize", "Group size must be between 1 and 50"],
    ["maxBids at least 1", { maxBids: 0 }, "maxBids", "Max bids must be between 1 and 100"],
    ["maxBids at most 100", { maxBids: 101 }, "maxBids", "Max bids must be between 1 and 100"],
    [
      "locationRadius at least 5",
      { locationRadius: 4 },
      "locationRadius",
      "Location radius must be between 5 and 500 miles",
    ],
    [
      "locationRadius at most 500",
      { locationRadius: 501 },
      "locationRadius",
      "Location radius must be between 5 and 500 miles",
    ],
    [
      "clientEmail valid if given",
      { clientEmail: "not-an-email" },
      "clientEmail",
      "Please enter a valid email address",
    ],
    [
      "deadline not after the date",
      { date: inDays(10).toISOString(), responseDeadline: inDays(11).toISOString() },
      "responseDeadline",
      "Response deadline must be on or before the tour date",
    ],
  ];

  test.each(RULES)("%s", async (_name, overrides, field, message) => {
    const { status, body } = await admin.call(
      "POST",
      "/api/admin/opportunities",
      opportunityPayload(overrides),
    );
    expect(status).toBe(400);
    expect(body.message).toBe(message);
    expect(body.fieldErrors[field]).toEqual([message]);
  });

  test("an empty form names every required field", async () => {
    const { status, body } = await admin.call("POST", "/api/admin/opportunities", {});
    expect(status).toBe(400);
    expect(Object.keys(body.fieldErrors).sort()).toEqual(["baseRate", "date", "location", "title"]);
  });

  test("a tour that requires a licence names its state: 400 under Location (TP604)", async () => {
    const message =
      'A tour that requires a cannabis licence needs a location that ends in a US state, such as "Denver, CO".';
    const { status, body } = await admin.call(
      "POST",
      "/api/admin/opportunities",
      opportunityPayload({
        location: "Main Street Farm",
        requirements: ["Cannabis license required"],
      }),
    );
    expect(status).toBe(400);
    expect(body).toEqual({ message, fieldErrors: { location: [message.slice(0, -1)] } });
  });

  test("the defaults of product §9 fill what the form leaves out; the opportunity starts open", async () => {
    const payload = opportunityPayload();
    const { status, body } = await admin.call("POST", "/api/admin/opportunities", payload);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      title: payload.title,
      location: payload.location,
      baseRate: "400.00",
      status: "open",
      tourType: "farm",
      duration: 3,
      groupSize: 8,
      priority: "regular",
      maxBids: 10,
      autoAssign: false,
      locationRadius: 50,
      ageRestrictions: "21+",
      groupType: "mixed",
      experienceLevel: "beginner",
      partnersNeeded: 1,
      createdBy: admin.id,
      assignedPartners: [],
      requirements: [],
      customRequirements: {},
    });
    // The AdminOpportunity contract, key for key: none of a partner's own (myBid,
    // licenceRequirement, maxBidsReached) and every admin-only one.
    expect(Object.keys(body).sort()).toEqual(
      [
        ...["id", "title", "description", "location", "tourType", "date", "timeZone", "duration"],
        ...["groupSize", "baseRate", "priority", "requirements", "status", "partnersNeeded"],
        ...["createdBy", "responseDeadline", "maxBids", "autoAssign", "customRequirements"],
        ...["calendarEventId", "specialRequests", "accessibility", "ageRestrictions", "groupType"],
        ...["transportationNeeded", "mealPreferences", "budgetRange", "experienceLevel"],
        ...["preferredExpertise", "locationRadius", "cancellationReason", "previousDate"],
        ...["previousLocation", "movedAt", "clientContact", "clientEmail", "clientPhone"],
        ...["internalNotes", "assignedPartners", "bidCount", "activeBidCount", "createdAt"],
        ...["awardedCount", "updatedAt", "meetingPlace", "waiverDocumentId"],
      ].sort(),
    );
    expect(new Date(body.date).toISOString()).toBe(payload.date);
  });

  test("every field round-trips; the client's details stay with the admins", async () => {
    // The tour requires a licence, so the partner assigned to it holds one.
    await createLicence(pool, partner, { status: "approved" });
    const payload = opportunityPayload({
      tourType: "processor",
      duration: 5,
      groupSize: 12,
      baseRate: 650.5,
      priority: "high",
      requirements: ["Cannabis license required", " Insurance coverage ", ""],
      responseDeadline: inDays(15).toISOString(),
      maxBids: 4,
      autoAssign: true,
      partnersNeeded: 2,
      clientContact: "Dana Client",
      clientEmail: "dana@client.test",
      clientPhone: "+15555550100",
      internalNotes: "VIP group",
      customRequirements: { parking: "bus" },
      calendarEventId: "evt-1",
      specialRequests: "Late lunch",
      accessibility: ["Wheelchair accessible"],
      ageRestrictions: "18+",
      groupType: "corporate",
      transportationNeeded: true,
      mealPreferences: ["Vegan"],
      budgetRange: "$500-$800",
      experienceLevel: "advanced",
      preferredExpertise: ["Extraction/processing"],
      locationRadius: 120,
      assignedPartners: [partner.id],
    });
    const created = await admin.call("POST", "/api/admin/opportunities", payload);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ...payload,
      baseRate: "650.50",
      requirements: ["Cannabis license required", "Insurance coverage"],
      date: expect.any(String),
      responseDeadline: expect.any(String),
    });

    const read = await admin.call("GET", `/api/admin/opportunities/${created.body.id}`);
    expect(read.body).toEqual(created.body);

    const { rows } = await pool.query(
      "select client_email, internal_notes from public.opportunity_admin_details where opportunity_id = $1",
      [created.body.id],
    );
    expect(rows).toEqual([{ client_email: "dana@client.test", internal_notes: "VIP group" }]);

    // The assigned partner sees the opportunity, never the client's details.
    // Searched by its title: other files' open tours may come sooner than this one.
    const mine = await partner.call(
      "GET",
      `/api/opportunities/all?q=${encodeURIComponent(payload.title)}`,
    );
    const seen = mine.body.items.find((item: { id: string }) => item.id === created.body.id);
    expect(seen).toBeDefined();
    expect(JSON.stringify(seen)).not.toMatch(/dana@client|VIP group|clientEmail|internalNotes/);
  });

  test("recent: the newest first; the admin list is paginated", async () => {
    const newest = await admin.call("POST", "/api/admin/opportunities", opportunityPayload());
    const recent = await admin.call("GET", "/api/admin/opportunities/recent");
    expect(recent.status).toBe(200);
    expect(recent.body[0].id).toBe(newest.body.id);
    expect(recent.body.length).toBeLessThanOrEqual(10);

    const page = await admin.call("GET", "/api/admin/opportunities?page=1&pageSize=2");
    expect(page.body).toMatchObject({ page: 1, pageSize: 2, total: expect.any(Number) });
    expect(page.body.items).toHaveLength(2);
    expect(page.body.items[0].id).toBe(newest.body.id);
    expect((await admin.call("GET", "/api/admin/opportunities?pageSize=101")).status).toBe(400);
  });

  test("a missing opportunity is a 404", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await admin.call("GET", `/api/admin/opportunities/${missing}`)).status).toBe(404);
    expect((await admin.call("GET", "/api/admin/opportunities/not-an-id/bids")).status).toBe(404);
    const assign = await admin.call("POST", `/api/admin/opportunities/${missing}/assign`, {
      userIds: [],
    });
    expect(assign.status).toBe(404);
  });
});

describe("GET /api/admin/opportunities: search and filters", () => {
  const marker = `Filterable${randomUUID().slice(0, 8)}`;
  const ids: Record<string, string> = {};
  const list = async (query: string) => {
    const { status, body } = await admin.call("GET", `/api/admin/opportunities?${query}`);
    expect(status).toBe(200);
    return {
      total: body.total as number,
      ids: (body.items as { id: string }[]).map((item) => item.id),
    };
  };

  beforeAll(async () => {
    ids.waiting = await createOpportunity(pool, { title: `${marker} waiting walk` });
    ids.quiet = await createOpportunity(pool, {
      title: "Quiet walk",
      description: `Nothing to review (${marker.toLowerCase()})`,
    });
    ids.done = await createOpportunity(pool, {
      title: `${marker} 100%_done walk`,
      status: "completed",
      date: inDays(-3),
    });
    await createBid(pool, ids.waiting, partner.id);
    const withdrawn = await createBid(pool, ids.quiet, partner.id);
    expect((await partner.call("POST", `/api/bids/${withdrawn}/withdraw`)).status).toBe(200);
  });

  test("search looks through title, location and description, case-insensitively", async () => {
    const found = await list(`search=${marker.toUpperCase()}`);
    expect(found.total).toBe(3);
    expect(new Set(found.ids)).toEqual(new Set([ids.waiting, ids.quiet, ids.done]));
    // Wildcards are taken literally.
    expect((await list(`search=${encodeURIComponent(`${marker} 100%_done`)}`)).ids).toEqual([
      ids.done,
    ]);
    expect((await list(`search=${encodeURIComponent(`${marker} 100__done`)}`)).total).toBe(0);
  });

  test("status and bids to review narrow the search; a bad filter is a 400", async () => {
    expect((await list(`search=${marker}&status=completed`)).ids).toEqual([ids.done]);
    expect(new Set((await list(`search=${marker}&status=open`)).ids)).toEqual(
      new Set([ids.waiting, ids.quiet]),
    );
    // A withdrawn bid awaits nothing; a pending one does.
    expect((await list(`search=${marker}&review=true`)).ids).toEqual([ids.waiting]);
    expect((await list(`search=${marker}&status=all&review=false`)).total).toBe(3);

    const badStatus = await admin.call("GET", "/api/admin/opportunities?status=closed");
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.fieldErrors.status).toEqual(["Unknown status"]);
    const badReview = await admin.call("GET", "/api/admin/opportunities?review=yes");
    expect(badReview.body.fieldErrors.review).toEqual(["review must be true or false"]);
  });
});

describe("POST /api/admin/opportunities/{id}/assign", () => {
  test("the assignment becomes the checked partners; new ones are notified", async () => {
    const id = await insertOpportunity(pool);
    const first = await admin.call("POST", `/api/admin/opportunities/${id}/assign`, {
      userIds: [partner.id, otherPartner.id, partner.id],
    });
    expect(first.status).toBe(200);
    expect([...first.body.assignedPartners].sort()).toEqual([partner.id, otherPartner.id].sort());

    const unchecked = await admin.call("POST", `/api/admin/opportunities/${id}/assign`, {
      userIds: [otherPartner.id],
    });
    expect(unchecked.body).toEqual({ opportunityId: id, assignedPartners: [otherPartner.id] });

    const { rows } = await pool.query(
      `select user_id from public.notifications
       where type = 'assignment' and data ->> 'opportunityId' = $1 order by user_id`,
      [id],
    );
    expect(rows.map((row) => row.user_id).sort()).toEqual([partner.id, otherPartner.id].sort());
  });

  test("only active partners can be assigned; ids must be ids", async () => {
    const id = await insertOpportunity(pool);
    const notPartner = await admin.call("POST", `/api/admin/opportunities/${id}/assign`, {
      userIds: [admin.id],
    });
    expect(notPartner.status).toBe(400);
    expect(notPartner.body.message).toBe("Only active partners can be assigned");

    const badId = await admin.call("POST", `/api/admin/opportunities/${id}/assign`, {
      userIds: ["nope"],
    });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toBe("Each partner must be a user id");
  });

  test("a partner deactivated after being assigned stays assigned and does not block saving", async () => {
    const leaving = await createPartner(pool, "leaving");
    const id = await insertOpportunity(pool);
    const assign = (userIds: string[]) =>
      admin.call("POST", `/api/admin/opportunities/${id}/assign`, { userIds });
    expect((await assign([leaving.id])).status).toBe(200);
    await pool.query("update public.users set is_active = false where id = $1", [leaving.id]);

    // The dialog sends the current assignment back with a new partner checked.
    const kept = await assign([leaving.id, partner.id]);
    expect(kept.status).toBe(200);
    expect([...kept.body.assignedPartners].sort()).toEqual([leaving.id, partner.id].sort());
    // Unchecked, the inactive partner goes; added anew, they are refused.
    expect((await assign([partner.id])).body.assignedPartners).toEqual([partner.id]);
    const again = await assign([partner.id, leaving.id]);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("Only active partners can be assigned");
  });

  test("the eligible partners for the dialog: active partners with a business type or expertise", async () => {
    const bare = await createPartner(pool, "bare", {});
    const { body } = await admin.call("GET", "/api/admin/users?eligible=true&pageSize=100");
    const ids = body.items.map((user: { id: string }) => user.id);
    expect(ids).toContain(partner.id);
    expect(ids).not.toContain(bare.id);
    expect(ids).not.toContain(admin.id);
  });
});

describe("auto-assign and the best-matching partners (Missoula, MT)", () => {
  const EVERY_DAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
  const farmIn = (label: string, location: string, businessType = "Outdoor Farm") =>
    createPartner(pool, label, {
      first_name: label,
      business_name: `${label} farm`,
      business_type: businessType,
      location,
      expertise: ["Cannabis cultivation"],
      availability: EVERY_DAY,
      max_group_size: 20,
      min_hourly_rate: 50,
    });

  async function assignmentNotices(who: Partner, opportunityId: string) {
    const { body } = await who.call("GET", "/api/notifications?pageSize=100");
    return (body.items as { type: string; data: { opportunityId?: string } }[])
      .filter((n) => n.data.opportunityId === opportunityId)
      .map((n) => n.type);
  }

  test("creating with auto-assign assigns and notifies the nearest matching partners, max bids at most; the admin sees why each matches", async () => {
    const near = await farmIn("Near", "Missoula, MT");
    const second = await farmIn("Second", "Lolo, MT");
    const third = await farmIn("Third", "Hamilton, MT");
    const consultant = await farmIn("Consultant", "Missoula, MT", "Professional Service");

    const created = await admin.call(
      "POST",
      "/api/admin/opportunities",
      opportunityPayload({
        location: "Missoula, MT",
        tourType: "farm",
        maxBids: 2,
        autoAssign: true,
        preferredExpertise: ["Outdoor cultivation"],
      }),
    );
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect([...created.body.assignedPartners].sort()).toEqual([near.id, second.id].sort());
    expect(await assignmentNotices(near, id)).toEqual(["assignment"]);
    expect(await assignmentNotices(second, id)).toEqual(["assignment"]);
    expect(await assignmentNotices(third, id)).toEqual([]);
    expect(await assignmentNotices(consultant, id)).toEqual([]);

    const matches = await admin.call("GET", `/api/admin/opportunities/${id}/matches`);
    expect(matches.status).toBe(200);
    const byId = new Map(
      (matches.body as { partnerId: string; reasons: string[]; score: number }[]).map((m) => [
        m.partnerId,
        m,
      ]),
    );
    expect(byId.get(near.id)?.reasons).toEqual([
      "0 mi away",
      "assigned",
      "Outdoor Farm",
      "Outdoor cultivation",
    ]);
    expect(byId.get(third.id)?.reasons).toEqual([
      expect.stringMatching(/^\d+ mi away$/),
      "Outdoor Farm",
      "Outdoor cultivation",
    ]);
    // Expertise alone makes the consultant a match, never an auto-assigned one.
    expect(byId.get(consultant.id)?.reasons).toEqual(["0 mi away", "Outdoor cultivation"]);
    const order = (matches.body as { partnerId: string }[]).map((m) => m.partnerId);
    expect(order.indexOf(near.id)).toBeLessThan(order.indexOf(third.id));
  });

  test("the matches are the admins': 403 for a partner, 404 for no such opportunity", async () => {
    const id = await createOpportunity(pool);
    expect((await partner.call("GET", `/api/admin/opportunities/${id}/matches`)).status).toBe(403);
    expect(
      (await admin.call("GET", `/api/admin/opportunities/${randomUUID()}/matches`)).status,
    ).toBe(404);
  });
});
