import { afterAll, describe, expect, test } from "vitest";
import { ownerPool } from "../support/db-callers.ts";
import { createUser, type TestUser } from "../support/db-fixtures.ts";
import { deliverMailsOf, mailsTo } from "./support/email.ts";

/**
 * A deactivated account gets no product mail: nothing is queued for it from then on, and what
 * was queued or gathered before is dropped when the sender reaches it (with the reason, for the
 * admins' mail page). Auth's own mails are Auth's and do not pass through the outbox.
 */

const pool = ownerPool(2);
afterAll(() => pool.end());

/** A payout's notice (mailed as "Payment sent"), its reference `reference`. */
function notify(user: TestUser, reference: string) {
  return pool.query(
    `insert into public.notifications (user_id, type, data)
     values ($1, 'payout_paid', jsonb_build_object('total', '10.00', 'paidOn', '2026-11-20', 'method', 'cash', 'reference', $2::text))`,
    [user.id, reference],
  );
}

const deactivate = (user: TestUser) =>
  pool.query("update public.users set is_active = false where id = $1", [user.id]);

async function outbox(user: TestUser) {
  const { rows } = await pool.query(
    "select kind, status, last_error from public.email_outbox where user_id = $1 order by created_at, kind",
    [user.id],
  );
  return rows;
}

describe("a deactivated user", () => {
  test("gets nothing queued after deactivation", async () => {
    const user = await createUser(pool, { label: "mail-deactivated" });
    await deactivate(user);
    await notify(user, "Till 1");
    expect(await outbox(user)).toEqual([]);
  });

  test("is not sent what was queued before", async () => {
    const user = await createUser(pool, { label: "mail-deactivated-queued" });
    await notify(user, "Till 1");
    await deactivate(user);
    await deliverMailsOf(pool, [user.id]);
    expect(await mailsTo(user.email)).toEqual([]);
    expect(await outbox(user)).toEqual([
      {
        kind: "payout_paid",
        status: "dropped",
        last_error: "the recipient's account is deactivated",
      },
    ]);
  });

  test("gets no digest of what was gathered before", async () => {
    const user = await createUser(pool, { label: "mail-deactivated-digest" });
    await pool.query(
      `insert into public.email_preferences (user_id, category, delivery) values ($1, 'payouts', 'daily_digest')`,
      [user.id],
    );
    await notify(user, "Till 1");
    await deactivate(user);
    // 07:00 on the user's clock (no business location: UTC).
    await pool.query(
      "select private.send_email_digests(date_trunc('day', now()) + interval '7 hours')",
    );
    await deliverMailsOf(pool, [user.id]);
    expect(await mailsTo(user.email)).toEqual([]);
    const statuses = (await outbox(user)).map((r) => [r.kind, r.status]);
    expect(statuses).not.toContainEqual(["digest", "sent"]);
    expect(statuses).not.toContainEqual(["payout_paid", "sent"]);
  });

  test("an active user is mailed as before", async () => {
    const user = await createUser(pool, { label: "mail-active" });
    await notify(user, "Till 1");
    await deliverMailsOf(pool, [user.id]);
    expect((await mailsTo(user.email)).map((m) => m.subject)).toEqual(["Payment sent"]);
  });
});
