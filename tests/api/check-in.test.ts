import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, test } from "vitest";
import { ownerPool, signedIn } from "../support/db-callers.ts";
import { startTour, type TestUser } from "../support/db-fixtures.ts";
import {
  addGuest,
  nextPacificEvening,
  shiftDate,
  tourForGuests,
} from "../support/guest-fixtures.ts";
import { accountsBeforeAll, type Partner } from "./support/accounts.ts";
import { callApi } from "./support/call-api.ts";

/** The manifest and check-in endpoints, through the API as each caller. */

const pool = ownerPool(2);

const { admin, partner, rival } = accountsBeforeAll(pool, {
  admin: ["admin", "checkin-api-admin"],
  partner: ["partner", "checkin-api-partner"],
  rival: ["partner", "checkin-api-rival"],
});

afterAll(() => pool.end());

const asUser = (account: Partner): TestUser => ({ ...account, caller: signedIn(account) });

const tour = (options: Parameters<typeof tourForGuests>[3]) =>
  tourForGuests(pool, asUser(admin), asUser(partner), options);

describe("GET /api/tours/{id}/guests", () => {
  test("gives the tour's partner in the window each guest's name, age on the tour's date, waiver and check-in state, and no one else anything", async () => {
    const { tour: id, tourDate } = await tour({ startsAt: nextPacificEvening(), waiver: true });
    const guest = await addGuest(pool, id, {
      name: "Ora Listed",
      dateOfBirth: shiftDate(tourDate, -21),
      phone: "+14155550103",
    });
    const answer = await partner.call("GET", `/api/tours/${id}/guests`);
    expect(answer.status).toBe(200);
    expect(answer.body.tour).toMatchObject({
      id,
      timeZone: "America/Los_Angeles",
      ageRestriction: "21+",
      minimumAge: 21,
      waiver: {
        title: expect.stringMatching(/^Guest waiver/),
        content: "I take part at my own risk.",
      },
    });
    expect(answer.body.guests).toEqual([
      {
        id: guest,
        name: "Ora Listed",
        age: 21,
        verified21Plus: null,
        walkIn: false,
        hasEmail: false,
        waiverSignedAt: null,
        checkedInAt: null,
        idType: null,
        noShowAt: null,
      },
    ]);
    expect(answer.text).not.toMatch(/4155550103|dateOfBirth/);

    expect((await admin.call("GET", `/api/tours/${id}/guests`)).status).toBe(200);
    const other = await rival.call("GET", `/api/tours/${id}/guests`);
    expect(other).toMatchObject({ status: 404, body: { message: "Tour not found." } });
    expect(other.text).not.toContain("Ora");
    const signedOut = await callApi(undefined, "GET", `/api/tours/${id}/guests`);
    expect(signedOut.status).toBe(401);
    expect(signedOut.text).not.toContain("Ora");
  });

  test("before the window opens the tour's partner is told when it does", async () => {
    const { tour: id, tourDate } = await tour({ startsAt: new Date(Date.now() + 5 * 86_400_000) });
    await addGuest(pool, id, { name: "Pia Soon", dateOfBirth: shiftDate(tourDate, -30) });
    const answer = await partner.call("GET", `/api/tours/${id}/guests`);
    expect(answer).toMatchObject({
      status: 403,
      body: { message: "The guest list shows from 24 hours before the tour to 24 hours after it." },
    });
    expect(answer.text).not.toContain("Pia");
  });
});

