import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { TEAM_MESSAGES } from "../../supabase/functions/_shared/portable/schemas/team.ts";
import { signedInClient } from "../support/clients.ts";
import { ownerPool } from "../support/db-callers.ts";
import { createBid, createOpportunity } from "../support/db-fixtures.ts";
import { accountsBeforeAll, type Partner } from "./support/accounts.ts";
import { callApi } from "./support/call-api.ts";
import { acceptBid } from "./support/tours.ts";

/**
 * A partner's team through the API: the owner invites by e-mail, the invited address signs up
 * and accepts the mailed link, each role reaches what it may (owner, manager, guide,
 * bookkeeper), a removed member loses access at once, and another business sees nothing.
 */

const pool = ownerPool(3);
const { owner, rival, admin } = accountsBeforeAll(pool, {
  owner: ["partner", "team-owner"],
  rival: ["partner", "team-rival"],
  admin: ["admin", "team-admin"],
});
afterAll(() => pool.end());

const DAY = 86_400_000;

/** The token the latest invite mail to `address` carries, as the sender signs it in. */
async function mailedInviteToken(address: string) {
  const { rows } = await pool.query<{ token: string }>(
    `select private.content_with_link_token(content) -> 'data' ->> 'token' as token
     from public.email_outbox where kind = 'team_invite' and to_address = $1
     order by created_at desc limit 1`,
    [address],
  );
  return rows[0]?.token ?? "";
}

interface Member extends Partner {
  memberId: string;
}

/** A fresh sign-up invited by `by` as `role`, who accepts the mailed link. */
async function joinedMember(by: Partner, role: string, label: string): Promise<Member> {
  const person = await signedInClient(label);
  const invited = await by.call("POST", "/api/team/invites", { email: person.email, role });
  expect(invited.status).toBe(201);
  const token = await mailedInviteToken(person.email);
  const call: Partner["call"] = (method, path, body) =>
    callApi(person.session.access_token, method, path, body);
  const accepted = await call("POST", `/api/team-invites/${token}/accept`);
  expect(accepted.status).toBe(200);
  return {
    id: person.user.id,
    email: person.email,
    token: person.session.access_token,
    client: person.client,
    call,
    memberId: invited.body.id,
  };
}

async function awardedTour(partnerId: string) {
  const opportunity = await createOpportunity(pool, { date: new Date(Date.now() + 10 * DAY) });
  const bid = await createBid(pool, opportunity, partnerId);
  const tour = await acceptBid(pool, admin, bid);
  return tour.id as string;
}

