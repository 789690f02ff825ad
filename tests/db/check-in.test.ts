import { afterAll, describe, expect, test } from "vitest";
import { actAs, anon, ownerPool, sqlState, tryAs } from "../support/db-callers.ts";
import { adminAndPartnersBeforeAll, startTour } from "../support/db-fixtures.ts";
import {
  addGuest,
  nextPacificEvening,
  shiftDate,
  tourForGuests,
} from "../support/guest-fixtures.ts";

/** Check-in on the day, the manifest's readers and the guest-data retention job. */

const pool = ownerPool(4);

const { admin, partner, rival } = adminAndPartnersBeforeAll(pool, "checkin", "partner", "rival");

afterAll(() => pool.end());

const checkIn = (guestId: string, signature: string | null = null, who = partner) =>
  actAs(pool, who.caller, (c) =>
    c.query("select public.check_in_guest($1, 'drivers_licence', $2) as guest", [
      guestId,
      signature,
    ]),
  );

describe("the age restriction, on the tour's date in the tour's zone", () => {
  test("a 21+ tour: the guest whose 21st birthday is the tour's date is checked in; one a day younger is refused with TP320", async () => {
    const startsAt = nextPacificEvening();
    const { tour, tourDate } = await tourForGuests(pool, admin, partner, { startsAt });
    // California's date of the tour is the day before UTC's.
    expect(tourDate).toBe(shiftDate(startsAt.toISOString().slice(0, 10), 0, -1));
    const ada = await addGuest(pool, tour, {
      name: "Ada Edge",
      dateOfBirth: shiftDate(tourDate, -21),
    });
    // Twenty-one on UTC's date of the start, twenty on the tour's own.
    const ben = await addGuest(pool, tour, {
      name: "Ben Under",
      dateOfBirth: shiftDate(tourDate, -21, 1),
    });

    const { rows } = await checkIn(ada);
    expect(rows[0].guest).toMatchObject({ name: "Ada Edge", age: 21, idType: "drivers_licence" });
    expect(rows[0].guest.checkedInAt).toEqual(expect.any(String));

    const refused = await checkIn(ben).catch((error) => error);
    expect(refused.code).toBe("TP320");
    expect(refused.message).toBe(
      "this tour is for guests 21 and over: Ben Under is under 21 on the day of the tour",
    );
    const { rows: stored } = await pool.query(
      "select name, checked_in_at, checked_in_by, id_type from public.guests where tour_id = $1 order by name",
      [tour],
    );
    expect(stored).toEqual([
      {
        name: "Ada Edge",
        checked_in_at: expect.any(Date),
        checked_in_by: partner.id,
        id_type: "drivers_licence",
      },
      { name: "Ben Under", checked_in_at: null, checked_in_by: null, id_type: null },
    ]);
  });

  test("an all-ages tour checks the same guest in", async () => {
    const startsAt = nextPacificEvening();
    const { tour, tourDate } = await tourForGuests(pool, admin, partner, {
      startsAt,
      ageRestriction: "all-ages",
    });
    const ben = await addGuest(pool, tour, {
      name: "Ben Under",
      dateOfBirth: shiftDate(tourDate, -21, 1),
    });
    const { rows } = await checkIn(ben);
    expect(rows[0].guest).toMatchObject({ age: 20, checkedInAt: expect.any(String) });
  });

  test("the rule holds at every door: even the owner cannot stamp a check-in under age", async () => {
    const { tour, tourDate } = await tourForGuests(pool, admin, partner, {
      startsAt: nextPacificEvening(),
    });
    const kid = await addGuest(pool, tour, {
      name: "Cal Kid",
      dateOfBirth: shiftDate(tourDate, -12),
    });
    expect(
      await sqlState(
        pool.query(
          "update public.guests set checked_in_at = now(), id_type = 'passport' where id = $1",
          [kid],
        ),
      ),
    ).toBe("TP320");
  });
});

describe("the waiver", () => {
  test("a guest who has not signed the waiver in force is refused with TP321; signing in person at check-in lets them in", async () => {
    const { tour, tourDate, waiverId } = await tourForGuests(pool, admin, partner, {
      startsAt: nextPacificEvening(),
      waiver: true,
    });
    const dana = await addGuest(pool, tour, {
      name: "Dana Walk",
      dateOfBirth: shiftDate(tourDate, -40),
    });
    const refused = await checkIn(dana).catch((error) => error);
    expect(refused.code).toBe("TP321");
    expect(refused.message).toBe(
      "Dana Walk has not signed the waiver yet: they can sign it on this phone before check-in",
    );

    const { rows } = await checkIn(dana, "dana walk");
    expect(rows[0].guest).toMatchObject({ waiverSignedAt: expect.any(String), age: 40 });
    const { rows: signatures } = await pool.query(
      "select document_id, signature_name, signed_in_person, recorded_by from public.waiver_signatures where guest_id = $1",
      [dana],
    );
    expect(signatures).toEqual([
      {
        document_id: waiverId,
        signature_name: "dana walk",
        signed_in_person: true,
        recorded_by: partner.id,
      },
    ]);
  });
});

