import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { actAs, anon, type Caller, type Client, ownerPool, tryAs } from "../support/db-callers.ts";
import {
  createLegalDocument,
  createOpportunity,
  createUser,
  insertRow,
  type TestUser,
} from "../support/db-fixtures.ts";

/**
 * The guests' data guard, played the way PostgREST runs a request: `set local role`,
 * the caller's claims and request headers, then what a client could send to /rest/v1 or
 * /rest/v1/rpc. The organiser's link and a guest's waiver link are the only doors without an
 * account; each case runs in a transaction that is rolled back unless it builds the world.
 */

const pool = ownerPool(3);
let admin: TestUser;
let partner: TestUser;
let otherPartner: TestUser;
let waiver: string;

const HEADERS = { "x-forwarded-for": "203.0.113.7, 10.0.0.1", "user-agent": "Direct/1.0" };

beforeAll(async () => {
  admin = await createUser(pool, { label: "guests-admin", role: "admin" });
  partner = await createUser(pool, { label: "guests-partner" });
  otherPartner = await createUser(pool, { label: "guests-other" });
  waiver = await createLegalDocument(pool, { document_type: "liability_waiver" });
});

afterAll(() => pool.end());

/**
 * The SQLSTATE of a statement, or "ok": in a savepoint, so that one refusal leaves the
 * transaction usable for the next statement.
 */
async function attempt(c: Client, sql: string, params: unknown[] = []) {
  await c.query("savepoint attempt");
  try {
    await c.query(sql, params);
    await c.query("release savepoint attempt");
    return "ok";
  } catch (error) {
    await c.query("rollback to savepoint attempt");
    return (error as { code?: string }).code ?? "no code";
  }
}

/** As `caller` with PostgREST's request headers; rolled back afterwards. */
function as<T>(caller: Caller, fn: (c: Client) => Promise<T>) {
  return tryAs(pool, caller, async (c) => {
    await c.query("select set_config('request.headers', $1, true)", [JSON.stringify(HEADERS)]);
    return fn(c);
  });
}

interface Listed {
  tour: string;
  token: string;
  guest: string;
}

/**
 * The token in the latest `kind` mail to `address` as the sender signs it in when it sends the
 * mail (private.content_with_link_token, as claim_emails does): the queued row holds none.
 */
async function sentToken(kind: "guest_list_link" | "waiver_link", address: string) {
  const { rows } = await pool.query<{ token: string }>(
    `select private.content_with_link_token(content) -> 'data' ->> 'token' as token
     from public.email_outbox where kind = $1 and to_address = $2
     order by created_at desc limit 1`,
    [kind, address],
  );
  return rows[0]?.token ?? "";
}

/**
 * A tour of `partner` starting `hoursAhead` from now, its link issued to the client and one
 * guest (Gia Guest, with an e-mail) added through it.
 */
async function listedTour(hoursAhead = 6, groupSize = 8): Promise<Listed> {
  const opportunity = await createOpportunity(pool, {
    group_size: groupSize,
    date: new Date(Date.now() + Math.max(hoursAhead, 1) * 3_600_000),
  });
  await insertRow(pool, "opportunity_admin_details", {
    opportunity_id: opportunity,
    client_email: `client-${opportunity.slice(0, 8)}@db.test`,
  });
  await insertRow(pool, "opportunity_waivers", {
    opportunity_id: opportunity,
    document_id: waiver,
  });
  const tour = await insertRow(pool, "tours", {
    opportunity_id: opportunity,
    partner_id: partner.id,
    scheduled_for: new Date(Date.now() + hoursAhead * 3_600_000),
  });
  // What accept_bid() does for the tour it makes.
  await pool.query("select private.issue_guest_list_link($1)", [tour.id]);
  const token = await sentToken("guest_list_link", `client-${opportunity.slice(0, 8)}@db.test`);
  const { rows: added } = await pool.query(
    "select public.add_guest($1, 'Gia Guest', '1990-01-01', $2, null) ->> 'id' as id",
    [token, `gia-${opportunity.slice(0, 8)}@db.test`],
  );
  return { tour: tour.id as string, token, guest: added[0].id as string };
}

describe("the queued mails hold no working link", () => {
  test("a guest-list and a waiver mail keep a reference; the sender signs the token that opens the page", async () => {
    const { tour, guest } = await listedTour(6);
    const { rows: mails } = await pool.query(
      `select e.kind, e.content::text as queued from public.email_outbox e
       where (e.kind = 'guest_list_link' and e.to_address = (
           select l.sent_to from private.guest_list_links l where l.tour_id = $1))
         or (e.kind = 'waiver_link' and e.to_address = (
           select g.email from public.guests g where g.id = $2))`,
      [tour, guest],
    );
    expect(mails.map((mail) => mail.kind).sort()).toEqual(["guest_list_link", "waiver_link"]);
    const { rows: kept } = await pool.query(
      `select token_hash from private.guest_list_links where tour_id = $1
       union all select token_hash from private.waiver_links where guest_id = $2`,
      [tour, guest],
    );
    const hashes = new Set(kept.map((row) => row.token_hash));
    expect(hashes.size).toBe(2);
    const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");
    for (const mail of mails) {
      const candidates: string[] = mail.queued.match(/[0-9a-f]{64}/g) ?? [];
      expect(candidates.filter((candidate) => hashes.has(sha256(candidate)))).toEqual([]);
    }
    const { rows: sent } = await pool.query(
      "select l.sent_to from private.guest_list_links l where l.tour_id = $1",
      [tour],
    );
    const signed = await sentToken("guest_list_link", sent[0].sent_to);
    expect(hashes.has(sha256(signed))).toBe(true);
    const { rows: listed } = await as(anon, (c) =>
      c.query("select public.guest_list($1) -> 'tour' ->> 'id' as tour", [signed]),
    );
    expect(listed).toEqual([{ tour }]);
  });
});

