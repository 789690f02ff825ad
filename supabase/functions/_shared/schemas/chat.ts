import * as z from "zod/mini";

export const EMPTY_MESSAGE = "Message cannot be empty";

/** POST /api/chat/send: the message is trimmed and cannot be empty (SPEC §5). */
export const chatMessageSchema = z.object({
  message: z
    .string({ error: EMPTY_MESSAGE })
    .check(z.trim(), z.minLength(1, EMPTY_MESSAGE), z.maxLength(2000, "Message is too long")),
  messageType: z._default(z.enum(["text"], { error: "Unknown message type" }), "text"),
});

export type ChatMessageInput = z.input<typeof chatMessageSchema>;
export type ChatMessagePayload = z.infer<typeof chatMessageSchema>;
