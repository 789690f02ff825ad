import { afterAll, describe, expect, test } from "vitest";
import { becomeCaller, ownerPool } from "../support/db-callers.ts";
import { createUser } from "../support/db-fixtures.ts";

/**
 * A partner's matches are not cut at the 300 soonest open tours: caller_matches_after walks
 * every biddable tour in date order, a page at a time. Everything here runs in one transaction
 * that is rolled back, so its 300 tours never reach another test's lists.
 */

const pool = ownerPool(1);

afterAll(() => pool.end());

describe("every open tour a partner matches, a page at a time", () => {
  test("a match beyond the 300 soonest open tours is found by paging, in date order", async () => {
    const partner = await createUser(pool, { label: "far-match" });
    const client = await pool.connect();
    try {
      await client.query("begin");
      await client.query(
        `update public.users set business_name = 'Far Farm', business_type = 'Outdoor Farm',
           location = 'Healdsburg, CA', business_location = '1 Farm Road, Healdsburg, CA',
           expertise = array['Cannabis cultivation'], availability = '{}', max_group_size = 50,
           min_hourly_rate = 0
         where id = $1`,
        [partner.id],
      );
      // 300 biddable tours sooner than anything else open, none of which the partner matches
      // (a retail store's tour, far away), then one they do, a year and a half ahead.
      await client.query(
        `insert into public.opportunities (title, location, tour_type, date, base_rate)
         select 'Filler ' || g, 'Boston, MA', 'retailer', now() + interval '1 hour' + g * interval '1 minute', 100
         from generate_series(1, 300) g`,
      );
      const { rows: far } = await client.query(
        `insert into public.opportunities (title, location, tour_type, date, base_rate, group_size)
         values ('Far harvest', 'Healdsburg, CA', 'farm', now() + interval '540 days', 400, 8)
         returning id`,
      );
      const farId = far[0].id as string;
      await becomeCaller(client, partner.caller);

      // The dashboard's ranking judges the 300 soonest: the far match is not among them.
      const ranked = await client.query("select opportunity_id from private.caller_matches(20)");
      expect(ranked.rows.map((r) => r.opportunity_id)).not.toContain(farId);

      // Paging every open tour finds it, each page in date order after its cursor.
      let cursor: { date: string | null; id: string | null } = { date: null, id: null };
      let found: { score: string } | undefined;
      let lastDate = "";
      for (let page = 0; page < 200 && !found; page += 1) {
        const { rows } = await client.query(
          "select opportunity_id, score::text, date from private.caller_matches_after($1, $2, 20)",
          [cursor.date, cursor.id],
        );
        if (rows.length === 0) break;
        for (const row of rows) {
          const date = new Date(row.date).toISOString();
          expect(date >= lastDate).toBe(true);
          lastDate = date;
          if (row.opportunity_id === farId) found = row;
        }
        const last = rows[rows.length - 1];
        if (rows.length < 20 && last.score !== null) break;
        cursor = { date: last.date, id: last.opportunity_id };
      }
      expect(found).toBeDefined();
      expect(Number(found?.score)).toBeGreaterThan(0);
    } finally {
      await client.query("rollback").catch(() => {});
      client.release();
    }
  });
});
