import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ownerPool } from "../support/db-callers.ts";
import { createBid, createLegalDocument } from "../support/db-fixtures.ts";
import { createAdmin, createPartner, type Partner } from "./support/accounts.ts";
import { callApi } from "./support/call-api.ts";
import { mailsTo, runSendEmail } from "./support/email.ts";
import { opportunityPayload } from "./support/opportunities.ts";
import { acceptBid } from "./support/tours.ts";

/**
 * The organiser's guest list and the guests' waivers through the API, without an
 * account: the mailed link is the credential. Every call here is made signed out unless it
 * says otherwise.
 */

const pool = ownerPool(3);
let admin: Partner;
let partner: Partner;
let waiver: string;

beforeAll(async () => {
  [admin, partner] = await Promise.all([
    createAdmin(pool, "guests-admin"),
    createPartner(pool, "guests-partner"),
  ]);
  waiver = await createLegalDocument(pool, {
    document_type: "liability_waiver",
    title: `Guest waiver ${randomUUID().slice(0, 6)}`,
    content: "I take part at my own risk.",
  });
});

afterAll(() => pool.end());

interface AwardedTour {
  tourId: string;
  opportunityId: string;
  clientEmail: string;
  token: string;
}

/**
 * The token the latest guest-list or waiver mail to `address` carries, as the sender signs it in
 * (private.content_with_link_token): the queued mail holds only its reference.
 */
async function mailedToken(kind: "guest_list_link" | "waiver_link", address: string) {
  const { rows } = await pool.query<{ token: string }>(
    `select private.content_with_link_token(content) -> 'data' ->> 'token' as token
     from public.email_outbox where kind = $1 and to_address = $2
     order by created_at desc limit 1`,
    [kind, address],
  );
  return rows[0]?.token ?? "";
}

/** An opportunity made with the admin form (a meeting address, a client e-mail), then awarded. */
async function awardedTour(overrides: Record<string, unknown> = {}): Promise<AwardedTour> {
  const clientEmail = `organiser-${randomUUID().slice(0, 8)}@example.test`;
  const created = await admin.call(
    "POST",
    "/api/admin/opportunities",
    opportunityPayload({
      location: "Napa, CA",
      groupSize: 3,
      clientContact: "Olive Organiser",
      clientEmail,
      meetingStreet: "1 Vine St",
      meetingState: "CA",
      meetingZip: "94558",
      meetingInstructions: "Park by the red barn.",
      ...overrides,
    }),
  );
  expect(created.status).toBe(201);
  const opportunityId = created.body.id as string;
  await pool.query(
    "insert into public.opportunity_waivers (opportunity_id, document_id) values ($1, $2)",
    [opportunityId, waiver],
  );
  const tour = await acceptBid(pool, admin, await createBid(pool, opportunityId, partner.id));
  return {
    tourId: tour.id,
    opportunityId,
    clientEmail,
    token: await mailedToken("guest_list_link", clientEmail),
  };
}

const signedOut = (method: string, path: string, body?: unknown) =>
  callApi(undefined, method, path, body);

const ANN = { name: "Ann Guest", dateOfBirth: "1990-05-01", email: "" };

