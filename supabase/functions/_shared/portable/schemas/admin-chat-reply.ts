import * as z from "zod/mini";
import { CHAT_MESSAGE_MAX_LENGTH } from "../contracts/limits.ts";

export const EMPTY_REPLY = "Message cannot be empty";

/** POST /api/admin/chat/{userId}: an admin answers a partner as the Support Agent. */
export const adminChatReplySchema = z.object({
  message: z
    .string({ error: EMPTY_REPLY })
    .check(
      z.trim(),
      z.minLength(1, EMPTY_REPLY),
      z.maxLength(CHAT_MESSAGE_MAX_LENGTH, "Message is too long"),
    ),
});

export type AdminChatReplyInput = z.input<typeof adminChatReplySchema>;
export type AdminChatReplyPayload = z.infer<typeof adminChatReplySchema>;
