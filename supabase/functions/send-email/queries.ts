import type { JSONValue } from "postgres";
import { MAX_EMAIL_ATTEMPTS } from "../_shared/portable/email-retry.ts";
import type { Tx } from "../_shared/server/transaction.ts";
import type { ClaimedEmail, EmailSettings } from "./templates/render-email.tsx";

/** What became of one claimed mail, as private.record_email_results() reads it. */
export interface EmailOutcome {
  id: string;
  idempotencyKey: string;
  outcome: "sent" | "retry" | "failed";
  providerId?: string;
  error?: string;
  retryAt?: string;
}

/** The sender's settings (from, reply-to, portal URL) as private.email_settings() keeps them. */
export function readEmailSettings(tx: Tx) {
  return tx<
    { settings: Omit<EmailSettings, "unsubscribeUrl"> }[]
  >`select private.email_settings() as settings`;
}

/** Claims up to `batchSize` due mails for `leaseSeconds` (private.claim_emails). */
export function claimEmails(tx: Tx, batchSize: number, leaseSeconds: number) {
  return tx<ClaimedEmail[]>`select * from private.claim_emails(${batchSize}, ${leaseSeconds})`;
}

/** When the next mail waiting for a retry falls due (null when none waits). */
export function nextEmailDue(tx: Tx) {
  return tx<{ due: Date | null }[]>`select private.next_email_due() as due`;
}

/** Records a batch's outcomes in one statement (private.record_email_results). */
export function recordEmailResults(tx: Tx, outcomes: EmailOutcome[]) {
  return tx`select private.record_email_results(${tx.json(outcomes as unknown as JSONValue)}::jsonb, ${MAX_EMAIL_ATTEMPTS})`;
}
