import { afterAll, describe, expect, test } from "vitest";
import { anonClient } from "../support/clients.ts";
import { ownerPool } from "../support/db-callers.ts";

/** The demo data of supabase/seed.sql, which the test stack applies like `npm start` does. */

const pool = ownerPool(2);
const SEED_ADMIN = "5eed0000-0000-4000-a000-000000000001";
const GREEN_VALLEY = "5eed0000-0000-4000-a000-000000000002";

afterAll(() => pool.end());

async function one<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await pool.query(sql, params);
  return rows[0] as T;
}

describe("demo accounts", () => {
  test.each([
    ["admin@tourpartner.test", "Admin123!"],
    ["green.valley@tourpartner.test", "Partner123!"],
    ["coastal.cannabis@tourpartner.test", "Partner123!"],
    ["new.leaf@tourpartner.test", "Partner123!"],
    ["old.mill@tourpartner.test", "Partner123!"],
  ])("%s signs in with its known password", async (email, password) => {
    const { data, error } = await anonClient().auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
  });

  test("one admin, a complete verified partner with history, an incomplete one and an inactive one", async () => {
    const { rows } = await pool.query(
      `select email, role, is_active, is_verified, profile_complete, total_tours > 0 as has_history
       from public.users where email like '%@tourpartner.test' order by email`,
    );
    expect(rows).toEqual([
      {
        email: "admin@tourpartner.test",
        role: "admin",
        is_active: true,
        is_verified: true,
        profile_complete: false,
        has_history: false,
      },
      {
        email: "coastal.cannabis@tourpartner.test",
        role: "partner",
        is_active: true,
        is_verified: true,
        profile_complete: true,
        has_history: true,
      },
      {
        email: "green.valley@tourpartner.test",
        role: "partner",
        is_active: true,
        is_verified: true,
        profile_complete: true,
        has_history: true,
      },
      {
        email: "new.leaf@tourpartner.test",
        role: "partner",
        is_active: true,
        is_verified: false,
        profile_complete: false,
        has_history: false,
      },
      {
        email: "old.mill@tourpartner.test",
        role: "partner",
        is_active: false,
        is_verified: false,
        profile_complete: true,
        has_history: true,
      },
    ]);
  });
});

describe("demo activity", () => {
  test("20+ opportunities over the coming 60 days, of every type and priority", async () => {
    const row = await one(
      `select count(*)::int as n, count(distinct tour_type)::int as types, count(distinct priority)::int as priorities
       from public.opportunities
       where created_by = $1 and date between now() and now() + interval '60 days'`,
      [SEED_ADMIN],
    );
    expect(row).toEqual({ n: expect.any(Number), types: 4, priorities: 3 });
    expect(row.n as number).toBeGreaterThanOrEqual(20);
  });

  test("its times are the intended local times: the 10:00 AM Healdsburg tour is 10:00 in California", async () => {
    const tour = await one<{ zone: string; local: string }>(
      `select time_zone as zone, to_char(date at time zone time_zone, 'HH24:MI') as local
       from public.opportunities where title = 'Sunrise Harvest Farm Tour'`,
    );
    expect(tour).toEqual({ zone: "America/Los_Angeles", local: "10:00" });
    const zones = await pool.query(
      "select distinct time_zone from public.opportunities where created_by = $1",
      [SEED_ADMIN],
    );
    expect(zones.rows).toEqual([{ time_zone: "America/Los_Angeles" }]);
  });

  test("bids in every state", async () => {
    const { rows } = await pool.query(
      `select distinct b.status::text from public.bids b
       join public.opportunities o on o.id = b.opportunity_id where o.created_by = $1 order by 1`,
      [SEED_ADMIN],
    );
    expect(rows.map((r) => r.status)).toEqual([
      "accepted",
      "declined",
      "pending",
      "shortlisted",
      "withdrawn",
    ]);
  });

  test("past completed tours with revenue and ratings, and upcoming scheduled ones", async () => {
    const row = await one(
      `select count(*) filter (where t.status = 'completed' and t.scheduled_for < now()
                                 and t.actual_revenue > 0 and t.rating is not null)::int as completed,
              count(*) filter (where t.status = 'scheduled' and t.scheduled_for > now())::int as upcoming
       from public.tours t join public.opportunities o on o.id = t.opportunity_id where o.created_by = $1`,
      [SEED_ADMIN],
    );
    expect(row.completed as number).toBeGreaterThanOrEqual(3);
    expect(row.upcoming as number).toBeGreaterThanOrEqual(2);
    const totals = await one(
      "select total_tours, total_revenue, rating from public.users where id = $1",
      [GREEN_VALLEY],
    );
    // The revenue is what the three tours' accepted bids agreed (420 + 500 + 600).
    expect(totals).toEqual({ total_tours: 3, total_revenue: "1520.00", rating: "4.67" });
  });

  test("profile fields in several categories, three legal documents (two with agreements, a guest waiver), chat and notifications", async () => {
    const row = await one(
      `select (select count(distinct category)::int from public.profile_fields where field_name in
                ('company_bio', 'years_in_business', 'insurance_provider', 'languages_spoken', 'preferred_contact_method')) as categories,
              (select count(*)::int from public.legal_documents where created_by = $1) as documents,
              (select count(*)::int from public.user_agreements a join public.legal_documents d on d.id = a.document_id
                 where d.created_by = $1) as agreements,
              (select count(distinct sender_type)::int from public.chat_messages where user_id = $2) as chat_sides,
              (select count(*)::int from public.notifications where user_id = $2 and not is_read) as unread`,
      [SEED_ADMIN, GREEN_VALLEY],
    );
    expect(row).toMatchObject({ categories: 5, documents: 3, chat_sides: 2 });
    expect(row.agreements as number).toBeGreaterThanOrEqual(2);
    expect(row.unread as number).toBeGreaterThan(0);
  });
});
