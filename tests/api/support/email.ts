import type pg from "pg";
import { functionProcessId } from "../../../local-stack/functions/function-process.ts";
import { functionsUrl, testStack } from "../../support/stack.ts";

/** A mail as the test stack's mailbox lists it (`/api/messages`). */
export interface MailboxMail {
  id: string;
  to: string;
  from?: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  idempotencyKey?: string;
  source: "auth" | "api";
  sentAt: string;
}

/** Runs the send-email function once, as pg_cron would (the service-role key). */
export async function runSendEmail(options: Record<string, number> = {}) {
  const response = await fetch(`${functionsUrl}/send-email`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${testStack.serviceRoleKey}`,
      "content-type": "application/json",
    },
    body: JSON.stringify(options),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

export async function mailsTo(address: string): Promise<MailboxMail[]> {
  const response = await fetch(
    `${testStack.mailboxUrl}/api/messages?to=${encodeURIComponent(address)}`,
  );
  return (await response.json()) as MailboxMail[];
}

/** The next mailbox answers for mails to `to`: e.g. `{status: 429, retryAfter: 2}`. */
export async function mailboxFaults(faults: Record<string, unknown>[]) {
  const response = await fetch(`${testStack.mailboxUrl}/api/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(faults),
  });
  if (!response.ok) throw new Error(`mailbox faults: ${response.status}`);
}

/**
 * Sends what is due, then waits until no mail of `userIds` is waiting to be sent: a run of the
 * stack's cron may hold some of them at the same moment, and delivers them itself.
 */
export async function deliverMailsOf(pool: pg.Pool, userIds: string[], tries = 40) {
  for (let i = 0; i < tries; i++) {
    const run = await runSendEmail();
    if (run.status !== 200)
      throw new Error(`send-email answered ${run.status}: ${JSON.stringify(run.body)}`);
    const { rows } = await pool.query<{ waiting: number }>(
      `select count(*)::int as waiting from public.email_outbox
       where user_id = any ($1) and status in ('queued', 'sending') and send_after <= now()`,
      [userIds],
    );
    if (rows[0]?.waiting === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("mails still waiting to be sent");
}

/** Puts `count` mails for a user straight into the outbox, as an event without a notification does. */
export async function queueMails(pool: pg.Pool, userId: string, count: number, attempts = 0) {
  const { rows } = await pool.query<{ id: string; idempotency_key: string }>(
    `insert into public.email_outbox (user_id, category, kind, content, attempts)
     select $1, 'schedule', 'legacy',
       jsonb_build_object(
         'data', jsonb_build_object('subject', 'Test mail ' || n, 'message', 'Mail number ' || n || '.')
       ),
       $3
     from generate_series(1, $2) n
     returning id, idempotency_key`,
    [userId, count, attempts],
  );
  return rows;
}

/** The Deno process serving function `name` for the test stack. */
export function testFunctionProcessId(name: string) {
  return functionProcessId(testStack, name);
}