describe("inviting and joining", () => {
  test("the invite is mailed, shown without an account, and accepted by the invited address only", async () => {
    const person = await signedInClient("team-invitee");
    const invited = await owner.call("POST", "/api/team/invites", {
      email: ` ${person.email.toUpperCase()} `,
      role: "guide",
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({
      userId: null,
      email: person.email,
      name: null,
      role: "guide",
      status: "invited",
      acceptedAt: null,
    });

    const again = await owner.call("POST", "/api/team/invites", {
      email: person.email,
      role: "manager",
    });
    expect(again.status).toBe(409);

    const token = await mailedInviteToken(person.email);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const shown = await callApi(undefined, "GET", `/api/team-invites/${token}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      businessName: "Sunny Acres",
      email: person.email,
      role: "guide",
    });
    const expiresIn = Date.parse(shown.body.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(6.9 * DAY);
    expect(expiresIn).toBeLessThanOrEqual(7 * DAY);

    const stranger = await signedInClient("team-stranger");
    const wrong = await callApi(
      stranger.session.access_token,
      "POST",
      `/api/team-invites/${token}/accept`,
    );
    expect(wrong.status).toBe(403);

    // An account that holds a business of its own cannot become a member.
    await owner.call("POST", "/api/team/invites", { email: rival.email, role: "manager" });
    const rivalToken = await mailedInviteToken(rival.email);
    const business = await rival.call("POST", `/api/team-invites/${rivalToken}/accept`);
    expect(business.status).toBe(409);

    const accepted = await callApi(
      person.session.access_token,
      "POST",
      `/api/team-invites/${token}/accept`,
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({
      businessId: owner.id,
      businessName: "Sunny Acres",
      role: "guide",
    });
    // Used: the link opens nothing any more.
    expect((await callApi(undefined, "GET", `/api/team-invites/${token}`)).status).toBe(404);

    const me = await callApi(person.session.access_token, "GET", "/api/auth/user");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      id: person.user.id,
      businessName: "Sunny Acres",
      profileComplete: true,
      team: { businessId: owner.id, businessName: "Sunny Acres", role: "guide" },
    });
    const ownerMe = await owner.call("GET", "/api/auth/user");
    expect(ownerMe.body.team).toEqual({
      businessId: owner.id,
      businessName: "Sunny Acres",
      role: "owner",
    });
    expect((await admin.call("GET", "/api/auth/user")).body.team).toBeNull();
  });

  test("a bad address or role is a 400 with the form's sentence; only the owner invites", async () => {
    const bad = await owner.call("POST", "/api/team/invites", { email: "nope", role: "guide" });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.email).toEqual([TEAM_MESSAGES.email]);
    const asOwner = await owner.call("POST", "/api/team/invites", {
      email: "x@example.test",
      role: "owner",
    });
    expect(asOwner.status).toBe(400);
    expect(asOwner.body.fieldErrors.role).toEqual([TEAM_MESSAGES.role]);

    const manager = await joinedMember(owner, "manager", "team-manager-a");
    const byManager = await manager.call("POST", "/api/team/invites", {
      email: "y@example.test",
      role: "guide",
    });
    expect(byManager.status).toBe(403);
    expect((await manager.call("GET", "/api/team")).status).toBe(403);
  });

  test("a resent invite kills the old link; a role change and removal are the owner's", async () => {
    const person = await signedInClient("team-resend");
    const invited = await owner.call("POST", "/api/team/invites", {
      email: person.email,
      role: "bookkeeper",
    });
    const first = await mailedInviteToken(person.email);
    const resent = await owner.call("POST", `/api/team/members/${invited.body.id}/resend`);
    expect(resent.status).toBe(200);
    const second = await mailedInviteToken(person.email);
    expect(second).not.toBe(first);
    expect((await callApi(undefined, "GET", `/api/team-invites/${first}`)).status).toBe(404);
    expect((await callApi(undefined, "GET", `/api/team-invites/${second}`)).status).toBe(200);

    const changed = await owner.call("PUT", `/api/team/members/${invited.body.id}`, {
      role: "manager",
    });
    expect(changed.status).toBe(200);
    expect(changed.body.role).toBe("manager");

    const revoked = await owner.call("DELETE", `/api/team/members/${invited.body.id}`);
    expect(revoked.status).toBe(204);
    expect((await callApi(undefined, "GET", `/api/team-invites/${second}`)).status).toBe(404);

    const list = await owner.call("GET", "/api/team");
    expect(list.status).toBe(200);
    expect(list.body.members[0]).toMatchObject({
      userId: owner.id,
      role: "owner",
      status: "active",
    });
    expect(list.body.members.map((m: { id: string }) => m.id)).not.toContain(invited.body.id);

    const ownRow = list.body.members[0].id;
    expect((await owner.call("DELETE", `/api/team/members/${ownRow}`)).status).toBe(409);
    expect((await rival.call("DELETE", `/api/team/members/${ownRow}`)).status).toBe(404);
  });
});

describe("what each role reaches", () => {
  let manager: Member;
  let guide: Member;
  let bookkeeper: Member;
  let guidedTour: string;
  let otherTour: string;

  beforeAll(async () => {
    [manager, guide, bookkeeper] = await Promise.all([
      joinedMember(owner, "manager", "team-manager"),
      joinedMember(owner, "guide", "team-guide"),
      joinedMember(owner, "bookkeeper", "team-bookkeeper"),
    ]);
    [guidedTour, otherTour] = await Promise.all([awardedTour(owner.id), awardedTour(owner.id)]);
  });

  test("the owner or a manager assigns a guide of the team, and only one", async () => {
    const byGuide = await guide.call("PUT", `/api/tours/${guidedTour}/guide`, {
      guideId: guide.id,
    });
    expect(byGuide.status).toBe(404);
    const notAGuide = await manager.call("PUT", `/api/tours/${guidedTour}/guide`, {
      guideId: bookkeeper.id,
    });
    expect(notAGuide.status).toBe(400);
    expect(notAGuide.body.fieldErrors.guideId).toEqual([TEAM_MESSAGES.guide.replace(/\.$/, "")]);
    const byRival = await rival.call("PUT", `/api/tours/${guidedTour}/guide`, { guideId: null });
    expect(byRival.status).toBe(404);

    const assigned = await manager.call("PUT", `/api/tours/${guidedTour}/guide`, {
      guideId: guide.id,
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.guide).toEqual({ userId: guide.id, name: "" });
    const { rows } = await pool.query(
      "select type from public.notifications where user_id = $1 and data ->> 'tourId' = $2",
      [guide.id, guidedTour],
    );
    expect(rows).toEqual([{ type: "tour_scheduled" }]);
  });

  test("a guide sees only the tours they lead, and no bids, opportunities or earnings", async () => {
    await owner.call("PUT", `/api/tours/${guidedTour}/guide`, { guideId: guide.id });
    expect((await guide.call("GET", `/api/tours/${guidedTour}`)).status).toBe(200);
    expect((await guide.call("GET", `/api/tours/${otherTour}`)).status).toBe(404);
    const upcoming = await guide.call("GET", "/api/tours/upcoming");
    expect(upcoming.body.map((t: { id: string }) => t.id)).toEqual([guidedTour]);
    expect((await guide.call("GET", "/api/bids")).body.items).toEqual([]);
    const earnings = await guide.call("GET", "/api/earnings");
    expect(earnings.body.payments).toEqual([]);
    expect(earnings.body.months).toEqual([]);
    const all = await guide.call("GET", "/api/opportunities/all");
    expect(all.status).toBe(200);
    expect(all.body.items).toEqual([]);
  });

  test("the guide talks in their tour's thread, which is the business's conversation", async () => {
    await owner.call("PUT", `/api/tours/${guidedTour}/guide`, { guideId: guide.id });
    const asked = await guide.call("POST", `/api/tours/${guidedTour}/messages`, {
      message: "Where do we park the van?",
    });
    expect(asked.status).toBe(201);
    const { rows } = await pool.query(
      "select user_id, sender_id, sender_type from public.chat_messages where id = $1",
      [asked.body.message.id],
    );
    expect(rows).toEqual([{ user_id: owner.id, sender_id: guide.id, sender_type: "user" }]);
    const thread = await owner.call("GET", `/api/tours/${guidedTour}/messages`);
    expect(thread.body.map((m: { message: string }) => m.message)).toContain(
      "Where do we park the van?",
    );
    expect(
      (await bookkeeper.call("POST", `/api/tours/${guidedTour}/messages`, { message: "Hi" }))
        .status,
    ).toBe(404);
    expect(
      (await guide.call("POST", `/api/tours/${otherTour}/messages`, { message: "Hi" })).status,
    ).toBe(404);
  });

  test("a bookkeeper sees earnings, no tours; a manager the business's tours and bids", async () => {
    expect((await bookkeeper.call("GET", "/api/tours/upcoming")).body).toEqual([]);
    expect((await bookkeeper.call("GET", `/api/tours/${guidedTour}`)).status).toBe(404);
    expect((await bookkeeper.call("GET", "/api/earnings")).status).toBe(200);
    const ids = (await manager.call("GET", "/api/tours/upcoming")).body.map(
      (t: { id: string }) => t.id,
    );
    expect(ids).toEqual(expect.arrayContaining([guidedTour, otherTour]));
    expect((await manager.call("GET", "/api/bids")).body.total).toBeGreaterThanOrEqual(2);
    expect((await rival.call("GET", `/api/tours/${guidedTour}`)).status).toBe(404);
  });

  test("a removed member's session ends and RLS finds no membership", async () => {
    const leaving = await joinedMember(owner, "manager", "team-leaving");
    expect((await leaving.call("GET", `/api/tours/${otherTour}`)).status).toBe(200);
    expect((await owner.call("DELETE", `/api/team/members/${leaving.memberId}`)).status).toBe(204);
    expect((await leaving.call("GET", `/api/tours/${otherTour}`)).status).toBe(401);
    const { rows } = await pool.query(
      "select count(*)::int as n from auth.sessions where user_id = $1",
      [leaving.id],
    );
    expect(rows[0].n).toBe(0);
  });

  test("a member account is never listed or counted as a partner", async () => {
    const partners = await admin.call(
      "GET",
      `/api/admin/users?role=partner&search=${encodeURIComponent(guide.email)}`,
    );
    expect(partners.status).toBe(200);
    expect(partners.body.items).toEqual([]);
  });
});