describe("the organiser's link", () => {
  let tour: AwardedTour;
  beforeAll(async () => {
    tour = await awardedTour();
  });

  test("an award mails the client a private link of 64 hex digits, kept only as its hash", async () => {
    expect(tour.token).toMatch(/^[0-9a-f]{64}$/);
    const { rows } = await pool.query(
      "select token_hash as hash from private.guest_list_links where tour_id = $1",
      [tour.tourId],
    );
    expect(rows[0].hash).not.toBe(tour.token);
    expect(JSON.stringify(rows)).not.toContain(tour.token);
  });

  test("the mail leads to /guests/<token>, with an unsubscribe of its own for a person without an account", async () => {
    expect((await runSendEmail()).status).toBe(200);
    const [mail] = await mailsTo(tour.clientEmail);
    expect(mail?.subject).toContain("Your guest list for");
    expect(mail?.text).toContain(`/guests/${tour.token}`);
    expect(mail?.headers?.["List-Unsubscribe"]).toMatch(/^<https?:\/\/.+email-unsubscribe\?token=/);
  });

  test("signed out, GET shows the tour, its meeting place and the partner's business, never their contacts", async () => {
    const { status, body, text } = await signedOut("GET", `/api/guest-lists/${tour.token}`);
    expect(status).toBe(200);
    expect(body.tour).toMatchObject({
      id: tour.tourId,
      timeZone: "America/Los_Angeles",
      status: "scheduled",
      groupSize: 3,
      partnerBusinessName: "Sunny Acres",
      meetingPlace: {
        street: "1 Vine St",
        town: "Napa, CA",
        state: "CA",
        zip: "94558",
        instructions: "Park by the red barn.",
      },
      waiver: { version: "1.0" },
    });
    expect(body.guests).toEqual([]);
    expect(text).not.toContain(partner.email);
  });

  test("adds (201), edits and removes guests up to the group size", async () => {
    const path = `/api/guest-lists/${tour.token}/guests`;
    const added = await signedOut("POST", path, { ...ANN, phone: "(707) 555-0142" });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      name: "Ann Guest",
      dateOfBirth: "1990-05-01",
      email: null,
      phone: "7075550142",
      addedVia: "organiser",
      waiverSignedAt: null,
    });
    const edited = await signedOut("PUT", `${path}/${added.body.id}`, {
      name: "Ann B. Guest",
      dateOfBirth: "1990-05-02",
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      name: "Ann B. Guest",
      dateOfBirth: "1990-05-02",
      phone: null,
    });

    for (const name of ["Bo Guest", "Cy Guest"]) {
      expect((await signedOut("POST", path, { ...ANN, name })).status).toBe(201);
    }
    const full = await signedOut("POST", path, { ...ANN, name: "Di Guest" });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe("The guest list is full: this tour is for 3 guests.");

    expect((await signedOut("DELETE", `${path}/${added.body.id}`)).status).toBe(204);
    const list = await signedOut("GET", `/api/guest-lists/${tour.token}`);
    expect(list.body.guests.map((guest: { name: string }) => guest.name)).toEqual([
      "Bo Guest",
      "Cy Guest",
    ]);
  });

  test("bad input gets a 400 with its sentence under the field", async () => {
    const path = `/api/guest-lists/${tour.token}/guests`;
    const impossible = await signedOut("POST", path, { ...ANN, dateOfBirth: "1990-02-30" });
    expect(impossible.status).toBe(400);
    expect(impossible.body.fieldErrors.dateOfBirth).toEqual([
      "Please enter the date of birth as YYYY-MM-DD",
    ]);
    const future = await signedOut("POST", path, { ...ANN, dateOfBirth: "2999-01-01" });
    expect(future.status).toBe(400);
    expect(future.body.fieldErrors.dateOfBirth).toEqual([
      "Please enter a real date of birth, not in the future",
    ]);
    const nameless = await signedOut("POST", path, { ...ANN, name: "  " });
    expect(nameless.status).toBe(400);
    expect(nameless.body.message).toBe("Please enter the guest's name");
    const badMail = await signedOut("POST", path, { ...ANN, email: "not-an-address" });
    expect(badMail.body.fieldErrors.email).toEqual(["Please enter a valid email address"]);
  });

  test("a token that is no link, or not one the database issued, is a 404 with a sentence", async () => {
    for (const token of ["abc", "f".repeat(64)]) {
      const { status, body } = await signedOut("GET", `/api/guest-lists/${token}`);
      expect(status).toBe(404);
      expect(body.message).toBe("This guest list link is not valid.");
    }
  });
});

