import * as z from "zod/mini";
import { CHAT_MESSAGE_MAX_LENGTH } from "../contracts/limits.ts";

export const EMPTY_REPLY = "Message cannot be empty";

/**
 * POST /api/admin/chat/{userId}: an admin answers a partner as the Support Agent, about one of
 * the partner's tours when `tourId` is set (the answer then shows in that tour's thread too).
 */
export const adminChatReplySchema = z.object({
  message: z
    .string({ error: EMPTY_REPLY })
    .check(
      z.trim(),
      z.minLength(1, EMPTY_REPLY),
      z.maxLength(CHAT_MESSAGE_MAX_LENGTH, "Message is too long"),
    ),
  tourId: z.optional(z.nullable(z.string().check(z.uuid("Tour not found")))),
});

export type AdminChatReplyInput = z.input<typeof adminChatReplySchema>;
export type AdminChatReplyPayload = z.infer<typeof adminChatReplySchema>;
