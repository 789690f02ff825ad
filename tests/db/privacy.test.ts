import { afterAll, describe, expect, test } from "vitest";
import { actAs, anon, ownerPool, sqlState, tryAs } from "../support/db-callers.ts";
import {
  adminAndPartnersBeforeAll,
  createBid,
  createOpportunity,
  createUser,
  insertRow,
  type TestUser,
} from "../support/db-fixtures.ts";

/**
 * What a partner can never read, even on rows they may see, and which opportunities they see.
 * The admin-only fields live in tables of their own that only admins reach.
 */

const pool = ownerPool(4);

const { admin, partner, other } = adminAndPartnersBeforeAll(pool, "privacy", "partner", "other");

afterAll(() => pool.end());

const ADMIN_ONLY_FIELDS = [
  ["opportunities", ["internal_notes", "client_contact", "client_email", "client_phone"]],
  ["bids", ["admin_notes"]],
  ["tours", ["admin_notes"]],
  ["users", ["notes"]],
] as const;

describe("admin-only fields", () => {
  test.each(ADMIN_ONLY_FIELDS)(
    "%s has none of %j among the columns partners read",
    async (table, fields) => {
      const { rows } = await pool.query(
        "select column_name from information_schema.columns where table_schema = 'public' and table_name = $1",
        [table],
      );
      const columns = rows.map((r) => r.column_name);
      for (const field of fields) expect(columns).not.toContain(field);
    },
  );

  test("a partner sees their opportunity, bid and tour, but none of the admin's notes on them", async () => {
    const opportunity = await createOpportunity(pool);
    await insertRow(pool, "opportunity_admin_details", {
      opportunity_id: opportunity,
      client_contact: "Priya",
      client_email: "priya@client.test",
      client_phone: "+14155550100",
      internal_notes: "Budget is flexible",
    });
    await insertRow(pool, "opportunity_assignments", {
      opportunity_id: opportunity,
      partner_id: partner.id,
    });
    const bidId = await createBid(pool, opportunity, partner.id);
    const tour = (
      await actAs(pool, admin.caller, (c) =>
        c.query("select * from public.accept_bid($1)", [bidId]),
      )
    ).rows[0];
    await insertRow(pool, "bid_admin_notes", { bid_id: bidId, admin_notes: "Cheapest" });
    await insertRow(pool, "tour_admin_notes", { tour_id: tour.id, admin_notes: "Check insurance" });
    await insertRow(pool, "user_admin_notes", { user_id: partner.id, notes: "Slow to reply" });

    const read = (caller: TestUser) =>
      tryAs(pool, caller.caller, async (c) => ({
        opportunity: (
          await c.query("select 1 from public.opportunities where id = $1", [opportunity])
        ).rowCount,
        bid: (await c.query("select 1 from public.bids where id = $1", [bidId])).rowCount,
        tour: (await c.query("select 1 from public.tours where id = $1", [tour.id])).rowCount,
        details: (
          await c.query(
            "select internal_notes from public.opportunity_admin_details where opportunity_id = $1",
            [opportunity],
          )
        ).rows,
        bidNotes: (
          await c.query("select admin_notes from public.bid_admin_notes where bid_id = $1", [bidId])
        ).rows,
        tourNotes: (
          await c.query("select admin_notes from public.tour_admin_notes where tour_id = $1", [
            tour.id,
          ])
        ).rows,
        userNotes: (
          await c.query("select notes from public.user_admin_notes where user_id = $1", [
            partner.id,
          ])
        ).rows,
      }));

    expect(await read(partner)).toEqual({
      opportunity: 1,
      bid: 1,
      tour: 1,
      details: [],
      bidNotes: [],
      tourNotes: [],
      userNotes: [],
    });
    expect(await read(admin)).toEqual({
      opportunity: 1,
      bid: 1,
      tour: 1,
      details: [{ internal_notes: "Budget is flexible" }],
      bidNotes: [{ admin_notes: "Cheapest" }],
      tourNotes: [{ admin_notes: "Check insurance" }],
      userNotes: [{ notes: "Slow to reply" }],
    });
  });

  test("a partner reads no other user's profile", async () => {
    const { rows } = await tryAs(pool, partner.caller, (c) =>
      c.query("select id from public.users"),
    );
    expect(rows).toEqual([{ id: partner.id }]);
  });
});

describe("which opportunities a partner sees", () => {
  test("open ones; closed ones only when assigned, bidding or touring; never templates", async () => {
    const awarded = await createOpportunity(pool);
    const winningBid = await createBid(pool, awarded, partner.id);
    await createBid(pool, awarded, other.id);
    await actAs(pool, admin.caller, (c) => c.query("select public.accept_bid($1)", [winningBid]));
    const assignedClosed = await createOpportunity(pool);
    await insertRow(pool, "opportunity_assignments", {
      opportunity_id: assignedClosed,
      partner_id: other.id,
    });
    await pool.query("update public.opportunities set status = 'cancelled' where id = $1", [
      assignedClosed,
    ]);
    const open = await createOpportunity(pool);

    const visible = (user: TestUser) =>
      tryAs(pool, user.caller, async (c) => {
        const { rows } = await c.query("select id from public.opportunities where id = any($1)", [
          [awarded, assignedClosed, open],
        ]);
        return new Set(rows.map((r) => r.id));
      });
    const stranger = await createUser(pool, { label: "stranger" });

    expect(await visible(partner)).toEqual(new Set([awarded, open])); // touring
    expect(await visible(other)).toEqual(new Set([awarded, assignedClosed, open])); // declined bid, assignment
    expect(await visible(stranger)).toEqual(new Set([open]));
    expect((await visible(admin)).size).toBe(3);
  });
});

