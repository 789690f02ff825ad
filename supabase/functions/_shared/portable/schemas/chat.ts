import * as z from "zod/mini";
import { CHAT_MESSAGE_MAX_LENGTH } from "../contracts/limits.ts";

export const EMPTY_MESSAGE = "Message cannot be empty";
export const MESSAGE_TOO_LONG = "Message is too long";

/** POST /api/chat/send: the message is trimmed and cannot be empty (product §5). */
export const chatMessageSchema = z.object({
  message: z
    .string({ error: EMPTY_MESSAGE })
    .check(
      z.trim(),
      z.minLength(1, EMPTY_MESSAGE),
      z.maxLength(CHAT_MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG),
    ),
  messageType: z._default(z.enum(["text"], { error: "Unknown message type" }), "text"),
});

export type ChatMessageInput = z.input<typeof chatMessageSchema>;
export type ChatMessagePayload = z.infer<typeof chatMessageSchema>;