describe("another organiser's token", () => {
  test("opens only its own list: a guest of another tour is not found through it", async () => {
    const [mine, theirs] = await Promise.all([awardedTour(), awardedTour()]);
    const added = await signedOut("POST", `/api/guest-lists/${mine.token}/guests`, ANN);
    const path = `/api/guest-lists/${theirs.token}/guests/${added.body.id}`;
    for (const [method, body] of [
      ["PUT", { ...ANN, name: "Taken over" }],
      ["DELETE", undefined],
    ] as const) {
      const answer = await signedOut(method, path, body);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe("This guest is not on this guest list.");
    }
    const theirList = await signedOut("GET", `/api/guest-lists/${theirs.token}`);
    expect(theirList.body.guests).toEqual([]);
    expect(theirList.text).not.toContain("Ann Guest");
  });
});

describe("expired, revoked and cancelled", () => {
  test("7 days after the tour the link is gone (410)", async () => {
    const tour = await awardedTour();
    await pool.query(
      "update public.tours set scheduled_for = now() - interval '7 days 1 minute' where id = $1",
      [tour.tourId],
    );
    const { status, body } = await signedOut("GET", `/api/guest-lists/${tour.token}`);
    expect(status).toBe(410);
    expect(body.message).toBe(
      "This guest list link has expired: it worked until 7 days after the tour.",
    );
  });

  test("an admin revokes (410), resends a new link (the old one no longer works)", async () => {
    const tour = await awardedTour();
    const revoked = await admin.call(
      "POST",
      `/api/admin/tours/${tour.tourId}/guest-list-link/revoke`,
    );
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).not.toBeNull();
    const gone = await signedOut("GET", `/api/guest-lists/${tour.token}`);
    expect(gone.status).toBe(410);
    expect(gone.body.message).toBe(
      "This guest list link was withdrawn; ask the tour's organiser for a new one.",
    );

    const resent = await admin.call(
      "POST",
      `/api/admin/tours/${tour.tourId}/guest-list-link/resend`,
    );
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ sentTo: tour.clientEmail, revokedAt: null });
    const fresh = await mailedToken("guest_list_link", tour.clientEmail);
    expect(fresh).not.toBe(tour.token);
    expect((await signedOut("GET", `/api/guest-lists/${fresh}`)).status).toBe(200);
    expect((await signedOut("GET", `/api/guest-lists/${tour.token}`)).status).toBe(404);
  });

  test("only admins resend, revoke or read a tour's list by its id", async () => {
    const tour = await awardedTour();
    for (const path of ["guest-list-link/resend", "guest-list-link/revoke"]) {
      expect((await partner.call("POST", `/api/admin/tours/${tour.tourId}/${path}`)).status).toBe(
        403,
      );
    }
    expect((await partner.call("GET", `/api/admin/tours/${tour.tourId}/guests`)).status).toBe(403);
    expect((await signedOut("GET", `/api/admin/tours/${tour.tourId}/guests`)).status).toBe(401);
  });

  test("a cancelled tour's link says so and takes no more guests", async () => {
    const tour = await awardedTour();
    const cancelled = await admin.call("PUT", `/api/admin/tours/${tour.tourId}`, {
      status: "cancelled",
      cancellationReason: "The farm flooded.",
    });
    expect(cancelled.status).toBe(200);
    const list = await signedOut("GET", `/api/guest-lists/${tour.token}`);
    expect(list.status).toBe(200);
    expect(list.body.tour).toMatchObject({
      status: "cancelled",
      cancellationReason: "The farm flooded.",
    });
    const added = await signedOut("POST", `/api/guest-lists/${tour.token}/guests`, ANN);
    expect(added.status).toBe(409);
    expect(added.body.message).toBe("This tour was cancelled and takes no more guests.");
  });

  test("a link used past its limit is refused with 429 and Retry-After", async () => {
    const tour = await awardedTour();
    await pool.query(
      `insert into private.link_requests (token_hash)
       select l.token_hash from private.guest_list_links l, generate_series(1, 300)
       where l.tour_id = $1`,
      [tour.tourId],
    );
    const { status, body, headers } = await signedOut("GET", `/api/guest-lists/${tour.token}`);
    expect(status).toBe(429);
    expect(body.message).toMatch(/^You are sending requests with this link too quickly/);
    expect(Number(headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("admins", () => {
  test("see and edit every list, with its link's state", async () => {
    const tour = await awardedTour();
    const added = await admin.call("POST", `/api/admin/tours/${tour.tourId}/guests`, ANN);
    expect(added.status).toBe(201);
    expect(added.body.addedVia).toBe("admin");
    const edited = await admin.call(
      "PUT",
      `/api/admin/tours/${tour.tourId}/guests/${added.body.id}`,
      { ...ANN, name: "Ann Admin" },
    );
    expect(edited.body.name).toBe("Ann Admin");
    const { status, body } = await admin.call("GET", `/api/admin/tours/${tour.tourId}/guests`);
    expect(status).toBe(200);
    expect(body.guests.map((guest: { name: string }) => guest.name)).toEqual(["Ann Admin"]);
    expect(body.link).toMatchObject({ sentTo: tour.clientEmail, revokedAt: null });
    const removed = await admin.call(
      "DELETE",
      `/api/admin/tours/${tour.tourId}/guests/${added.body.id}`,
    );
    expect(removed.status).toBe(204);
  });
});

describe("waivers", () => {
  test("a guest with an e-mail gets a link, signs with their name, once; the list shows it", async () => {
    const tour = await awardedTour();
    const email = `guest-${randomUUID().slice(0, 8)}@example.test`;
    const added = await signedOut("POST", `/api/guest-lists/${tour.token}/guests`, {
      ...ANN,
      email,
    });
    const token = await mailedToken("waiver_link", email);
    expect(token).toMatch(/^[0-9a-f]{64}$/);

    const shown = await signedOut("GET", `/api/waivers/${token}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      guestName: "Ann Guest",
      waiver: { id: waiver, version: "1.0", content: "I take part at my own risk." },
      signedAt: null,
    });

    const wrong = await signedOut("POST", `/api/waivers/${token}`, {
      signatureName: "Someone Else",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors.signatureName).toEqual([
      "Please type your full name as on the guest list: Ann Guest",
    ]);
    const blank = await signedOut("POST", `/api/waivers/${token}`, { signatureName: " " });
    expect(blank.status).toBe(400);

    const signed = await callApi(
      undefined,
      "POST",
      `/api/waivers/${token}`,
      {
        signatureName: " ann  guest ",
      },
      { "user-agent": "GuestPhone/1.0" },
    );
    expect(signed.status).toBe(201);
    expect(signed.body.signedAt).not.toBeNull();
    const { rows } = await pool.query(
      `select document_version, ip_address, user_agent, signature_name, signed_in_person
       from public.waiver_signatures where guest_id = $1`,
      [added.body.id],
    );
    // The gateway's word for the address (this machine), never the client's.
    expect(rows[0]?.ip_address).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
    expect(rows).toEqual([
      {
        document_version: "1.0",
        ip_address: rows[0]?.ip_address,
        user_agent: "GuestPhone/1.0",
        signature_name: "ann  guest",
        signed_in_person: false,
      },
    ]);

    const again = await signedOut("POST", `/api/waivers/${token}`, { signatureName: "Ann Guest" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Ann Guest has signed this waiver already.");

    const list = await signedOut("GET", `/api/guest-lists/${tour.token}`);
    expect(list.body.guests[0].waiverSignedAt).toBe(signed.body.signedAt);
  });

  test("a new address gets a new link and the old one stops working; no link is a 404", async () => {
    const tour = await awardedTour();
    const first = `guest-${randomUUID().slice(0, 8)}@example.test`;
    const second = `guest-${randomUUID().slice(0, 8)}@example.test`;
    const added = await signedOut("POST", `/api/guest-lists/${tour.token}/guests`, {
      ...ANN,
      email: first,
    });
    const oldToken = await mailedToken("waiver_link", first);
    await signedOut("PUT", `/api/guest-lists/${tour.token}/guests/${added.body.id}`, {
      ...ANN,
      email: second,
    });
    expect(await mailedToken("waiver_link", second)).toMatch(/^[0-9a-f]{64}$/);
    const old = await signedOut("GET", `/api/waivers/${oldToken}`);
    expect(old.status).toBe(404);
    expect(old.body.message).toBe("This waiver link is not valid.");
  });
});