describe("POST /api/tours/{id}/guests/{guestId}/check-in", () => {
  test("refuses an under-age guest with a sentence, checks in one whose 21st birthday is the tour's date, and replays a resent check-in", async () => {
    const { tour: id, tourDate } = await tour({ startsAt: nextPacificEvening() });
    const quinn = await addGuest(pool, id, {
      name: "Quinn Edge",
      dateOfBirth: shiftDate(tourDate, -21),
    });
    const rae = await addGuest(pool, id, {
      name: "Rae Young",
      dateOfBirth: shiftDate(tourDate, -21, 1),
    });

    const young = await partner.call("POST", `/api/tours/${id}/guests/${rae}/check-in`, {
      idType: "passport",
    });
    expect(young).toMatchObject({
      status: 409,
      body: {
        message:
          "This tour is for guests 21 and over: Rae Young is under 21 on the day of the tour.",
      },
    });

    const key = randomUUID();
    const send = () =>
      callApi(
        partner.token,
        "POST",
        `/api/tours/${id}/guests/${quinn}/check-in`,
        { idType: "state_id" },
        {
          "Idempotency-Key": key,
        },
      );
    const first = await send();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ name: "Quinn Edge", age: 21, idType: "state_id" });
    // Sent again from the phone's queue: the first answer, not "checked in already".
    const again = await send();
    expect(again.status).toBe(200);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    const other = await partner.call("POST", `/api/tours/${id}/guests/${quinn}/check-in`, {
      idType: "state_id",
    });
    expect(other).toMatchObject({
      status: 409,
      body: { message: "Quinn Edge is checked in already." },
    });
  });

  test("refuses a guest without the waiver, then checks them in with an in-person signature", async () => {
    const { tour: id, tourDate } = await tour({ startsAt: nextPacificEvening(), waiver: true });
    const sam = await addGuest(pool, id, {
      name: "Sam Signs",
      dateOfBirth: shiftDate(tourDate, -35),
    });
    const path = `/api/tours/${id}/guests/${sam}/check-in`;
    const unsigned = await partner.call("POST", path, { idType: "military_id" });
    expect(unsigned).toMatchObject({
      status: 409,
      body: {
        message:
          "Sam Signs has not signed the waiver yet: they can sign it on this phone before check-in.",
      },
    });
    const wrongName = await partner.call("POST", path, {
      idType: "military_id",
      signatureName: "Sam",
    });
    expect(wrongName.status).toBe(400);
    expect(wrongName.body.fieldErrors).toEqual({
      signatureName: ["Please type your full name as on the guest list: Sam Signs"],
    });
    const signed = await partner.call("POST", path, {
      idType: "military_id",
      signatureName: "Sam Signs",
    });
    expect(signed.status).toBe(200);
    expect(signed.body.waiverSignedAt).toEqual(expect.any(String));
  });

  test("bad input, another tour's guest and another partner get 4xx with a sentence", async () => {
    const { tour: id, tourDate } = await tour({ startsAt: nextPacificEvening() });
    const { tour: otherTour } = await tour({ startsAt: nextPacificEvening() });
    const tess = await addGuest(pool, id, {
      name: "Tess Door",
      dateOfBirth: shiftDate(tourDate, -30),
    });
    const badType = await partner.call("POST", `/api/tours/${id}/guests/${tess}/check-in`, {
      idType: "library_card",
    });
    expect(badType).toMatchObject({
      status: 400,
      body: { message: "Choose the kind of ID you saw" },
    });
    const wrongTour = await partner.call(
      "POST",
      `/api/tours/${otherTour}/guests/${tess}/check-in`,
      {
        idType: "passport",
      },
    );
    expect(wrongTour).toMatchObject({
      status: 404,
      body: { message: "This guest is not on this tour's guest list." },
    });
    const notYours = await rival.call("POST", `/api/tours/${id}/guests/${tess}/check-in`, {
      idType: "passport",
    });
    expect(notYours.status).toBe(404);
    const notAnId = await partner.call("POST", `/api/tours/${id}/guests/not-a-guest/no-show`);
    expect(notAnId.status).toBe(404);
  });
});

describe("no-shows and walk-ins", () => {
  test("a no-show, a walk-in within the group size and the one past it", async () => {
    const { tour: id, tourDate } = await tour({ startsAt: nextPacificEvening(), groupSize: 2 });
    const uma = await addGuest(pool, id, {
      name: "Uma Away",
      dateOfBirth: shiftDate(tourDate, -30),
    });
    const noShow = await partner.call("POST", `/api/tours/${id}/guests/${uma}/no-show`);
    expect(noShow.status).toBe(200);
    expect(noShow.body.noShowAt).toEqual(expect.any(String));

    const walkIn = await partner.call("POST", `/api/tours/${id}/guests`, {
      name: "Vic Walks",
      dateOfBirth: shiftDate(tourDate, -28),
    });
    expect(walkIn.status).toBe(201);
    expect(walkIn.body).toMatchObject({ name: "Vic Walks", age: 28, walkIn: true });
    const full = await partner.call("POST", `/api/tours/${id}/guests`, {
      name: "Wes Late",
      dateOfBirth: shiftDate(tourDate, -28),
    });
    expect(full).toMatchObject({
      status: 409,
      body: { message: "The guest list is full: this tour is for 2 guests." },
    });
    const blank = await partner.call("POST", `/api/tours/${id}/guests`, {
      name: " ",
      dateOfBirth: "",
    });
    expect(blank).toMatchObject({ status: 400, body: { message: "Enter the guest's name" } });

    await startTour(pool, id);
    const completed = await admin.call("PUT", `/api/admin/tours/${id}`, {
      status: "completed",
      confirmNoCheckIns: true,
      actualRevenue: "300",
    });
    expect(completed.status).toBe(200);
    // Completion recorded who came: one no-show, the walk-in not checked in.
    const cameNot = { listed: 2, checkedIn: 0, walkIns: 0, noShows: 1 };
    expect(completed.body.attendance).toEqual(cameNot);
    expect((await partner.call("GET", `/api/tours/${id}`)).body.attendance).toEqual(cameNot);
    const list = await admin.call("GET", "/api/admin/tours?view=recent&pageSize=100");
    const listed = list.body.items.find((item: { id: string }) => item.id === id);
    expect(listed.attendance).toEqual(cameNot);
  });
});
