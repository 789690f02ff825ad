import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, test } from "vitest";
import { anonClient } from "../support/clients.ts";
import { ownerPool } from "../support/db-callers.ts";
import { accountsBeforeAll, createPartner } from "./support/accounts.ts";
import type { AnyBody } from "./support/call-api.ts";

const pool = ownerPool(2);
const marker = randomUUID().slice(0, 8);
const { admin, partner } = accountsBeforeAll(pool, {
  admin: ["admin", "users-admin"],
  partner: [
    "partner",
    "users-partner",
    {
      first_name: "Quinn",
      last_name: `Marsh${marker}`,
      business_name: `Emerald ${marker} Farms`,
      business_type: "Outdoor Farm",
      expertise: ["Cannabis cultivation"],
    },
  ],
});

afterAll(() => pool.end());

const MISSING = "00000000-0000-4000-8000-000000000000";

describe("GET /api/admin/users", () => {
  test("searches e-mail, first, last, full and business name, case-insensitively", async () => {
    for (const search of [
      partner.email.toUpperCase(),
      "quinn",
      `marsh${marker}`,
      `Quinn Marsh${marker}`,
      `emerald ${marker}`,
    ]) {
      const { status, body } = await admin.call(
        "GET",
        `/api/admin/users?search=${encodeURIComponent(search)}`,
      );
      expect(status).toBe(200);
      expect(body.items.map((user: { id: string }) => user.id)).toContain(partner.id);
    }
    const none = await admin.call("GET", `/api/admin/users?search=${encodeURIComponent("%_")}`);
    expect(none.body.items.map((user: { id: string }) => user.id)).not.toContain(partner.id);
  });

  test("each row: profile, role, flags, totals and the admin notes; never the session secrets", async () => {
    const { body } = await admin.call("GET", `/api/admin/users?search=${marker}`);
    expect(body).toMatchObject({ page: 1, pageSize: 50, total: 1 });
    expect(body.items[0]).toMatchObject({
      id: partner.id,
      email: partner.email,
      firstName: "Quinn",
      businessName: `Emerald ${marker} Farms`,
      role: "partner",
      isActive: true,
      isVerified: false,
      totalTours: 0,
      totalRevenue: "0.00",
      notes: "",
    });
    expect(body.items[0]).not.toHaveProperty("googleCalendarToken");
  });

  test("the tour-type filter keeps the users whose business hosts that type", async () => {
    const shop = await createPartner(pool, "users-microbusiness", {
      business_name: `Micro ${marker}`,
      business_type: "Microbusiness",
      expertise: ["Retail operations"],
    });
    const ids = async (tourType: string) => {
      const { status, body } = await admin.call(
        "GET",
        `/api/admin/users?search=${marker}&tourType=${tourType}&pageSize=100`,
      );
      expect(status).toBe(200);
      return body.items.map((user: AnyBody) => user.id).sort();
    };
    // Outdoor Farm hosts farm tours; a microbusiness hosts farm, processor and retailer tours.
    expect(await ids("farm")).toEqual([partner.id, shop.id].sort());
    expect(await ids("retailer")).toEqual([shop.id]);
    expect(await ids("dispensary")).toEqual([]);
    const bad = await admin.call("GET", "/api/admin/users?tourType=Outdoor%20Farm");
    expect(bad.status).toBe(400);
  });

  test("role and status filters, pagination with the total", async () => {
    const admins = await admin.call("GET", "/api/admin/users?role=admin&pageSize=100");
    expect(admins.body.items.every((user: { role: string }) => user.role === "admin")).toBe(true);
    expect(admins.body.items.map((user: { id: string }) => user.id)).toContain(admin.id);

    const inactive = await admin.call("GET", "/api/admin/users?status=inactive&pageSize=100");
    expect(inactive.body.items.every((user: { isActive: boolean }) => !user.isActive)).toBe(true);
    const unverified = await admin.call("GET", "/api/admin/users?status=unverified&pageSize=100");
    expect(unverified.body.items.every((user: { isVerified: boolean }) => !user.isVerified)).toBe(
      true,
    );

    const all = await admin.call("GET", "/api/admin/users?role=all&status=all&pageSize=1");
    const second = await admin.call("GET", "/api/admin/users?pageSize=1&page=2");
    expect(all.body.items).toHaveLength(1);
    expect(second.body.items[0].id).not.toBe(all.body.items[0].id);
    expect(second.body.total).toBe(all.body.total);

    expect((await admin.call("GET", "/api/admin/users?role=owner")).status).toBe(400);
    expect((await admin.call("GET", "/api/admin/users?page=0")).status).toBe(400);
    // The same rule and words as the partner lists (schemas/list-query.ts).
    const tooLarge = await admin.call("GET", "/api/admin/users?pageSize=101");
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.message).toBe("pageSize cannot exceed 100");
  });
});

