import { retryDelayMs } from "../_shared/portable/email-retry.ts";
import { serviceRole } from "../_shared/server/db.ts";
import { sendWhatsApp, type WhatsAppCloud } from "../_shared/server/whatsapp-cloud.ts";
import {
  type ClaimedWhatsApp,
  claimWhatsApp,
  nextWhatsAppDue,
  recordWhatsAppResults,
  type WhatsAppOutcome,
} from "./queries.ts";
import { renderWhatsApp } from "./render.ts";

export interface DrainOptions {
  batchSize: number;
  leaseSeconds: number;
  concurrency: number;
  budgetMs: number;
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

async function deliver(
  message: ClaimedWhatsApp,
  cloud: WhatsAppCloud,
  portalUrl: string,
): Promise<WhatsAppOutcome> {
  const base = { id: message.id, idempotencyKey: message.idempotency_key };
  let outgoing: ReturnType<typeof renderWhatsApp>;
  try {
    outgoing = renderWhatsApp(message, portalUrl);
  } catch (error) {
    return {
      ...base,
      outcome: "failed",
      error: `could not render: ${String(error).slice(0, 300)}`,
    };
  }
  // The row's id and key come back in the message's statuses (whatsapp-webhook records them).
  const answer = await sendWhatsApp(
    cloud,
    message.to_number,
    outgoing,
    `${message.id}:${message.idempotency_key}`,
  );
  if (answer.outcome === "sent") return { ...base, outcome: "sent", providerId: answer.messageId };
  if (answer.outcome === "failed") return { ...base, outcome: "failed", error: answer.error };
  const retryAt = new Date(
    Date.now() + retryDelayMs(message.attempts, answer.retryAfterMs),
  ).toISOString();
  return { ...base, outcome: "retry", error: answer.error, retryAt };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Drains the WhatsApp rows of the outbox: claims a batch (`for update skip locked`, a lease),
 * sends `concurrency` at a time and records each outcome as soon as it is known, so a sender
 * killed mid-batch leaves unrecorded only the messages in flight (and those, the statuses
 * record). Again until nothing is due or the budget is spent; waits for a retry due soon.
 */
export async function drainWhatsApp(
  cloud: WhatsAppCloud,
  portalUrl: string,
  options: DrainOptions,
): Promise<DrainReport> {
  const started = Date.now();
  const report: DrainReport = { claimed: 0, sent: 0, retried: 0, failed: 0, batches: 0, ms: 0 };
  while (Date.now() - started < options.budgetMs) {
    const claimed = await serviceRole((tx) =>
      claimWhatsApp(tx, options.batchSize, options.leaseSeconds),
    );
    if (claimed.length === 0) {
      const [row] = await serviceRole(nextWhatsAppDue);
      if (!row?.due) break;
      const wait = Math.max(0, row.due.getTime() - Date.now());
      if (wait > options.maxWaitMs || Date.now() - started + wait > options.budgetMs) break;
      await sleep(wait + 20);
      continue;
    }
    report.batches += 1;
    report.claimed += claimed.length;
    let next = 0;
    const workers = Array.from(
      { length: Math.min(options.concurrency, claimed.length) },
      async () => {
        while (next < claimed.length) {
          const message = claimed[next++] as ClaimedWhatsApp;
          const outcome = await deliver(message, cloud, portalUrl);
          await serviceRole((tx) => recordWhatsAppResults(tx, [outcome]));
          if (outcome.outcome === "sent") report.sent += 1;
          else if (outcome.outcome === "retry") report.retried += 1;
          else report.failed += 1;
        }
      },
    );
    await Promise.all(workers);
  }
  report.ms = Date.now() - started;
  return report;
}
