import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { clientSignedInAs, TINY_PDF } from "../support/clients.ts";
import { actAs, ownerPool, sqlState, tryAs } from "../support/db-callers.ts";
import {
  createLicence as createLicenceOf,
  createOpportunity,
  createStatelessLicenceTour,
  MOVE_OPPORTUNITY,
  type TestUser,
  usersBeforeAll,
} from "../support/db-fixtures.ts";
import { withWords } from "../support/notification-words.ts";

/**
 * Partner licences: the review, the scans' bucket, the licence rule of bidding (TP107) and the
 * expiry notices, as partners and admins meet them.
 */

const pool = ownerPool(4);
const DAY = 86_400_000;
/** A date `days` from today (UTC), for dates far enough away that no state's clock matters. */
const dayIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
/** A date `days` from today in US state `state`, the day its licences count on. */
async function stateDay(state: string, days: number) {
  const { rows } = await pool.query<{ day: string }>(
    "select (private.state_date($1, now()) + $2::int)::text as day",
    [state, days],
  );
  return rows[0]?.day as string;
}

const { admin, licensed, unlicensed, lapsed, other } = usersBeforeAll(pool, {
  admin: { label: "licence-admin", role: "admin" },
  licensed: { label: "licensed" },
  unlicensed: { label: "unlicensed" },
  lapsed: { label: "lapsed" },
  other: { label: "licence-other" },
});

afterAll(() => pool.end());

const createLicence = (partner: TestUser, values: Parameters<typeof createLicenceOf>[2] = {}) =>
  createLicenceOf(pool, partner, values);

function bid(user: TestUser, opportunityId: string) {
  return actAs(pool, user.caller, async (c) => {
    const { rows } = await c.query(
      "insert into public.bids (opportunity_id, user_id, amount) values ($1, $2, 300) returning status",
      [opportunityId, user.id],
    );
    return rows[0] as { status: string };
  });
}

const licensedTour = (location = "Healdsburg, CA") =>
  createOpportunity(pool, {
    location,
    requirements: ["Cannabis license required", "Insurance coverage"],
  });

describe("a licence's day is a day of its state", () => {
  test("private.state_date reads a moment on the state's clock, UTC for a code it does not know", async () => {
    // 05:00 UTC on 27 November: midnight in New York, still the 26th in California and Hawaii.
    const { rows } = await pool.query<{ state: string; day: string }>(
      `select s.state, private.state_date(s.state, '2026-11-27T05:00:00Z')::text as day
       from unnest(array['NY', 'CA', 'HI', 'ZZ']) s (state)`,
    );
    expect(rows).toEqual([
      { state: "NY", day: "2026-11-27" },
      { state: "CA", day: "2026-11-26" },
      { state: "HI", day: "2026-11-26" },
      { state: "ZZ", day: "2026-11-27" },
    ]);
  });

  test("a licence ends at the midnight that ends its expiry date in its state, kept by the database", async () => {
    const winter = await createLicence(other, { state: "CA", expiresOn: "2027-01-15" });
    const summer = await createLicence(other, { state: "NY", expiresOn: "2027-07-04" });
    const endOf = async (id: string) => {
      const { rows } = await pool.query<{ end: string }>(
        `select to_char(expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') as end
         from public.partner_licences where id = $1`,
        [id],
      );
      return rows[0]?.end;
    };
    expect(await endOf(winter)).toBe("2027-01-16T08:00Z");
    expect(await endOf(summer)).toBe("2027-07-05T04:00Z");

    // A renewal date or a corrected state moves the end; a client cannot write it.
    await pool.query(
      "update public.partner_licences set state = 'HI', expires_on = '2027-02-01' where id = $1",
      [winter],
    );
    expect(await endOf(winter)).toBe("2027-02-02T10:00Z");
    const forged = tryAs(pool, other.caller, (c) =>
      c.query(
        "update public.partner_licences set expires_at = now() + interval '9 years' where id = $1",
        [winter],
      ),
    );
    expect(await sqlState(forged)).toBe("42501");
  });
});