describe("PUT /api/admin/users/{id}", () => {
  test("role, active, verified and admin notes; recorded in the audit log", async () => {
    const user = await createPartner(pool, "edit-me");
    const { status, body } = await admin.call("PUT", `/api/admin/users/${user.id}`, {
      isVerified: true,
      notes: "  Met at the expo  ",
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: user.id,
      isVerified: true,
      isActive: true,
      notes: "Met at the expo",
    });

    const demoted = await admin.call("PUT", `/api/admin/users/${user.id}`, {
      role: "client",
      isActive: false,
    });
    expect(demoted.body).toMatchObject({
      role: "client",
      isActive: false,
      notes: "Met at the expo",
    });

    const audit = await pool.query(
      `select action, user_id from public.audit_logs
       where entity = 'user' and entity_id = $1 order by id`,
      [user.id],
    );
    expect(audit.rows).toEqual([
      { action: "updated", user_id: admin.id },
      { action: "updated", user_id: admin.id },
    ]);

    // The partner's own reads never show the notes.
    const own = await user.call("GET", "/api/auth/user");
    expect(JSON.stringify(own.body)).not.toContain("Met at the expo");
  });

  test("the Edit User dialog's rules", async () => {
    const role = await admin.call("PUT", `/api/admin/users/${partner.id}`, { role: "owner" });
    expect(role.status).toBe(400);
    expect(role.body.fieldErrors.role).toEqual(["Please select a role"]);
    const flag = await admin.call("PUT", `/api/admin/users/${partner.id}`, { isActive: "yes" });
    expect(flag.body.fieldErrors.isActive).toEqual(["Must be true or false"]);
    const empty = await admin.call("PUT", `/api/admin/users/${partner.id}`, {});
    expect(empty.body.message).toBe("Nothing to update");
    expect(
      (await admin.call("PUT", `/api/admin/users/${MISSING}`, { isVerified: true })).status,
    ).toBe(404);
  });

  test("an admin cannot take away their own admin access", async () => {
    const demote = await admin.call("PUT", `/api/admin/users/${admin.id}`, { role: "partner" });
    expect(demote.status).toBe(409);
    const deactivate = await admin.call("PUT", `/api/admin/users/${admin.id}`, { isActive: false });
    expect(deactivate.status).toBe(409);
    expect((await admin.call("PUT", `/api/admin/users/${admin.id}`, { notes: "me" })).status).toBe(
      200,
    );
  });

  test("the own id in upper case is still the own id: 409, nothing changed", async () => {
    const upper = admin.id.toUpperCase();
    const demote = await admin.call("PUT", `/api/admin/users/${upper}`, { role: "partner" });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe("You cannot remove your own admin access.");
    const deactivate = await admin.call("PUT", `/api/admin/users/${upper}`, { isActive: false });
    expect(deactivate.status).toBe(409);
    const remove = await admin.call("DELETE", `/api/admin/users/${upper}`);
    expect(remove.status).toBe(409);
    expect(remove.body.message).toBe("You cannot delete your own account.");
    const { rows } = await pool.query("select role, is_active from public.users where id = $1", [
      admin.id,
    ]);
    expect(rows).toEqual([{ role: "admin", is_active: true }]);
  });

  test("a promoted partner becomes an admin at once", async () => {
    const user = await createPartner(pool, "promote-me");
    expect((await user.call("GET", "/api/admin/stats")).status).toBe(403);
    await admin.call("PUT", `/api/admin/users/${user.id}`, { role: "admin" });
    expect((await user.call("GET", "/api/admin/stats")).status).toBe(200);
  });
});

