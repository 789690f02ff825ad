import { afterAll, describe, expect, test } from "vitest";
import { MAX_EMAIL_ATTEMPTS } from "../../supabase/functions/_shared/portable/email-retry.ts";
import { ownerPool } from "../support/db-callers.ts";
import { createUser } from "../support/db-fixtures.ts";
import {
  mailboxFaults,
  mailsTo,
  queueMails,
  runSendEmail,
  testFunctionProcessId,
} from "./support/email.ts";

/**
 * Delivery when things go wrong: the function killed mid-batch, the provider rate-limiting or
 * failing. Each outbox row carries its idempotency key to the provider (the stack's mailbox, which
 * keeps Resend's rule: a key it has seen answers the first mail without a second copy).
 */

const pool = ownerPool(4);
afterAll(() => pool.end());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function statuses(userId: string) {
  const { rows } = await pool.query<{ status: string; n: number }>(
    "select status, count(*)::int as n from public.email_outbox where user_id = $1 group by status",
    [userId],
  );
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

describe("the send-email function killed mid-batch", () => {
  test("after a restart every one of 500 mails is delivered exactly once", {
    timeout: 240_000,
  }, async () => {
    const partner = await createUser(pool, { label: "mail-kill" });
    const queued = await queueMails(pool, partner.id, 500);

    // Small batches and a short lease, so the kill falls inside a batch and its rows come back soon.
    const run = runSendEmail({ batchSize: 100, leaseSeconds: 3, concurrency: 4 });
    let delivered = 0;
    while (delivered < 50) {
      await sleep(20);
      delivered = (await mailsTo(partner.email)).length;
    }
    process.kill(await testFunctionProcessId("send-email"), "SIGKILL");
    expect((await run).status).not.toBe(200);
    const afterKill = (await mailsTo(partner.email)).length;
    expect(afterKill).toBeLessThan(500);
    expect((await statuses(partner.id)).sending).toBeGreaterThan(0);

    // The stack starts the function again on the next request; claimed rows wait for their lease
    // (ours 3 s; a run of the stack's cron killed with it holds its rows the default 120 s).
    for (let i = 0; i < 200 && (await statuses(partner.id)).sent !== 500; i++) {
      await sleep(1000);
      const again = await runSendEmail({ batchSize: 100, leaseSeconds: 3, concurrency: 4 });
      expect(again.status).toBe(200);
    }
    expect(await statuses(partner.id)).toEqual({ sent: 500 });

    const mails = await mailsTo(partner.email);
    const keys = mails.map((m) => m.idempotencyKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.sort()).toEqual(queued.map((row) => row.idempotency_key).sort());
  });
});

describe("the provider refusing", () => {
  test("429 with Retry-After, then 200: delivered once, after the Retry-After", async () => {
    const partner = await createUser(pool, { label: "mail-429" });
    await queueMails(pool, partner.id, 1);
    await mailboxFaults([{ status: 429, retryAfter: 2, to: partner.email }]);

    const startedAt = Date.now();
    const run = await runSendEmail();
    expect(run.status).toBe(200);
    const mails = await mailsTo(partner.email);
    expect(mails).toHaveLength(1);
    expect(Date.parse(mails[0]?.sentAt ?? "")).toBeGreaterThanOrEqual(startedAt + 2000);
    const { rows } = await pool.query(
      "select status, attempts, last_error from public.email_outbox where user_id = $1",
      [partner.id],
    );
    expect(rows).toEqual([{ status: "sent", attempts: 2, last_error: null }]);
  });

  test("5xx on the last try: failed with the provider's reason, nothing in the mailbox", async () => {
    const partner = await createUser(pool, { label: "mail-500" });
    await queueMails(pool, partner.id, 1, MAX_EMAIL_ATTEMPTS - 1);
    await mailboxFaults([{ status: 503, to: partner.email }]);

    expect((await runSendEmail()).status).toBe(200);
    const { rows } = await pool.query(
      "select status, attempts, last_error from public.email_outbox where user_id = $1",
      [partner.id],
    );
    expect(rows).toEqual([
      {
        status: "failed",
        attempts: MAX_EMAIL_ATTEMPTS,
        last_error: expect.stringMatching(/^provider answered 503/),
      },
    ]);
    expect(await mailsTo(partner.email)).toEqual([]);
  });

  test("5xx before the last try: queued again with a backoff", async () => {
    const partner = await createUser(pool, { label: "mail-503" });
    await queueMails(pool, partner.id, 1);
    await mailboxFaults([{ status: 500, to: partner.email }]);

    const before = Date.now();
    expect((await runSendEmail({ maxWaitMs: 0 })).status).toBe(200);
    const { rows } = await pool.query(
      "select status, attempts, last_error, send_after from public.email_outbox where user_id = $1",
      [partner.id],
    );
    expect(rows[0]).toMatchObject({
      status: "queued",
      attempts: 1,
      last_error: expect.stringMatching(/^provider answered 500/),
    });
    expect(rows[0].send_after.getTime()).toBeGreaterThanOrEqual(before + 10_000);
  });
});

describe("who may run the sender", () => {
  test("only the service role", async () => {
    const { testStack } = await import("../support/stack.ts");
    const response = await fetch(`${testStack.apiUrl}/functions/v1/send-email`, {
      method: "POST",
      headers: { authorization: `Bearer ${testStack.anonKey}`, apikey: testStack.anonKey },
    });
    expect(response.status).toBe(403);
  });
});
