import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { actAs, anon, ownerPool, sqlState, tryAs } from "../support/db-callers.ts";
import {
  adminAndPartnersBeforeAll,
  createBid,
  createOpportunity,
  insertRow,
  startTour,
} from "../support/db-fixtures.ts";

/**
 * Reviews as each caller plays them through PostgREST: a completed tour asks its organiser once
 * (a request, a mail to an address without an account), the link's token takes one review as
 * anon, the partner replies once, an admin hides with a reason, and the partner's rating is the
 * mean of what stays visible.
 */

const pool = ownerPool(4);
const users = adminAndPartnersBeforeAll(pool, "reviews", "reviewed", "other");

afterAll(() => pool.end());

/** A tour of `partner` whose organiser is `email`, completed by the admin. */
async function completedTourWithOrganiser(partner: string, email: string) {
  const opportunity = await createOpportunity(pool, { title: "Reviewed farm tour" });
  await insertRow(pool, "opportunity_admin_details", {
    opportunity_id: opportunity,
    client_contact: "Olivia Organiser",
    client_email: email,
  });
  const bid = await createBid(pool, opportunity, partner);
  const tour = await actAs(pool, users.admin.caller, async (c) => {
    const { rows } = await c.query("select id from public.accept_bid($1)", [bid]);
    return rows[0].id as string;
  });
  await startTour(pool, tour);
  await actAs(pool, users.admin.caller, (c) =>
    c.query("select public.complete_tour($1, 300, confirm_no_check_ins => true)", [tour]),
  );
  return tour;
}

/** The link token of a tour's request, as its mail carries it (made, never stored). */
async function tokenOf(tour: string) {
  const { rows } = await pool.query(
    "select private.link_token('review', id) as token from public.review_requests where tour_id = $1",
    [tour],
  );
  return rows[0].token as string;
}

const submit = (token: string, rating: number, text: string | null = null) =>
  actAs(pool, anon, (c) =>
    c.query("select public.submit_review($1, $2, $3) as id", [token, rating, text]),
  );

async function ratingOf(partner: string) {
  const { rows } = await pool.query("select rating, review_count from public.users where id = $1", [
    partner,
  ]);
  return rows[0];
}

describe("asking for reviews", () => {
  let tour: string;
  beforeAll(async () => {
    tour = await completedTourWithOrganiser(users.reviewed.id, "Olivia@Example.com");
  });

  test("completing a tour asks its organiser once: a request and one mail to the address", async () => {
    const requests = await pool.query(
      "select reviewer_kind, reviewer_email, reviewer_name, token_hash, used_at from public.review_requests where tour_id = $1",
      [tour],
    );
    expect(requests.rows).toHaveLength(1);
    expect(requests.rows[0]).toMatchObject({
      reviewer_kind: "organiser",
      reviewer_email: "Olivia@Example.com",
      reviewer_name: "Olivia Organiser",
      used_at: null,
    });
    // The row keeps the token's hash, not the token.
    expect(requests.rows[0].token_hash).toBe(
      (await pool.query("select private.link_token_hash($1) as h", [await tokenOf(tour)])).rows[0]
        .h,
    );
    const mails = await pool.query(
      "select user_id, to_address, to_name, category, status, content from public.email_outbox where kind = 'review_request' and content #>> '{data,tourId}' = $1",
      [tour],
    );
    expect(mails.rows).toHaveLength(1);
    expect(mails.rows[0]).toMatchObject({
      user_id: null,
      to_address: "Olivia@Example.com",
      to_name: "Olivia Organiser",
      category: "reviews",
      status: "queued",
    });
    expect(JSON.stringify(mails.rows[0].content)).not.toContain(await tokenOf(tour));
    // Asked again (a retried completion, a merge of branches), nobody is asked twice.
    const again = await pool.query("select private.request_reviews($1) as asked", [tour]);
    expect(again.rows[0].asked).toBe(0);
  });

  test("no client can call the asking or read another's token", async () => {
    for (const caller of [anon, users.reviewed.caller, users.admin.caller]) {
      expect(
        await sqlState(
          tryAs(pool, caller, (c) => c.query("select private.request_reviews($1)", [tour])),
        ),
      ).toBe("42501");
      expect(
        await sqlState(
          tryAs(pool, caller, (c) =>
            c.query("select private.link_token('review', gen_random_uuid())"),
          ),
        ),
      ).toBe("42501");
    }
  });
});