describe("DELETE /api/admin/users/{id}", () => {
  test("deletes the profile, its records and the sign-in account", async () => {
    const user = await createPartner(pool, "delete-me");
    await pool.query(
      `insert into public.chat_messages (user_id, sender_id, sender_type, message) values ($1, $1, 'user', 'Hi')`,
      [user.id],
    );
    const { status, body } = await admin.call("DELETE", `/api/admin/users/${user.id}`);
    expect(status).toBe(200);
    expect(body).toEqual({ id: user.id, email: user.email, deleted: true });

    const left = await pool.query(
      `select (select count(*) from public.users where id = $1)::int as profiles,
              (select count(*) from auth.users where id = $1)::int as accounts,
              (select count(*) from public.chat_messages where user_id = $1)::int as messages`,
      [user.id],
    );
    expect(left.rows[0]).toEqual({ profiles: 0, accounts: 0, messages: 0 });
    const signIn = await anonClient().auth.signInWithPassword({
      email: user.email,
      password: "Passw0rd!",
    });
    expect(signIn.error).not.toBeNull();

    expect((await admin.call("DELETE", `/api/admin/users/${user.id}`)).status).toBe(404);
    expect((await admin.call("DELETE", "/api/admin/users/nope")).status).toBe(404);
  });

  test("an admin cannot delete their own account", async () => {
    const self = await admin.call("DELETE", `/api/admin/users/${admin.id}`);
    expect(self.status).toBe(409);
    expect(self.body.message).toBe("You cannot delete your own account.");
  });
});