describe("who reads the manifest and checks guests in", () => {
  test("the tour's partner in the window and admins read it; another partner and a signed-out caller nothing, directly or through the functions", async () => {
    const { tour, tourDate } = await tourForGuests(pool, admin, partner, {
      startsAt: nextPacificEvening(),
    });
    const guest = await addGuest(pool, tour, {
      name: "Eve Private",
      dateOfBirth: shiftDate(tourDate, -30),
      email: "eve@guests.test",
      phone: "+14155550101",
    });

    for (const who of [partner, admin]) {
      const manifest = await tryAs(pool, who.caller, (c) =>
        c.query("select public.tour_manifest($1) as m", [tour]),
      );
      const [listed] = manifest.rows[0].m.guests;
      expect(listed).toMatchObject({ id: guest, name: "Eve Private", age: 30, hasEmail: true });
      // The manifest gives the age, never the date of birth or the contacts.
      expect(JSON.stringify(manifest.rows[0].m)).not.toMatch(/eve@guests|4155550101|dateOfBirth/);
    }

    expect(
      await tryAs(pool, rival.caller, (c) =>
        sqlState(c.query("select public.tour_manifest($1)", [tour])),
      ),
    ).toBe("P0002");
    const rivalRows = await tryAs(pool, rival.caller, (c) =>
      c.query("select * from public.guests where tour_id = $1", [tour]),
    );
    expect(rivalRows.rows).toEqual([]);
    expect(await sqlState(checkIn(guest, null, rival))).toBe("P0002");
    expect(
      await tryAs(pool, rival.caller, (c) =>
        sqlState(c.query("select public.mark_guest_no_show($1)", [guest])),
      ),
    ).toBe("P0002");

    expect(
      await tryAs(pool, anon, (c) =>
        sqlState(c.query("select * from public.guests where tour_id = $1", [tour])),
      ),
    ).toBe("42501");
    for (const call of [
      "select public.tour_manifest($1)",
      "select public.check_in_guest($1, 'passport')",
      "select public.mark_guest_no_show($1)",
    ]) {
      expect(await tryAs(pool, anon, (c) => sqlState(c.query(call, [guest])))).toBe("42501");
    }
  });

  test("outside the window the tour's own partner reads nothing and checks no one in", async () => {
    const inAWeek = new Date(Date.now() + 7 * 86_400_000);
    const { tour, tourDate } = await tourForGuests(pool, admin, partner, { startsAt: inAWeek });
    const guest = await addGuest(pool, tour, {
      name: "Finn Early",
      dateOfBirth: shiftDate(tourDate, -30),
    });
    const early = await tryAs(pool, partner.caller, (c) =>
      c.query("select public.tour_manifest($1)", [tour]).catch((error) => error),
    );
    expect(early.code).toBe("42501");
    expect(early.message).toBe(
      "the guest list shows from 24 hours before the tour to 24 hours after it",
    );
    const direct = await tryAs(pool, partner.caller, (c) =>
      c.query("select * from public.guests where tour_id = $1", [tour]),
    );
    expect(direct.rows).toEqual([]);
    expect(await sqlState(checkIn(guest))).toBe("P0002");

    // Two days after the tour ended: closed again.
    const { tour: past } = await tourForGuests(pool, admin, partner, {
      startsAt: new Date(Date.now() - 3 * 86_400_000),
    });
    const late = await tryAs(pool, partner.caller, (c) =>
      sqlState(c.query("select public.tour_manifest($1)", [past])),
    );
    expect(late).toBe("42501");
  });
});