describe("review", () => {
  test("a new licence is pending; an admin approves it, the partner is told and the audit log names the admin", async () => {
    const id = await createLicence(other);
    const { rows: before } = await pool.query(
      "select status from public.partner_licences where id = $1",
      [id],
    );
    expect(before[0].status).toBe("pending");
    const reviewed = await actAs(pool, admin.caller, async (c) => {
      const { rows } = await c.query(
        "update public.partner_licences set status = 'approved' where id = $1 returning status, reviewed_by",
        [id],
      );
      return rows[0];
    });
    expect(reviewed).toEqual({ status: "approved", reviewed_by: admin.id });
    const { rows: notices } = await pool.query(
      "select type, data, data ->> 'licenceId' as licence from public.notifications where user_id = $1 and data ->> 'licenceId' = $2",
      [other.id, id],
    );
    expect(withWords(notices)).toEqual([
      expect.objectContaining({ title: "Licence approved", licence: id }),
    ]);
    const { rows: audit } = await pool.query(
      "select action, user_id from public.audit_logs where entity = 'partner_licence' and entity_id = $1 order by id",
      [id],
    );
    expect(audit).toEqual([
      { action: "created", user_id: null },
      { action: "approved", user_id: admin.id },
    ]);
  });

  test("a rejection needs a reason, which the partner is told", async () => {
    const id = await createLicence(other);
    const noReason = tryAs(pool, admin.caller, (c) =>
      c.query("update public.partner_licences set status = 'rejected' where id = $1", [id]),
    );
    expect(await sqlState(noReason)).toBe("23514");
    await actAs(pool, admin.caller, (c) =>
      c.query(
        "update public.partner_licences set status = 'rejected', rejection_reason = 'The number does not match the scan' where id = $1",
        [id],
      ),
    );
    const { rows } = await pool.query(
      "select type, data from public.notifications where user_id = $1 and data ->> 'licenceId' = $2",
      [other.id, id],
    );
    expect(withWords(rows)[0]?.message).toMatch(/rejected: The number does not match the scan$/);
  });

  test("a partner cannot approve their own licence", async () => {
    const id = await createLicence(other);
    const touched = await tryAs(pool, other.caller, async (c) => {
      const { rowCount } = await c.query(
        "update public.partner_licences set status = 'approved' where id = $1",
        [id],
      );
      return rowCount;
    });
    expect(touched).toBe(0);
  });

  test("an expired licence cannot be approved (TP701), nor a reviewed one made pending (TP001)", async () => {
    const id = await createLicence(other, { status: "approved" });
    await pool.query("update public.partner_licences set expires_on = $2 where id = $1", [
      id,
      await stateDay("CA", -1),
    ]);
    const again = (status: string) =>
      tryAs(pool, admin.caller, (c) =>
        c.query("update public.partner_licences set status = $2 where id = $1", [id, status]),
      );
    await pool.query(
      "update public.partner_licences set status = 'rejected', rejection_reason = 'Expired' where id = $1",
      [id],
    );
    expect(await sqlState(again("approved"))).toBe("TP701");
    expect(await sqlState(again("pending"))).toBe("TP001");
  });

  test("a licence that has already expired in its state is not recorded (TP702, on expires_on)", async () => {
    const id = crypto.randomUUID();
    const yesterday = await stateDay("CA", -1);
    const error = await tryAs(pool, other.caller, (c) =>
      c.query(
        `insert into public.partner_licences (id, partner_id, state, licence_type, licence_number, expires_on, scan_path)
         values ($1, $2, 'CA', 'retail', 'OLD-1', $3, $4)`,
        [id, other.id, yesterday, `${other.id}/${id}/old.pdf`],
      ),
    ).catch((e) => e);
    expect(error).toMatchObject({
      code: "TP702",
      column: "expires_on",
      message: "this licence has already expired",
    });
  });
});

