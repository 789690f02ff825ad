import type { JSONValue } from "postgres";
import type { EmailCategory } from "../_shared/portable/contracts/email.ts";
import { MAX_EMAIL_ATTEMPTS } from "../_shared/portable/email-retry.ts";
import type { Tx } from "../_shared/server/transaction.ts";

/** A WhatsApp message claimed for sending (private.claim_whatsapp). */
export interface ClaimedWhatsApp {
  id: string;
  idempotency_key: string;
  kind: string;
  category: EmailCategory;
  content: { data?: Record<string, unknown>; forAdmin?: boolean };
  to_number: string;
  recipient_name: string;
  in_service_window: boolean;
  attempts: number;
}

/** What became of one claimed message, as private.record_email_results() reads it. */
export interface WhatsAppOutcome {
  id: string;
  idempotencyKey: string;
  outcome: "sent" | "retry" | "failed";
  providerId?: string;
  error?: string;
  retryAt?: string;
}

export function claimWhatsApp(tx: Tx, batchSize: number, leaseSeconds: number) {
  return tx<ClaimedWhatsApp[]>`select * from private.claim_whatsapp(${batchSize}, ${leaseSeconds})`;
}

export function nextWhatsAppDue(tx: Tx) {
  return tx<{ due: Date | null }[]>`select private.next_whatsapp_due() as due`;
}

/** The portal's address, for the messages' links (admin setting email.portal_url). */
export function readPortalUrl(tx: Tx) {
  return tx<{ portalUrl: string | null }[]>`
    select private.email_settings() ->> 'portalUrl' as "portalUrl"
  `;
}

/** Records outcomes in one statement; the same function as the mails' (the rows are one outbox). */
export function recordWhatsAppResults(tx: Tx, outcomes: WhatsAppOutcome[]) {
  return tx`select private.record_email_results(${tx.json(outcomes as unknown as JSONValue)}::jsonb, ${MAX_EMAIL_ATTEMPTS})`;
}
