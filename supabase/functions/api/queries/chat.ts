import { HANDOFF_REPLY } from "../../_shared/portable/support-agent.ts";
import type { Tx } from "../../_shared/server/transaction.ts";

/** A chat message as the API shows it, for rows aliased `m`. */
export const chatColumns = (tx: Tx) => tx`
  m.id,
  m.user_id as "userId",
  m.sender_id as "senderId",
  m.sender_type as "senderType",
  m.message,
  m.message_type as "messageType",
  m.status,
  m.whatsapp_message_id as "whatsappMessageId",
  m.tour_id as "tourId",
  (select o.title from public.tours t join public.opportunities o on o.id = t.opportunity_id
   where t.id = m.tour_id) as "tourTitle",
  m.created_at as "createdAt"
`;

/** The latest `limit` messages of the caller's conversation, oldest first. */
export function listOwnMessages(tx: Tx, limit: number) {
  return tx`
    select * from (
      select ${chatColumns(tx)} from public.chat_messages m
      where m.user_id = (select auth.uid())
      order by m.created_at desc, m.id desc
      limit ${limit}
    ) latest
    order by latest."createdAt", latest.id
  `;
}

/** The caller's message to the Support Agent, about one of their tours when `tourId` is set. */
export async function insertOwnMessage(
  tx: Tx,
  message: string,
  messageType: string,
  tourId: string | null = null,
  conversation?: string,
) {
  // A tour's thread is its business's conversation, whoever of the team writes in it.
  const owner = conversation ? tx`${conversation}::uuid` : tx`(select auth.uid())`;
  const [row] = await tx<{ id: string }[]>`
    insert into public.chat_messages as m
      (user_id, sender_id, sender_type, message, message_type, tour_id)
    values (${owner}, (select auth.uid()), 'user', ${message}, ${messageType}, ${tourId})
    returning ${chatColumns(tx)}
  `;
  return row;
}

/** How the caller is named to the admins: their full name, else business, else e-mail. */
export async function ownDisplayName(tx: Tx): Promise<string | undefined> {
  const [me] = await tx<{ name: string | null }[]>`
    select coalesce(
      nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), ''), u.business_name, u.email
    ) as name
    from public.users u where u.id = (select auth.uid())
  `;
  return me?.name ?? undefined;
}

/**
 * The agent's message in the partner's conversation: sent by `senderId` (an admin answering as
 * the agent, or null for the automated agent), `system` for an acknowledgement that hands the
 * question on.
 */
export async function insertAgentMessage(
  tx: Tx,
  userId: string,
  senderId: string | null,
  message: string,
  messageType: "text" | "system",
  tourId: string | null = null,
) {
  const [row] = await tx`
    insert into public.chat_messages as m
      (user_id, sender_id, sender_type, message, message_type, tour_id)
    values (${userId}, ${senderId}, 'agent', ${message}, ${messageType}, ${tourId})
    returning ${chatColumns(tx)}
  `;
  return row;
}

/**
 * Passes a partner's question to the support team: the agent's `system` acknowledgement in the
 * partner's conversation (about the tour when `tourId` is set), and every active admin told.
 * Written with the service role: a partner writes only their own `user` messages.
 */
export async function handOnQuestion(
  tx: Tx,
  question: { partnerId: string; summary: string; messageId: string | null; tourId?: string },
) {
  const { partnerId, summary, messageId, tourId = null } = question;
  const reply = await insertAgentMessage(tx, partnerId, null, HANDOFF_REPLY, "system", tourId);
  await notifyAdminsOfQuestion(tx, partnerId, summary, messageId);
  return reply;
}

/**
 * Tells every active admin that a partner waits for an answer: one unread notification per
 * admin per conversation, brought up to date while unread
 * (`notifications_one_unread_per_conversation`).
 */
export async function notifyAdminsOfQuestion(
  tx: Tx,
  partnerId: string,
  summary: string,
  messageId: string | null,
) {
  await tx`
    insert into public.notifications (user_id, type, data, sent_at)
    select u.id, 'support_question', ${tx.json({ chatUserId: partnerId, messageId, summary })}, now()
    from public.users u
    where u.role = 'admin' and u.is_active
    on conflict (user_id, (data ->> 'chatUserId')) where not is_read and data ? 'chatUserId'
    do update set data = excluded.data,
                  created_at = excluded.created_at, sent_at = excluded.sent_at
  `;
}