describe("opportunity_page: the search", () => {
  test("finds by title, location or description, case-insensitively, among what the caller may read", async () => {
    const word = `zq${crypto.randomUUID().slice(0, 6)}`;
    const open = await createOpportunity(pool, { title: `Sunrise ${word.toUpperCase()} walk` });
    const inLocation = await createOpportunity(pool, { location: `${word} Valley, CA` });
    const inDescription = await createOpportunity(pool, {
      description: `Meet at the ${word} barn.`,
    });
    const closed = await createOpportunity(pool, { title: `Closed ${word}` });
    await pool.query("update public.opportunities set status = 'cancelled' where id = $1", [
      closed,
    ]);
    const search = (user: TestUser, text: string) =>
      tryAs(pool, user.caller, async (c) => {
        const { rows } = await c.query(
          `select unnest(ids) as id
           from public.opportunity_page($1, null, null, 'all', 'date', 100, 0, 1000)`,
          [text],
        );
        return new Set(rows.map((r) => r.id));
      });

    expect(await search(partner, word)).toEqual(new Set([open, inLocation, inDescription]));
    expect(await search(admin, word)).toEqual(new Set([open, inLocation, inDescription, closed]));
    expect(await search(partner, `${word}%`)).toEqual(new Set()); // % is a character, not a wildcard
    const inactive = await createUser(pool, { active: false });
    expect(await search(inactive, word)).toEqual(new Set());
  });
});

describe("opportunity_page: the open list by date, unfiltered or by type and priority", () => {
  test.each([
    [null, null],
    ["farm", null],
    [null, "high"],
    ["farm", "high"],
  ])(
    "type %s, priority %s: the caller's open, upcoming tours in (date, id) order, paged and counted to the limit",
    async (tourType, priority) => {
      // Six tours at one time (so the order among them is the ids'), more than a page of five,
      // and one of each other type and priority that a filter must leave out.
      const date = new Date(Date.now() + 3_600_000).toISOString();
      for (let i = 0; i < 6; i++) {
        await createOpportunity(pool, { date, tour_type: "farm", priority: "high" });
      }
      const other = await createOpportunity(pool, {
        date,
        tour_type: "dispensary",
        priority: "low",
      });
      const past = await createOpportunity(pool, {
        date: new Date(Date.now() - 3_600_000).toISOString(),
      });
      // The page and what the rows say it must be, read in one statement (one snapshot), so tours
      // that other tests add meanwhile change both alike.
      const pageOf = (user: TestUser, offset: number, countLimit: number) =>
        tryAs(pool, user.caller, async (c) => {
          const { rows } = await c.query(
            `with listed as (
             select o.id, o.date from public.opportunities o
             where o.status = 'open' and o.date > now()
               and ($3::public.tour_type is null or o.tour_type = $3)
               and ($4::public.opportunity_priority is null or o.priority = $4)
           )
           select page.ids, page.total,
                  array(select l.id from listed l order by l.date, l.id limit 5 offset $1)
                    as expected,
                  (select count(*)::integer from listed) as listed_count
           from public.opportunity_page(null, $3, $4, 'open', 'date', 5, $1, $2) page`,
            [offset, countLimit, tourType, priority],
          );
          return rows[0];
        });

      const first = await pageOf(partner, 0, 3);
      expect(first.ids).toEqual(first.expected);
      expect(first.ids).toHaveLength(5);
      expect(first.ids).not.toContain(past);
      if (tourType || priority) expect(first.ids).not.toContain(other);
      expect(first.total).toBe(Math.min(first.listed_count, 3));
      const second = await pageOf(partner, 5, 1000);
      expect(second.ids).toEqual(second.expected);
      expect(second.total).toBe(Math.min(second.listed_count, 1000));
      const inactive = await createUser(pool, { active: false });
      expect(await pageOf(inactive, 0, 3)).toMatchObject({ ids: [], total: 0 });
    },
  );
});

describe("tour_client_contacts: the client's contact for the tour's partner", () => {
  test("the partner of a scheduled tour and admins read it; nobody else, and never once cancelled", async () => {
    const opportunity = await createOpportunity(pool);
    await insertRow(pool, "opportunity_admin_details", {
      opportunity_id: opportunity,
      client_contact: "Priya",
      client_email: "priya@client.test",
      client_phone: "+14155550100",
      internal_notes: "Budget is flexible",
    });
    const bidId = await createBid(pool, opportunity, partner.id);
    const tour = (
      await actAs(pool, admin.caller, (c) =>
        c.query("select * from public.accept_bid($1)", [bidId]),
      )
    ).rows[0];
    const contact = (caller: TestUser) =>
      tryAs(pool, caller.caller, async (c) => {
        const { rows } = await c.query("select * from public.tour_client_contacts($1::uuid[])", [
          [tour.id],
        ]);
        return rows;
      });
    const expected = [
      {
        tour_id: tour.id,
        client_contact: "Priya",
        client_email: "priya@client.test",
        client_phone: "+14155550100",
      },
    ];

    expect(await contact(partner)).toEqual(expected);
    expect(await contact(admin)).toEqual(expected);
    expect(await contact(other)).toEqual([]);
    const asAnon = await tryAs(pool, anon, (c) =>
      sqlState(c.query("select * from public.tour_client_contacts($1::uuid[])", [[tour.id]])),
    );
    expect(asAnon).toBe("42501");

    await pool.query(
      "update public.tours set status = 'cancelled', cancellation_reason = 'Venue flooded' where id = $1",
      [tour.id],
    );
    expect(await contact(partner)).toEqual([]);
    expect(await contact(admin)).toEqual(expected);
  });
});