describe("bidding on a tour that requires a licence", () => {
  beforeAll(async () => {
    await createLicence(licensed, { status: "approved" });
    await createLicence(lapsed, { status: "approved" });
    await pool.query(
      "update public.partner_licences set expires_on = private.state_date(state, now()) - 1 where partner_id = $1",
      [lapsed.id],
    );
    // Pending and rejected licences do not count either.
    await createLicence(unlicensed);
    await createLicence(unlicensed, { status: "rejected" });
  });

  test("without a licence: refused with TP107, naming the state", async () => {
    const error = await bid(unlicensed, await licensedTour()).catch((e) => e);
    expect(error.code).toBe("TP107");
    expect(error.message).toBe("this tour requires an approved, unexpired CA cannabis licence");
  });

  test("with an expired licence: refused with TP107", async () => {
    expect(await sqlState(bid(lapsed, await licensedTour()))).toBe("TP107");
  });

  test("with an approved, unexpired licence: the bid is placed", async () => {
    expect(await bid(licensed, await licensedTour())).toEqual({ status: "pending" });
  });

  test("a licence counts through its expiry day", async () => {
    const partner = other;
    await createLicence(partner, {
      state: "NV",
      expiresOn: await stateDay("NV", 0),
      status: "approved",
    });
    expect(await bid(partner, await licensedTour("Las Vegas, Nevada"))).toEqual({
      status: "pending",
    });
  });

  test("a licence of another state does not count", async () => {
    expect(await sqlState(bid(licensed, await licensedTour("Denver, CO")))).toBe("TP107");
  });

  test("a tour whose location names no state (an older row) takes no licensed bid", async () => {
    const tour = await createStatelessLicenceTour(pool, {}, "Somewhere nice");
    const error = await bid(licensed, tour).catch((e) => e);
    expect(error.code).toBe("TP107");
    expect(error.message).toMatch(/names no US state/);
  });

  test("a tour without the requirement takes anyone's bid", async () => {
    expect(await bid(unlicensed, await createOpportunity(pool))).toEqual({ status: "pending" });
  });

  test("private.has_current_licence is the one answer", async () => {
    const { rows } = await pool.query(
      `select private.has_current_licence($1, 'CA') as licensed,
              private.has_current_licence($1, 'OR') as other_state,
              private.has_current_licence($2, 'CA') as lapsed,
              private.has_current_licence($3, 'CA') as unlicensed`,
      [licensed.id, lapsed.id, unlicensed.id],
    );
    expect(rows[0]).toEqual({
      licensed: true,
      other_state: false,
      lapsed: false,
      unlicensed: false,
    });
  });
});

describe("a tour that requires a licence names its state (TP604)", () => {
  const MESSAGE =
    'a tour that requires a cannabis licence needs a location that ends in a US state, such as "Denver, CO"';
  const asAdmin = (sql: string, params: unknown[]) =>
    tryAs(pool, admin.caller, (c) => c.query(sql, params));

  test("an admin cannot create one at a location without a state, nor move one there", async () => {
    const error = await asAdmin(
      `insert into public.opportunities (title, location, date, base_rate, requirements)
       values ('Licensed tour', 'Main Street Farm', now() + interval '7 days', 300, $1)`,
      [["Cannabis license required"]],
    ).catch((e) => e);
    expect(error).toMatchObject({ code: "TP604", message: MESSAGE, column: "location" });

    const tour = await licensedTour();
    const move = asAdmin(MOVE_OPPORTUNITY, [tour, null, "The old mill", null]);
    expect(await sqlState(move)).toBe("TP604");
    await asAdmin(MOVE_OPPORTUNITY, [tour, null, "Denver, Colorado", null]);
  });

  test("nor add the requirement to a tour whose location names no state", async () => {
    const tour = await createOpportunity(pool, { location: "Main Street Farm" });
    const require = asAdmin("update public.opportunities set requirements = $2 where id = $1", [
      tour,
      ["Cannabis license required"],
    ]);
    expect(await sqlState(require)).toBe("TP604");
  });

  test("an older row without a state keeps taking other edits until its place changes", async () => {
    const tour = await createStatelessLicenceTour(pool);
    await asAdmin("update public.opportunities set title = 'Renamed' where id = $1", [tour]);
    const move = asAdmin(MOVE_OPPORTUNITY, [tour, null, "Elsewhere", null]);
    expect(await sqlState(move)).toBe("TP604");
    await asAdmin(MOVE_OPPORTUNITY, [tour, null, "Fargo, ND", null]);
  });
});

