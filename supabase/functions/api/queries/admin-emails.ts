import type {
  AdminEmail,
  AdminEmailCount,
  EmailCategory,
  EmailStatus,
  MessageChannel,
} from "../../_shared/portable/contracts/email.ts";
import { renderEmailWords } from "../../_shared/portable/messages/email-messages.ts";
import type { Tx } from "../../_shared/server/transaction.ts";

export interface EmailFilter {
  status?: EmailStatus;
  category?: EmailCategory;
  channel?: MessageChannel;
}

type StoredEmail = Omit<AdminEmail, "subject"> & { data: Record<string, unknown> | null };

/**
 * The newest `limit` product mails and WhatsApp messages that match, with their recipient's
 * address (or number) and name, and
 * the subject the messages catalogue renders from each one's kind and facts.
 */
export async function listEmails(tx: Tx, filter: EmailFilter, limit: number) {
  const rows = await tx<StoredEmail[]>`
    select e.id, e.channel, e.delivery_status as "deliveryStatus", e.category, e.kind, e.content -> 'data' as data, e.status,
      coalesce(e.to_address, u.email) as "toAddress",
      coalesce(nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email) as "recipientName",
      e.attempts, e.last_error as "lastError", e.send_after as "sendAfter", e.sent_at as "sentAt",
      e.created_at as "createdAt"
    from public.email_outbox e
    join public.users u on u.id = e.user_id
    where true
      ${filter.status ? tx`and e.status = ${filter.status}` : tx``}
      ${filter.category ? tx`and e.category = ${filter.category}` : tx``}
      ${filter.channel ? tx`and e.channel = ${filter.channel}` : tx``}
    order by e.created_at desc, e.id
    limit ${limit}
  `;
  return rows.map(
    ({ data, ...email }): AdminEmail => ({
      ...email,
      subject: renderEmailWords(email.kind, data ?? undefined).subject,
    }),
  );
}

/** How many mails there are of each category and status. */
export function countEmails(tx: Tx) {
  return tx<AdminEmailCount[]>`
    select e.category, e.status, count(*)::int as count
    from public.email_outbox e
    group by e.category, e.status
    order by e.category, e.status
  `;
}

/** Queues mail `id` again under a new idempotency key (public.resend_email). */
export function resendEmail(tx: Tx, id: string) {
  return tx`select public.resend_email(${id})`;
}
