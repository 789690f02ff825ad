import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { actAs, ownerPool, sqlState, tryAs } from "../support/db-callers.ts";
import {
  completedTour,
  createBid,
  createLicence,
  createOpportunity,
  createUser,
  insertRow,
  type TestUser,
} from "../support/db-fixtures.ts";
import { addGuest, tourForGuests } from "../support/guest-fixtures.ts";

/**
 * The team's roles as the Data API meets them (simulated PostgREST: the caller's role and
 * claims, the policies deciding): one business with its owner, a manager, a guide, a
 * bookkeeper and a removed member, and another business, over every table the roles touch.
 */

const pool = ownerPool(4);
const HOUR = 3_600_000;

type Who = "owner" | "manager" | "guide" | "bookkeeper" | "removed" | "other";
const WHO: Who[] = ["owner", "manager", "guide", "bookkeeper", "removed", "other"];
const people = {} as Record<Who | "admin", TestUser>;
const rows = {} as Record<string, string>;

/** The invite link of the latest invite mailed to `address`, signed as the sender signs it. */
async function inviteToken(address: string) {
  const { rows } = await pool.query<{ token: string }>(
    `select private.content_with_link_token(content) -> 'data' ->> 'token' as token
     from public.email_outbox where kind = 'team_invite' and to_address = $1
     order by created_at desc limit 1`,
    [address],
  );
  return rows[0]?.token as string;
}

/** A fresh account invited by the owner as `role` and accepting it; returns its member row. */
async function join(person: TestUser, role: string) {
  const member = await actAs(pool, people.owner.caller, async (c) => {
    const { rows } = await c.query("select id from public.invite_team_member($1, $2)", [
      person.email,
      role,
    ]);
    return rows[0].id as string;
  });
  const token = await inviteToken(person.email);
  await actAs(pool, person.caller, (c) => c.query("select public.accept_team_invite($1)", [token]));
  return member;
}

beforeAll(async () => {
  const [owner, other, admin, manager, guide, bookkeeper, removed] = await Promise.all([
    createUser(pool, { label: "team-db-owner" }),
    createUser(pool, { label: "team-db-other" }),
    createUser(pool, { label: "team-db-admin", role: "admin" }),
    ...["manager", "guide", "bookkeeper", "removed"].map((label) =>
      createUser(pool, { label: `team-db-${label}`, taxDetails: false }),
    ),
  ]);
  Object.assign(people, { owner, other, admin, manager, guide, bookkeeper, removed });
  await pool.query("update public.users set business_name = 'Green Acres' where id = $1", [
    owner.id,
  ]);
  await join(manager as TestUser, "manager");
  await join(guide as TestUser, "guide");
  await join(bookkeeper as TestUser, "bookkeeper");
  const removedRow = await join(removed as TestUser, "manager");
  await actAs(pool, people.owner.caller, (c) =>
    c.query("select public.remove_team_member($1)", [removedRow]),
  );

  // The business's rows, all carrying the owner's id as today.
  const guided = await tourForGuests(pool, people.admin, people.owner, {
    startsAt: new Date(Date.now() + 6 * HOUR),
  });
  rows.guidedTour = guided.tour;
  rows.guidedOpportunity = guided.opportunity;
  await pool.query(
    `insert into public.opportunity_admin_details (opportunity_id, client_contact)
     values ($1, 'Olive Organiser')
     on conflict (opportunity_id) do update set client_contact = excluded.client_contact`,
    [guided.opportunity],
  );
  rows.guest = await addGuest(pool, guided.tour, { name: "Gail Guest", dateOfBirth: "1980-01-01" });
  await actAs(pool, people.owner.caller, (c) =>
    c.query("select public.assign_tour_guide($1, $2)", [guided.tour, people.guide.id]),
  );
  const unguided = await tourForGuests(pool, people.admin, people.owner, {
    startsAt: new Date(Date.now() + 8 * HOUR),
  });
  rows.otherTour = unguided.tour;
  rows.open = await createOpportunity(pool);
  rows.bid = await createBid(pool, rows.open, people.owner.id);
  rows.licence = await createLicence(pool, people.owner);
  rows.blackout = (
    await insertRow(pool, "partner_blackouts", {
      partner_id: people.owner.id,
      starts_on: "2099-07-03",
      ends_on: "2099-07-07",
      note: "Harvest",
    })
  ).id as string;
  const paid = await completedTour(pool, people.admin, people.owner.id, 250);
  rows.payableLine = paid.lines[0].id as string;
  rows.invite = await actAs(pool, people.owner.caller, async (c) => {
    const { rows } = await c.query("select id from public.invite_team_member($1, 'guide')", [
      `pending-${people.owner.id.slice(0, 8)}@db.test`,
    ]);
    return rows[0].id as string;
  });
});

