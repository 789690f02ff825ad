import { retryDelayMs } from "../_shared/portable/email-retry.ts";
import { serviceRole } from "../_shared/server/db.ts";
import { type Provider, sendThroughProvider } from "./provider.ts";
import { claimEmails, type EmailOutcome, nextEmailDue, recordEmailResults } from "./queries.ts";
import { type ClaimedEmail, type EmailSettings, renderEmail } from "./templates/render-email.tsx";

export interface DrainOptions {
  /** Rows claimed at a time. */
  batchSize: number;
  /** How long a claim holds; a sender that dies leaves its rows to the next after this. */
  leaseSeconds: number;
  /** Mails in flight to the provider at once. */
  concurrency: number;
  /** Stop claiming after this long (the platform ends a function's request at its limit). */
  budgetMs: number;
  /** The longest wait for a retry that falls due within this run (a short Retry-After). */
  maxWaitMs: number;
}

export interface DrainReport {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  batches: number;
  ms: number;
}

async function mapConcurrently<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T);
    }
  });
  await Promise.all(workers);
  return results;
}

async function deliver(
  mail: ClaimedEmail,
  settings: EmailSettings,
  provider: Provider,
): Promise<EmailOutcome> {
  const base = { id: mail.id, idempotencyKey: mail.idempotency_key };
  let answer: Awaited<ReturnType<typeof sendThroughProvider>>;
  try {
    answer = await sendThroughProvider(provider, await renderEmail(mail, settings));
  } catch (error) {
    // A template that cannot render this row will not on the next try either.
    return {
      ...base,
      outcome: "failed",
      error: `could not render: ${String(error).slice(0, 300)}`,
    };
  }
  if (answer.outcome === "sent") return { ...base, outcome: "sent", providerId: answer.providerId };
  if (answer.outcome === "failed") return { ...base, outcome: "failed", error: answer.error };
  const retryAt = new Date(
    Date.now() + retryDelayMs(mail.attempts, answer.retryAfterMs),
  ).toISOString();
  return { ...base, outcome: "retry", error: answer.error, retryAt };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Drains the outbox: claims a batch (`for update skip locked`, with a lease), sends it, records
 * every outcome in one statement; again until nothing is due or the budget is spent. When the
 * only mails left wait for a retry due within `maxWaitMs`, it waits for them.
 */
export async function drainOutbox(
  settings: EmailSettings,
  provider: Provider,
  options: DrainOptions,
): Promise<DrainReport> {
  const started = Date.now();
  const report: DrainReport = { claimed: 0, sent: 0, retried: 0, failed: 0, batches: 0, ms: 0 };
  while (Date.now() - started < options.budgetMs) {
    const claimed = await serviceRole((tx) =>
      claimEmails(tx, options.batchSize, options.leaseSeconds),
    );
    if (claimed.length === 0) {
      const [row] = await serviceRole(nextEmailDue);
      if (!row?.due) break;
      const wait = Math.max(0, row.due.getTime() - Date.now());
      if (wait > options.maxWaitMs || Date.now() - started + wait > options.budgetMs) break;
      await sleep(wait + 20);
      continue;
    }
    report.batches += 1;
    report.claimed += claimed.length;
    const outcomes = await mapConcurrently(claimed, options.concurrency, (mail) =>
      deliver(mail, settings, provider),
    );
    await serviceRole((tx) => recordEmailResults(tx, outcomes));
    for (const outcome of outcomes) {
      if (outcome.outcome === "sent") report.sent += 1;
      else if (outcome.outcome === "retry") report.retried += 1;
      else report.failed += 1;
    }
  }
  report.ms = Date.now() - started;
  return report;
}
