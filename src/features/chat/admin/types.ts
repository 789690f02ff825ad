/** One partner's conversation with the Support Agent as GET /api/admin/chat lists it. */
export interface Conversation {
  userId: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  businessName: string | null;
  messageCount: number;
  /** The partner's messages no admin has opened yet. */
  unreadCount: number;
  lastMessageAt: string;
  lastMessage: string;
  lastSenderType: "user" | "agent";
  /** No person has answered yet: the partner spoke last, or only the hand-over reply did. */
  awaitingPerson: boolean;
}