afterAll(() => pool.end());

const Y = true;
const N = false;

// biome-ignore format: the expectations read as a table
const READS: [what: string, sql: string, row: string, ...seen: boolean[]][] = [
  //                                                                       owner manager guide bookkeeper removed other
  ["the guided tour",       "select 1 from public.tours where id = $1",                 "guidedTour",  Y, Y, Y, N, N, N],
  ["a tour without guide",  "select 1 from public.tours where id = $1",                 "otherTour",   Y, Y, N, N, N, N],
  ["the guided tour's opportunity", "select 1 from public.opportunities where id = $1", "guidedOpportunity", Y, Y, Y, N, N, N],
  ["an open opportunity",   "select 1 from public.opportunities where id = $1",         "open",        Y, Y, N, N, N, Y],
  ["its guest",             "select 1 from public.guests where id = $1",                "guest",       Y, Y, Y, N, N, N],
  ["its client's contact",  "select 1 from public.tour_client_contacts(array[$1]::uuid[])", "guidedTour", Y, Y, Y, N, N, N],
  ["a bid",                 "select 1 from public.bids where id = $1",                  "bid",         Y, Y, N, N, N, N],
  ["a licence",             "select 1 from public.partner_licences where id = $1",      "licence",     Y, Y, N, N, N, N],
  ["a day away",            "select 1 from public.partner_blackouts where id = $1",     "blackout",    Y, Y, N, N, N, N],
  ["a payable line",        "select 1 from public.payable_lines where id = $1",         "payableLine", Y, Y, N, Y, N, N],
  ["the tax details",       "select 1 from public.tax_details where partner_id = $1",   "owner",       Y, N, N, Y, N, N],
  ["a pending invite",      "select 1 from public.team_members where id = $1",          "invite",      Y, N, N, N, N, N],
  ["the business's profile","select 1 from public.users where id = $1",                 "owner",       Y, Y, Y, Y, N, N],
];

describe("who reads what of the business", () => {
  for (const [what, sql, row, ...seen] of READS) {
    WHO.forEach((who, i) => {
      test(`${who} ${seen[i] ? "reads" : "does not read"} ${what}`, async () => {
        const id = row === "owner" ? people.owner.id : rows[row];
        const found = await tryAs(pool, people[who].caller, async (c) => {
          const { rows } = await c.query(sql, [id]);
          return rows.length > 0;
        });
        expect(found).toBe(seen[i]);
      });
    });
  }
});