describe("the review link", () => {
  let tour: string;
  let token: string;
  beforeAll(async () => {
    tour = await completedTourWithOrganiser(users.other.id, "link@example.com");
    token = await tokenOf(tour);
  });

  test("anon reads the tour it is for, and an unknown token is a 404's P0002", async () => {
    const { rows } = await actAs(pool, anon, (c) =>
      c.query("select * from public.review_request_details($1)", [token]),
    );
    expect(rows[0]).toMatchObject({
      tour_title: "Reviewed farm tour",
      reviewer_kind: "organiser",
      reviewer_name: "Olivia Organiser",
    });
    expect(
      await sqlState(
        tryAs(pool, anon, (c) => c.query("select * from public.review_request_details('nope')")),
      ),
    ).toBe("P0002");
  });

  test("a rating outside 1 to 5 or too long a text is refused and leaves the link unused", async () => {
    expect(await sqlState(submit(token, 6))).toBe("23514");
    expect(await sqlState(submit(token, 0))).toBe("23514");
    expect(await sqlState(submit(token, 4, "x".repeat(2001)))).toBe("23514");
    const { rows } = await pool.query(
      "select used_at from public.review_requests where tour_id = $1",
      [tour],
    );
    expect(rows[0].used_at).toBeNull();
  });

  test("one review per token: the second send is refused with TP951", async () => {
    const first = await submit(token, 4, "  Lovely morning.  ");
    expect(first.rows[0].id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await sqlState(submit(token, 5))).toBe("TP951");
    const { rows } = await pool.query(
      "select rating, text, partner_id, reviewer_kind from public.reviews where tour_id = $1",
      [tour],
    );
    expect(rows).toEqual([
      {
        rating: 4,
        text: "Lovely morning.",
        partner_id: users.other.id,
        reviewer_kind: "organiser",
      },
    ]);
  });

  test("an expired link is refused with TP952", async () => {
    const expired = await completedTourWithOrganiser(users.other.id, "late@example.com");
    await pool.query(
      "update public.review_requests set expires_at = now() - interval '1 minute' where tour_id = $1",
      [expired],
    );
    expect(await sqlState(submit(await tokenOf(expired), 5))).toBe("TP952");
  });
});

describe("the partner's rating, replies and hiding", () => {
  let reviews: string[];
  beforeAll(async () => {
    reviews = [];
    for (const [n, rating] of [5, 4, 2].entries()) {
      const tour = await completedTourWithOrganiser(users.reviewed.id, `rater${n}@example.com`);
      reviews.push((await submit(await tokenOf(tour), rating)).rows[0].id as string);
    }
  });

  test("the rating is the mean of the visible reviews, with the count", async () => {
    const { rows } = await pool.query(
      "select round(avg(rating), 2)::text as mean, count(*)::int as n from public.reviews where partner_id = $1 and hidden_at is null",
      [users.reviewed.id],
    );
    expect(await ratingOf(users.reviewed.id)).toEqual({
      rating: rows[0].mean,
      review_count: rows[0].n,
    });
    expect(rows[0].n).toBeGreaterThanOrEqual(3);
  });

  test("an admin hides a review with a reason (audited); it leaves the mean and the partner's sight", async () => {
    const before = await ratingOf(users.reviewed.id);
    const low = reviews[2] as string;
    await actAs(pool, users.admin.caller, (c) =>
      c.query("update public.reviews set hidden_reason = 'Names a guest' where id = $1", [low]),
    );
    const after = await ratingOf(users.reviewed.id);
    expect(after.review_count).toBe(before.review_count - 1);
    expect(Number(after.rating)).toBeGreaterThan(Number(before.rating));
    const { rows } = await pool.query(
      "select hidden_at is not null as hidden, hidden_by from public.reviews where id = $1",
      [low],
    );
    expect(rows[0]).toEqual({ hidden: true, hidden_by: users.admin.id });
    const audit = await pool.query(
      "select user_id, new_values from public.audit_logs where entity = 'review' and entity_id = $1 and action = 'updated'",
      [low],
    );
    expect(audit.rows).toEqual([
      { user_id: users.admin.id, new_values: { hidden_reason: "Names a guest" } },
    ]);
    const seen = await tryAs(pool, users.reviewed.caller, (c) =>
      c.query("select id from public.reviews where id = $1", [low]),
    );
    expect(seen.rows).toEqual([]);
    // Shown again, it counts again.
    await actAs(pool, users.admin.caller, (c) =>
      c.query("update public.reviews set hidden_reason = null where id = $1", [low]),
    );
    expect(await ratingOf(users.reviewed.id)).toEqual(before);
  });

  test("a partner neither hides a review nor sees or rewrites another's", async () => {
    const own = reviews[0] as string;
    expect(
      await sqlState(
        tryAs(pool, users.reviewed.caller, (c) =>
          c.query("update public.reviews set hidden_reason = 'Unfair' where id = $1", [own]),
        ),
      ),
    ).toBe("42501");
    const other = await tryAs(pool, users.other.caller, (c) =>
      c.query("update public.reviews set reply = 'Not mine' where id = $1 returning id", [own]),
    );
    expect(other.rows).toEqual([]);
    for (const column of ["rating = 5", "text = 'Forged'", "hidden_at = null", "partner_id = id"]) {
      expect(
        await sqlState(
          tryAs(pool, users.reviewed.caller, (c) =>
            c.query(`update public.reviews set ${column} where id = $1`, [own]),
          ),
        ),
      ).toBe("42501");
    }
  });

  test("the partner replies once, publicly; an admin does not reply for them", async () => {
    const own = reviews[1] as string;
    expect(
      await sqlState(
        tryAs(pool, users.admin.caller, (c) =>
          c.query("update public.reviews set reply = 'From the admin' where id = $1", [own]),
        ),
      ),
    ).toBe("42501");
    await actAs(pool, users.reviewed.caller, (c) =>
      c.query("update public.reviews set reply = ' Thank you for coming! ' where id = $1", [own]),
    );
    const { rows } = await pool.query(
      "select reply, replied_at is not null as stamped from public.reviews where id = $1",
      [own],
    );
    expect(rows[0]).toEqual({ reply: "Thank you for coming!", stamped: true });
    expect(
      await sqlState(
        tryAs(pool, users.reviewed.caller, (c) =>
          c.query("update public.reviews set reply = 'Second thoughts' where id = $1", [own]),
        ),
      ),
    ).toBe("TP953");
  });
});