describe("the organiser's link, as anon through /rest/v1/rpc", () => {
  test("reads the list, the tour and the guests' dates of birth, and nothing else", async () => {
    const { token, guest } = await listedTour();
    const list = await as(anon, async (c) => {
      const { rows } = await c.query("select public.guest_list($1) as list", [token]);
      return rows[0].list;
    });
    expect(list.guests).toEqual([
      expect.objectContaining({ id: guest, name: "Gia Guest", dateOfBirth: "1990-01-01" }),
    ]);
    expect(await as(anon, (c) => attempt(c, "select * from public.guests"))).toBe("42501");
    expect(await as(anon, (c) => attempt(c, "select * from public.waiver_signatures"))).toBe(
      "42501",
    );
    expect(await as(anon, (c) => attempt(c, "select * from private.guest_list_links"))).toBe(
      "42501",
    );
  });

  test("another organiser's token reaches no guest of this list", async () => {
    const mine = await listedTour();
    const theirs = await listedTour();
    const states = await as(anon, async (c) => [
      await attempt(c, "select public.update_guest($1, $2, 'Taken', '1990-01-01')", [
        theirs.token,
        mine.guest,
      ]),
      await attempt(c, "select public.remove_guest($1, $2)", [theirs.token, mine.guest]),
    ]);
    expect(states).toEqual(["P0002", "P0002"]);
  });

  test("a made-up, an expired and a revoked token open nothing", async () => {
    const expired = await listedTour();
    await pool.query(
      "update public.tours set scheduled_for = now() - interval '7 days 1 second' where id = $1",
      [expired.tour],
    );
    const revoked = await listedTour();
    await actAs(pool, admin.caller, (c) =>
      c.query("select public.revoke_guest_list_link($1)", [revoked.tour]),
    );
    const states = await as(anon, async (c) => [
      await attempt(c, "select public.guest_list($1)", ["0".repeat(64)]),
      await attempt(c, "select public.guest_list($1)", [expired.token]),
      await attempt(c, "select public.guest_list($1)", [revoked.token]),
      await attempt(c, "select public.add_guest($1, 'Late', '1990-01-01')", [revoked.token]),
    ]);
    expect(states).toEqual(["P0002", "TP310", "TP311", "TP311"]);
  });

  test("a cancelled tour takes no more guests; a full list none either", async () => {
    const cancelled = await listedTour();
    await pool.query("update public.tours set status = 'cancelled' where id = $1", [
      cancelled.tour,
    ]);
    const full = await listedTour(6, 1);
    const states = await as(anon, async (c) => [
      await attempt(c, "select public.add_guest($1, 'Late', '1990-01-01')", [cancelled.token]),
      await attempt(c, "select public.add_guest($1, 'Extra', '1990-01-01')", [full.token]),
    ]);
    expect(states).toEqual(["TP312", "TP313"]);
  });
});

