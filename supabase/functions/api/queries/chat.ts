import type { Tx } from "../../_shared/transaction.ts";

/** A chat message as the API shows it, for rows aliased `m`. */
export const chatColumns = (tx: Tx) => tx`
  m.id,
  m.user_id as "userId",
  m.sender_id as "senderId",
  m.sender_type as "senderType",
  m.message,
  m.message_type as "messageType",
  m.status,
  m.created_at as "createdAt"
`;