describe("no-shows, walk-ins and attendance", () => {
  test("a no-show, a walk-in within the group size, and completion records who came", async () => {
    const startsAt = nextPacificEvening();
    const { tour, tourDate } = await tourForGuests(pool, admin, partner, {
      startsAt,
      groupSize: 3,
    });
    const gil = await addGuest(pool, tour, {
      name: "Gil Came",
      dateOfBirth: shiftDate(tourDate, -33),
      email: `gil-${tour.slice(0, 8)}@db.test`,
    });
    const hal = await addGuest(pool, tour, {
      name: "Hal Away",
      dateOfBirth: shiftDate(tourDate, -44),
      email: `hal-${tour.slice(0, 8)}@db.test`,
    });
    await checkIn(gil);
    const noShow = await actAs(pool, partner.caller, (c) =>
      c.query("select public.mark_guest_no_show($1) as guest", [hal]),
    );
    expect(noShow.rows[0].guest.noShowAt).toEqual(expect.any(String));
    expect(
      await tryAs(pool, partner.caller, (c) =>
        sqlState(c.query("select public.mark_guest_no_show($1)", [gil])),
      ),
    ).toBe("TP322");
    expect(await sqlState(checkIn(gil))).toBe("TP322");

    const walkIn = (name: string) =>
      actAs(pool, partner.caller, (c) =>
        c.query(
          "insert into public.guests (tour_id, name, date_of_birth, walk_in) values ($1, $2, $3, true) returning id, added_via, added_by",
          [tour, name, shiftDate(tourDate, -25)],
        ),
      );
    // Only walk-ins: a partner does not add to the organiser's list.
    expect(
      await sqlState(
        actAs(pool, partner.caller, (c) =>
          c.query(
            "insert into public.guests (tour_id, name, date_of_birth) values ($1, 'Kim', '1990-01-01')",
            [tour],
          ),
        ),
      ),
    ).toBe("42501");
    const ivy = await walkIn("Ivy Door");
    expect(ivy.rows[0]).toMatchObject({ added_via: "partner", added_by: partner.id });
    await checkIn(ivy.rows[0].id);
    expect(await sqlState(walkIn("Jo Full"))).toBe("TP313");

    await startTour(pool, tour);
    await actAs(pool, admin.caller, (c) => c.query("select public.complete_tour($1, 300)", [tour]));
    const attendance = await tryAs(pool, partner.caller, (c) =>
      c.query(
        "select listed, checked_in, walk_ins, no_shows from public.tour_attendance where tour_id = $1",
        [tour],
      ),
    );
    expect(attendance.rows).toEqual([{ listed: 3, checked_in: 2, walk_ins: 1, no_shows: 1 }]);
    // The checked-in guest with an e-mail is asked for a review; the no-show is not.
    const asked = await pool.query(
      "select reviewer_email from public.review_requests where tour_id = $1 and reviewer_kind = 'guest'",
      [tour],
    );
    expect(asked.rows).toEqual([{ reviewer_email: `gil-${tour.slice(0, 8)}@db.test` }]);
    const rivalView = await tryAs(pool, rival.caller, (c) =>
      c.query("select * from public.tour_attendance where tour_id = $1", [tour]),
    );
    expect(rivalView.rows).toEqual([]);
  });
});

describe("retention", () => {
  test("after the retention period contacts go and dates of birth become the fact 21+ verified; a later tour's guests stay", async () => {
    const { tour, tourDate } = await tourForGuests(pool, admin, partner, {
      startsAt: nextPacificEvening(),
    });
    const came = await addGuest(pool, tour, {
      name: "Lee Kept",
      dateOfBirth: shiftDate(tourDate, -50),
      email: "lee@guests.test",
      phone: "+14155550102",
    });
    const absent = await addGuest(pool, tour, {
      name: "Mo Absent",
      dateOfBirth: shiftDate(tourDate, -50),
    });
    await checkIn(came);
    const { tour: later, tourDate: laterDate } = await tourForGuests(pool, admin, partner, {
      startsAt: new Date(Date.now() + 40 * 86_400_000),
    });
    const waiting = await addGuest(pool, later, {
      name: "Ned Later",
      dateOfBirth: shiftDate(laterDate, -30),
      email: "ned@guests.test",
    });

    const client = await pool.connect();
    try {
      await client.query("begin");
      // 30 days (the default) after the tour's end, and a minute.
      const { rows: moment } = await client.query(
        `select t.scheduled_for + make_interval(hours => o.duration) + interval '30 days 1 minute' as at
         from public.tours t join public.opportunities o on o.id = t.opportunity_id where t.id = $1`,
        [tour],
      );
      const { rows: ran } = await client.query("select private.reduce_guest_data($1) as n", [
        moment[0].at,
      ]);
      expect(ran[0].n).toBeGreaterThanOrEqual(2);
      const { rows } = await client.query(
        "select id, date_of_birth, email, phone, verified_21_plus, reduced_at is not null as reduced from public.guests where id = any($1) order by name",
        [[came, absent, waiting]],
      );
      expect(rows).toEqual([
        {
          id: came,
          date_of_birth: null,
          email: null,
          phone: null,
          verified_21_plus: true,
          reduced: true,
        },
        {
          id: absent,
          date_of_birth: null,
          email: null,
          phone: null,
          verified_21_plus: false,
          reduced: true,
        },
        {
          id: waiting,
          date_of_birth: expect.any(Date),
          email: "ned@guests.test",
          phone: null,
          verified_21_plus: null,
          reduced: false,
        },
      ]);
      const { rows: again } = await client.query("select private.reduce_guest_data($1) as n", [
        moment[0].at,
      ]);
      expect(again[0].n).toBe(0);
      const { rows: job } = await client.query(
        "select command from private.scheduled_jobs where name = 'guest-data-retention'",
      );
      expect(job).toEqual([{ command: "select private.reduce_guest_data()" }]);
    } finally {
      await client.query("rollback");
      client.release();
    }
  });
});