describe("expiry notices", () => {
  /** The expiry notices about `licenceId`, oldest first: [recipient, stage]. */
  async function noticesOf(licenceId: string) {
    const { rows } = await pool.query<{ user_id: string; stage: string }>(
      `select user_id, data ->> 'stage' as stage from public.notifications
       where data ->> 'licenceId' = $1 and data ? 'stage' order by created_at, user_id`,
      [licenceId],
    );
    return rows;
  }
  const run = async () =>
    (await pool.query("select private.notify_licence_expiry() as n")).rows[0].n as number;
  const setExpiry = (id: string, days: number) =>
    pool.query(
      "update public.partner_licences set expires_on = private.state_date(state, now()) + $2::int where id = $1",
      [id, days],
    );

  test("once at 30 days, once at 7 days and once on expiry, to the partner and the admins; never again when re-run", async () => {
    const partner = other;
    const id = await createLicence(partner, { expiresOn: dayIn(45), status: "approved" });
    await run();
    expect(await noticesOf(id)).toEqual([]);

    const stages: string[] = [];
    for (const [days, stage] of [
      [30, "30_days"],
      [7, "7_days"],
      [-1, "expired"],
    ] as const) {
      // Time passes: the same expiry date, now `days` away (the notices sent were about it).
      await pool.query(
        "update private.licence_expiry_notices set expires_on = private.state_date('CA', now()) + $2::int where licence_id = $1",
        [id, days],
      );
      await setExpiry(id, days);
      await run();
      await run(); // the same day again: nothing more
      stages.push(stage);
      const notices = await noticesOf(id);
      const toPartner = notices.filter((n) => n.user_id === partner.id).map((n) => n.stage);
      const toAdmin = notices.filter((n) => n.user_id === admin.id).map((n) => n.stage);
      expect(toPartner).toEqual(stages);
      expect(toAdmin).toEqual(stages);
    }
  });

  test("a licence found within 7 days gets only the 7-day notice, and a rejected one none", async () => {
    const soon = await createLicence(other, { expiresOn: dayIn(5), status: "approved" });
    const rejected = await createLicence(other, { expiresOn: dayIn(5), status: "rejected" });
    await run();
    expect((await noticesOf(soon)).map((n) => n.stage)).toEqual(expect.arrayContaining(["7_days"]));
    expect((await noticesOf(soon)).map((n) => n.stage)).not.toContain("30_days");
    expect(await noticesOf(rejected)).toEqual([]);
  });

  test("the partner's message names the licence and its date", async () => {
    const expiresOn = await stateDay("CA", 20);
    const id = await createLicence(other, { expiresOn, status: "approved" });
    await run();
    const { rows } = await pool.query(
      "select type, data from public.notifications where user_id = $1 and data ->> 'licenceId' = $2 and data ? 'stage'",
      [other.id, id],
    );
    expect(withWords(rows).map(({ title, message }) => ({ title, message }))).toEqual([
      {
        title: "Licence expires soon",
        message: expect.stringMatching(
          new RegExp(
            `^Your CA retail licence C10-${id.slice(0, 8)} expires on ${expiresOn} \\(in 20 days\\)`,
          ),
        ),
      },
    ]);
  });
});

describe("the licence-scans bucket", () => {
  let partnerClient: SupabaseClient;
  let otherClient: SupabaseClient;
  let adminClient: SupabaseClient;

  beforeAll(async () => {
    [partnerClient, otherClient, adminClient] = await Promise.all([
      clientSignedInAs(licensed),
      clientSignedInAs(other),
      clientSignedInAs(admin),
    ]);
  });

  test("is private, holds PDFs and images, up to 10 MB", async () => {
    const { rows } = await pool.query(
      "select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'licence-scans'",
    );
    expect(rows[0]).toEqual({
      public: false,
      file_size_limit: "10485760",
      allowed_mime_types: ["application/pdf", "image/png", "image/jpeg"],
    });
  });

  test("a partner uploads into their own folder and reads it; another partner cannot read it; an admin can", async () => {
    const bucket = "licence-scans";
    const path = `${licensed.id}/${crypto.randomUUID()}/licence.pdf`;
    const uploaded = await partnerClient.storage
      .from(bucket)
      .upload(path, TINY_PDF, { contentType: "application/pdf" });
    expect(uploaded.error).toBeNull();
    expect((await partnerClient.storage.from(bucket).download(path)).error).toBeNull();
    expect((await otherClient.storage.from(bucket).download(path)).data).toBeNull();
    const signed = await otherClient.storage.from(bucket).createSignedUrl(path, 60);
    expect(signed.data).toBeNull();
    const read = await adminClient.storage.from(bucket).download(path);
    expect(await read.data?.text()).toContain("%PDF-1.4");

    const intoAnother = await otherClient.storage
      .from(bucket)
      .upload(`${licensed.id}/${crypto.randomUUID()}/forged.pdf`, TINY_PDF, {
        contentType: "application/pdf",
      });
    expect(intoAnother.error).not.toBeNull();
  });

  test("refuses other file types and files over 10 MB", async () => {
    const folder = `${licensed.id}/${crypto.randomUUID()}`;
    const text = await partnerClient.storage
      .from("licence-scans")
      .upload(`${folder}/notes.txt`, new Blob(["hello"], { type: "text/plain" }), {
        contentType: "text/plain",
      });
    expect(text.error).not.toBeNull();
    const big = new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: "image/png" });
    const tooBig = await partnerClient.storage
      .from("licence-scans")
      .upload(`${folder}/big.png`, big, { contentType: "image/png" });
    expect(tooBig.error).not.toBeNull();
  });
});
