import pg from "pg";
import { checkInGuest, readManifest } from "../../supabase/functions/api/queries/check-in.ts";
import type { Caller } from "./accounts.ts";
import type { BenchContext, EndpointPlan } from "./endpoints.ts";
import { asCaller } from "./sql-floor.ts";

/**
 * The day's endpoints on tours the bench makes itself as the owner: its partner's
 * tours starting in an hour, in Healdsburg, CA, each with a full list of guests aged 30 on the
 * tour's date, no waiver.
 */

/** Guests per tour: the largest group an opportunity takes. */
const GUESTS_PER_TOUR = 50;
/** Enough guests for the check-in runs at 50 connections and at 1 (each is checked in once). */
const CHECK_IN_TOURS = 400;

async function makeTours(dbUrl: string, partner: Caller, tours: number) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ tour: string; guest: string }>(
      `with opportunity as (
         insert into public.opportunities (title, location, date, base_rate, group_size, status)
         select 'Bench check-in ' || n, 'Healdsburg, CA', now() + interval '1 hour', 300, $3, 'awarded'
         from generate_series(1, $2) n
         returning id, date
       ), tour as (
         insert into public.tours (opportunity_id, partner_id, scheduled_for, agreed_amount)
         select o.id, $1, o.date, 300 from opportunity o
         returning id, scheduled_for
       ), guest as (
         insert into public.guests (tour_id, name, date_of_birth)
         select t.id, 'Bench Guest ' || g, (t.scheduled_for - interval '30 years')::date
         from tour t, generate_series(1, $3) g
         returning id, tour_id
       )
       select tour_id as tour, id as guest from guest order by tour_id, id`,
      [partner.claims.sub, tours, GUESTS_PER_TOUR],
    );
    return rows;
  } finally {
    await client.end();
  }
}

function jsonHeaders(context: BenchContext, caller: Caller) {
  return {
    apikey: context.config.anonKey,
    authorization: `Bearer ${caller.token}`,
    "content-type": "application/json",
  };
}

/** GET /api/tours/{id}/guests: one tour's manifest of 50 guests, read again and again. */
export async function planManifest(context: BenchContext): Promise<EndpointPlan> {
  const partner = context.callers.partners[0] as Caller;
  const [first] = await makeTours(context.config.dbUrl, partner, 1);
  const tourId = first?.tour as string;
  const headers = jsonHeaders(context, partner);
  return {
    path: `/tours/${tourId}/guests`,
    nextRequest: () => ({ method: "GET", headers }),
    nextFloorWork: () => (client) =>
      asCaller(client, partner.claims, (tx) => readManifest(tx, tourId)),
    notes: [`a tour of ${GUESTS_PER_TOUR} guests`],
  };
}

/** POST …/check-in: each request checks in a guest not checked in yet. */
export async function planCheckIn(context: BenchContext): Promise<EndpointPlan> {
  const partner = (context.callers.partners[1] ?? context.callers.partners[0]) as Caller;
  const guests = (await makeTours(context.config.dbUrl, partner, CHECK_IN_TOURS))[
    Symbol.iterator
  ]();
  const headers = jsonHeaders(context, partner);
  const body = JSON.stringify({ idType: "drivers_licence" });
  return {
    path: "/tours/:id/guests/:guestId/check-in",
    nextRequest: () => {
      const next = guests.next();
      if (next.done) return undefined;
      return {
        method: "POST",
        headers,
        body,
        path: `/functions/v1/api/tours/${next.value.tour}/guests/${next.value.guest}/check-in`,
      };
    },
    nextFloorWork: () => {
      const next = guests.next();
      if (next.done) return undefined;
      const { tour, guest } = next.value;
      return (client) =>
        asCaller(client, partner.claims, (tx) =>
          checkInGuest(tx, tour, guest, { idType: "drivers_licence" }),
        );
    },
    notes: [`each request a new guest: ${CHECK_IN_TOURS} tours of ${GUESTS_PER_TOUR}`],
  };
}