describe("guests through /rest/v1 as each role", () => {
  test("the tour's partner reads its guests within 24 hours of it, another partner never", async () => {
    const soon = await listedTour(6);
    const later = await listedTour(24 * 5);
    const read = (caller: Caller, id: string) =>
      as(
        caller,
        async (c) => (await c.query("select id from public.guests where id = $1", [id])).rows,
      );
    expect(await read(partner.caller, soon.guest)).toEqual([{ id: soon.guest }]);
    expect(await read(partner.caller, later.guest)).toEqual([]);
    expect(await read(otherPartner.caller, soon.guest)).toEqual([]);
    expect(await read(admin.caller, later.guest)).toEqual([{ id: later.guest }]);
  });

  test("the window runs from 24 hours before the start to 24 hours after the end", async () => {
    const { tour } = await listedTour(24 * 5);
    const { rows } = await pool.query(
      `select t.scheduled_for as start, t.scheduled_for + make_interval(hours => o.duration) as end
       from public.tours t join public.opportunities o on o.id = t.opportunity_id where t.id = $1`,
      [tour],
    );
    const { start, end } = rows[0] as { start: Date; end: Date };
    const at = (base: Date, ms: number) => new Date(base.getTime() + ms);
    const day = 86_400_000;
    const moments = [at(start, -day - 1000), at(start, -day), at(end, day), at(end, day + 1000)];
    const open = await as(partner.caller, async (c) => {
      const answers: boolean[] = [];
      for (const moment of moments) {
        const { rows: r } = await c.query("select private.partner_reads_guests($1, $2) as open", [
          tour,
          moment,
        ]);
        answers.push(r[0].open);
      }
      return answers;
    });
    expect(open).toEqual([false, true, true, false]);
    const other = await as(otherPartner.caller, async (c) => {
      const { rows: r } = await c.query("select private.partner_reads_guests($1, $2) as open", [
        tour,
        start,
      ]);
      return r[0].open;
    });
    expect(other).toBe(false);
  });

  test("a partner cannot add, edit or check in a guest by hand; a client cannot set who added one", async () => {
    const { tour, guest } = await listedTour(6);
    const states = await as(partner.caller, async (c) => [
      await attempt(
        c,
        "insert into public.guests (tour_id, name, date_of_birth) values ($1, 'X', '1990-01-01')",
        [tour],
      ),
      await attempt(c, "update public.guests set checked_in_at = now() where id = $1", [guest]),
      await attempt(
        c,
        "insert into public.guests (tour_id, name, date_of_birth, added_via) values ($1, 'X', '1990-01-01', 'organiser')",
        [tour],
      ),
    ]);
    expect(states).toEqual(["42501", "42501", "42501"]);
    const edited = await as(
      partner.caller,
      async (c) =>
        (await c.query("update public.guests set name = 'Renamed' where id = $1", [guest]))
          .rowCount,
    );
    expect(edited).toBe(0);
  });

  test("an admin's guest is stamped as theirs; a date of birth ahead is refused", async () => {
    const { tour } = await listedTour(6);
    const row = await as(admin.caller, async (c) => {
      const { rows } = await c.query(
        "insert into public.guests (tour_id, name, date_of_birth, phone) values ($1, ' Ada ', '1980-02-02', '(707) 555-0142') returning added_by, added_via, name, phone",
        [tour],
      );
      return rows[0];
    });
    expect(row).toEqual({
      added_by: admin.id,
      added_via: "admin",
      name: "Ada",
      phone: "7075550142",
    });
    expect(
      await as(admin.caller, (c) =>
        attempt(
          c,
          "insert into public.guests (tour_id, name, date_of_birth) values ($1, 'Z', '2999-01-01')",
          [tour],
        ),
      ),
    ).toBe("TP314");
  });
});

describe("waivers", () => {
  test("a guest signs through their link with the request's evidence, once, by their name", async () => {
    const { guest } = await listedTour(6);
    const { rows } = await pool.query("select email from public.guests where id = $1", [guest]);
    const token = await sentToken("waiver_link", rows[0].email);
    const result = await as(anon, async (c) => {
      const wrong = await attempt(c, "select public.sign_waiver($1, 'Not Gia')", [token]);
      await c.query("select public.sign_waiver($1, 'gia guest')", [token]);
      const { rows: stored } = await c.query("select public.waiver_to_sign($1) as w", [token]);
      const again = await attempt(c, "select public.sign_waiver($1, 'Gia Guest')", [token]);
      await c.query("reset role");
      const { rows: evidence } = await c.query(
        "select ip_address, user_agent, signed_in_person, recorded_by from public.waiver_signatures where guest_id = $1",
        [guest],
      );
      return { wrong, signedAt: stored[0].w.signedAt, again, evidence };
    });
    expect(result.wrong).toBe("TP317");
    expect(result.signedAt).not.toBeNull();
    expect(result.again).toBe("TP316");
    expect(result.evidence).toEqual([
      {
        ip_address: "203.0.113.7",
        user_agent: "Direct/1.0",
        signed_in_person: false,
        recorded_by: null,
      },
    ]);
  });

  test("the tour's partner records an in-person signature; the evidence and recorder are the server's", async () => {
    const { guest } = await listedTour(6);
    const row = await as(partner.caller, async (c) => {
      const { rows } = await c.query(
        `insert into public.waiver_signatures (guest_id, document_id, signature_name)
         values ($1, $2, 'Gia Guest')
         returning document_version, ip_address, user_agent, signed_in_person, recorded_by`,
        [guest, waiver],
      );
      return rows[0];
    });
    expect(row).toEqual({
      document_version: "1.0",
      ip_address: "203.0.113.7",
      user_agent: "Direct/1.0",
      signed_in_person: true,
      recorded_by: partner.id,
    });
    expect(
      await as(otherPartner.caller, (c) =>
        attempt(
          c,
          "insert into public.waiver_signatures (guest_id, document_id, signature_name) values ($1, $2, 'Gia Guest')",
          [guest, waiver],
        ),
      ),
    ).toBe("42501");
  });

  test("an opportunity names only an active liability waiver", async () => {
    const contract = await createLegalDocument(pool);
    const opportunity = await createOpportunity(pool);
    expect(
      await as(admin.caller, (c) =>
        attempt(
          c,
          "insert into public.opportunity_waivers (opportunity_id, document_id) values ($1, $2)",
          [opportunity, contract],
        ),
      ),
    ).toBe("TP318");
  });
});