describe("who writes what", () => {
  test("owners and managers bid and block days for the business; guides and bookkeepers cannot", async () => {
    const opportunity = await createOpportunity(pool);
    for (const who of ["owner", "manager"] as const) {
      await tryAs(pool, people[who].caller, async (c) => {
        const bid = await c.query(
          "insert into public.bids (opportunity_id, user_id, amount) values ($1, $2, 300) returning user_id",
          [opportunity, people.owner.id],
        );
        expect(bid.rows[0].user_id).toBe(people.owner.id);
        await c.query(
          "insert into public.partner_blackouts (partner_id, starts_on, ends_on) values ($1, '2099-08-01', '2099-08-02')",
          [people.owner.id],
        );
      });
    }
    for (const who of ["guide", "bookkeeper", "removed", "other"] as const) {
      const refused = await tryAs(pool, people[who].caller, (c) =>
        sqlState(
          c.query(
            "insert into public.bids (opportunity_id, user_id, amount) values ($1, $2, 300)",
            [opportunity, people.owner.id],
          ),
        ),
      );
      expect(refused, who).toBe("42501");
    }
  });

  test("only the owner manages the team; a manager gives a tour its guide, a guide cannot", async () => {
    for (const who of ["manager", "guide", "bookkeeper", "removed"] as const) {
      const refused = await tryAs(pool, people[who].caller, (c) =>
        sqlState(c.query("select public.invite_team_member('z@db.test', 'guide')")),
      );
      expect(refused, who).toBe("42501");
    }
    const byGuide = await tryAs(pool, people.guide.caller, (c) =>
      sqlState(c.query("select public.assign_tour_guide($1, null)", [rows.otherTour])),
    );
    expect(byGuide).toBe("P0002");
    const notAGuide = await tryAs(pool, people.manager.caller, (c) =>
      sqlState(
        c.query("select public.assign_tour_guide($1, $2)", [rows.otherTour, people.bookkeeper.id]),
      ),
    );
    expect(notAGuide).toBe("TP157");
    await tryAs(pool, people.manager.caller, async (c) => {
      const { rows: tours } = await c.query(
        "select guide_id from public.assign_tour_guide($1, $2)",
        [rows.otherTour, people.guide.id],
      );
      expect(tours[0].guide_id).toBe(people.guide.id);
    });
    const direct = await tryAs(pool, people.owner.caller, (c) =>
      sqlState(c.query("update public.tours set guide_id = null where id = $1", [rows.guidedTour])),
    );
    expect(direct).toBe("42501");
  });

  test("the guide checks in a guest of their tour; a bookkeeper cannot", async () => {
    await tryAs(pool, people.guide.caller, async (c) => {
      const { rows: manifest } = await c.query("select * from public.tour_manifest($1)", [
        rows.guidedTour,
      ]);
      expect(manifest.length).toBeGreaterThan(0);
    });
    const refused = await tryAs(pool, people.bookkeeper.caller, (c) =>
      sqlState(c.query("select * from public.tour_manifest($1)", [rows.guidedTour])),
    );
    expect(refused).toBe("P0002");
  });

  test("the audit log names the person who acted, not the business", async () => {
    await actAs(pool, people.manager.caller, (c) =>
      c.query("select public.assign_tour_guide($1, $2)", [rows.otherTour, people.guide.id]),
    );
    const { rows: entries } = await pool.query(
      `select user_id from public.audit_logs
       where entity = 'tour' and entity_id = $1 and new_values ->> 'guide_id' = $2`,
      [rows.otherTour, people.guide.id],
    );
    expect(entries.map((r) => r.user_id)).toEqual([people.manager.id]);
    const { rows: joined } = await pool.query(
      `select user_id from public.audit_logs
       where entity = 'team_member' and new_values ->> 'user_id' = $1`,
      [people.guide.id],
    );
    expect(joined.map((r) => r.user_id)).toContain(people.guide.id);
  });

  test("an admin can neither bid for nor assign a member account, only its business", async () => {
    const opportunity = await createOpportunity(pool);
    const bid = await tryAs(pool, people.admin.caller, (c) =>
      sqlState(
        c.query("insert into public.bids (opportunity_id, user_id, amount) values ($1, $2, 300)", [
          opportunity,
          people.guide.id,
        ]),
      ),
    );
    expect(bid).toBe("42501");
    const assigned = await tryAs(pool, people.admin.caller, (c) =>
      sqlState(
        c.query("select public.assign_partners($1, array[$2]::uuid[])", [
          opportunity,
          people.manager.id,
        ]),
      ),
    );
    expect(assigned).toBe("TP205");
  });

  test("a member account is never a business; a removed one belongs to none", async () => {
    const { rows: owners } = await pool.query(
      "select private.is_business(id) as business from public.users where id = any($1) order by email",
      [[people.manager.id, people.guide.id, people.removed.id]],
    );
    expect(owners.map((r) => r.business)).toEqual([false, false, false]);
    const { rows: removed } = await pool.query(
      "select count(*)::int as n from public.team_members where user_id = $1",
      [people.removed.id],
    );
    expect(removed[0].n).toBe(0);
  });
});