describe("GET /api/admin/stats", () => {
  test("counts from the real rows, as defined in docs/api.md", async () => {
    const countsInDatabase = async () =>
      (
        await pool.query(`
          select
            (select count(*) from public.users)::int as "totalUsers",
            (select count(*) from public.users where role = 'admin')::int as "totalAdmins",
            (select count(*) from public.users u where u.role = 'partner' and u.is_active
               and exists (select 1 from public.team_members m
                           where m.partner_id = u.id and m.role = 'owner'))::int
              as "activePartners",
            (select count(*) from public.users u where u.is_verified or exists (
               select 1 from public.partner_licences l
               where l.partner_id = u.id and l.status = 'approved' and l.expires_at > now()
             ))::int as "verifiedUsers",
            (select count(*) from public.opportunities)::int
              as "totalOpportunities",
            (select count(*) from public.opportunities where status = 'open')::int
              as "activeOpportunities",
            (select count(*) from public.bids)::int as "totalBids",
            (select count(*) from public.tours where status <> 'cancelled')::int as "totalTours",
            (select coalesce(sum(amount) filter (where status <> 'corrected'), 0)::numeric(14, 2)::text
              from public.payable_lines) as "totalRevenue"
        `)
      ).rows[0];
    // Other test files change the platform meanwhile: compare when nothing moved around the call.
    let settled = false;
    let body: AnyBody;
    for (let attempt = 0; attempt < 10 && !settled; attempt++) {
      const before = await countsInDatabase();
      const answer = await admin.call("GET", "/api/admin/stats");
      expect(answer.status).toBe(200);
      body = answer.body;
      const after = await countsInDatabase();
      if (JSON.stringify(before) === JSON.stringify(after)) {
        expect(body).toMatchObject(after);
        settled = true;
      }
    }
    expect(settled).toBe(true);
    expect(body.recentActivity.length).toBeGreaterThan(0);
    expect(body.recentActivity.length).toBeLessThanOrEqual(10);
    const times = body.recentActivity.map((item: { createdAt: string }) =>
      Date.parse(item.createdAt),
    );
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(body.recentActivity[0]).toEqual({
      id: expect.any(String),
      action: expect.any(String),
      entity: expect.any(String),
      entityId: expect.anything(),
      userId: expect.toBeOneOf([expect.any(String), null]),
      userEmail: expect.toBeOneOf([expect.any(String), null]),
      actorName: expect.toBeOneOf([expect.any(String), null]),
      subjectName: expect.toBeOneOf([expect.any(String), null]),
      subjectSearch: expect.toBeOneOf([expect.any(String), null]),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });
});

describe("the support chat, answered by an admin", () => {
  test("conversations with unread partner messages first; reading marks them read; the answer notifies", async () => {
    const asker = await createPartner(pool, "asker");
    const sent = await asker.call("POST", "/api/chat/send", {
      message: `Where is my payout ${marker}?`,
    });
    expect(sent.status).toBe(201);

    const list = await admin.call("GET", "/api/admin/chat");
    expect(list.status).toBe(200);
    const first = list.body.items[0];
    expect(first.unreadCount).toBeGreaterThan(0);
    const mine = list.body.items.find((item: { userId: string }) => item.userId === asker.id);
    // The last word is the automatic hand-over: the partner waits for a person.
    expect(mine).toMatchObject({
      email: asker.email,
      unreadCount: 1,
      lastSenderType: "agent",
      awaitingPerson: true,
    });

    const conversation = await admin.call("GET", `/api/admin/chat/${asker.id}`);
    expect(conversation.body.map((m: { senderType: string }) => m.senderType)).toEqual([
      "user",
      "agent",
    ]);
    const after = await admin.call("GET", "/api/admin/chat?pageSize=100");
    const read = after.body.items.find((item: { userId: string }) => item.userId === asker.id);
    // Read, yet still unanswered: it stays marked as waiting.
    expect(read).toMatchObject({ unreadCount: 0, awaitingPerson: true });

    const empty = await admin.call("POST", `/api/admin/chat/${asker.id}`, { message: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Message cannot be empty");

    const answer = await admin.call("POST", `/api/admin/chat/${asker.id}`, {
      message: " Payouts go out on Fridays. ",
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      userId: asker.id,
      senderId: admin.id,
      senderType: "agent",
      message: "Payouts go out on Fridays.",
    });

    const answered = await admin.call("GET", "/api/admin/chat?pageSize=100");
    expect(
      answered.body.items.find((item: { userId: string }) => item.userId === asker.id),
    ).toMatchObject({ awaitingPerson: false });

    const seen = await asker.call("GET", "/api/chat/messages");
    expect(seen.body.at(-1)).toMatchObject({
      message: "Payouts go out on Fridays.",
      senderType: "agent",
    });
    const { rows } = await pool.query(
      "select count(*)::int as n from public.notifications where user_id = $1 and type = 'chat_reply' and data ->> 'excerpt' = $2",
      [asker.id, "Payouts go out on Fridays."],
    );
    expect(rows[0].n).toBe(1);

    expect((await admin.call("POST", `/api/admin/chat/${MISSING}`, { message: "Hi" })).status).toBe(
      404,
    );
  });

  test("?search= finds a conversation by the partner or by what was said, past the first page", async () => {
    const [talker, quiet] = await Promise.all([
      createPartner(pool, "talker"),
      createPartner(pool, "quiet-talker"),
    ]);
    const phrase = `harvest-${marker}-schedule`;
    await talker.call("POST", "/api/chat/send", { message: `When is the ${phrase}?` });
    await quiet.call("POST", "/api/chat/send", { message: "Hello there" });
    const ids = async (search: string) => {
      const { status, body } = await admin.call(
        "GET",
        `/api/admin/chat?pageSize=1&search=${encodeURIComponent(search)}`,
      );
      expect(status).toBe(200);
      return { total: body.total, ids: body.items.map((item: { userId: string }) => item.userId) };
    };
    expect(await ids(phrase.toUpperCase())).toEqual({ total: 1, ids: [talker.id] });
    expect(await ids(quiet.email)).toEqual({ total: 1, ids: [quiet.id] });
    // Wildcards are literal; nothing matches.
    expect(await ids(`${marker}%_`)).toEqual({ total: 0, ids: [] });
  });
});
