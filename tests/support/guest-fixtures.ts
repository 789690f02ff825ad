import type pg from "pg";
import { actAs } from "./db-callers.ts";
import {
  createBid,
  createLegalDocument,
  createOpportunity,
  insertRow,
  type TestUser,
} from "./db-fixtures.ts";

/** Tours with guests for the check-in tests, made as the database owner and the admin. */

type AgeRestriction = "21+" | "18+" | "all-ages";

/**
 * A tour of `partner` in Healdsburg, CA (America/Los_Angeles) starting at `startsAt`, for
 * `groupSize` guests, with its own liability waiver when `waiver`: bid, accepted by `admin`,
 * then moved to `startsAt` as the clock would have it (past or near starts included).
 */
export async function tourForGuests(
  pool: pg.Pool,
  admin: TestUser,
  partner: TestUser,
  options: {
    startsAt: Date;
    ageRestriction?: AgeRestriction;
    waiver?: boolean;
    groupSize?: number;
  },
) {
  const opportunity = await createOpportunity(pool, {
    age_restrictions: options.ageRestriction ?? "21+",
    group_size: options.groupSize ?? 6,
  });
  let waiverId: string | null = null;
  if (options.waiver) {
    waiverId = await createLegalDocument(pool, {
      title: `Guest waiver ${opportunity.slice(0, 8)}`,
      document_type: "liability_waiver",
      content: "I take part at my own risk.",
    });
    await insertRow(pool, "opportunity_waivers", {
      opportunity_id: opportunity,
      document_id: waiverId,
    });
  }
  const bid = await createBid(pool, opportunity, partner.id);
  const tour = await actAs(pool, admin.caller, async (c) => {
    const { rows } = await c.query("select id from public.accept_bid($1)", [bid]);
    return rows[0].id as string;
  });
  await moveTour(pool, tour, options.startsAt);
  const { rows } = await pool.query<{ tourDate: string }>(
    'select private.tour_local_date($1)::text as "tourDate"',
    [tour],
  );
  return { tour, opportunity, waiverId, tourDate: rows[0]?.tourDate as string };
}

/** Moves a tour's start (its opportunity's date) as the owner. */
export async function moveTour(pool: pg.Pool, tourId: string, startsAt: Date) {
  await pool.query(
    `update public.opportunities o
     set date = $2, response_deadline = least(o.response_deadline, $2)
     from public.tours t
     where t.id = $1 and o.id = t.opportunity_id`,
    [tourId, startsAt],
  );
}

/** A guest on a tour's list, as the organiser's link would add them. */
export async function addGuest(
  pool: pg.Pool,
  tourId: string,
  guest: { name: string; dateOfBirth: string; email?: string; phone?: string },
): Promise<string> {
  const row = await insertRow(pool, "guests", {
    tour_id: tourId,
    name: guest.name,
    date_of_birth: guest.dateOfBirth,
    email: guest.email ?? null,
    phone: guest.phone ?? null,
  });
  return row.id as string;
}

/** `date` (YYYY-MM-DD) moved by whole years and days, as a calendar date. */
export function shiftDate(date: string, years: number, days = 0): string {
  const [y = 0, m = 1, d = 1] = date.split("-").map(Number);
  const shifted = new Date(Date.UTC(y + years, m - 1, d + days));
  return shifted.toISOString().slice(0, 10);
}

/**
 * The next whole hour from 01:00 to 06:00 UTC at least 10 minutes ahead: 5 pm to 11 pm the
 * evening before in California, so the tour's own date is the day before UTC's. At most 19
 * hours ahead whatever the time now, so the partner's check-in window (from 24 hours before the
 * start) is open.
 */
export function nextPacificEvening(now = new Date()): Date {
  const earliest = now.getTime() + 10 * 60_000;
  for (let day = 0; ; day += 1) {
    for (let hour = 1; hour <= 6; hour += 1) {
      const at = new Date(
        Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + day, hour),
      );
      if (at.getTime() >= earliest) return at;
    }
  }
}
