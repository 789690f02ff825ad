/**
 * A chat message as the API answers it (docs/api.md "Chat message"), shared by the partner's
 * chat and the admins' support inbox.
 */
export interface ChatMessage {
  id: string;
  /** The partner whose conversation it belongs to. */
  userId: string;
  /** The writer: the partner, an admin answering as the agent, or null for automated answers. */
  senderId: string | null;
  senderType: "user" | "agent";
  message: string;
  messageType: string;
  /**
   * "sent", "delivered" or "read"; "failed" for an answer WhatsApp could not deliver; "sending"
   * only on the screen, before the API answered.
   */
  status: string;
  /** WhatsApp's id of the message: one the partner wrote there, or an answer that went there. */
  whatsappMessageId: string | null;
  /** The partner's tour it is about (the tour page's thread), with the tour's title; else null. */
  tourId: string | null;
  tourTitle: string | null;
  createdAt: string;
}
