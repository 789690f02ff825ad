import * as z from "zod/mini";

/**
 * POST /api/notifications/read: the given notifications, or all unread ones without `ids`;
 * only those of one `type` with it (opening the support chat reads its `chat_reply`s).
 */
export const notificationsReadSchema = z.object({
  type: z.optional(z.enum(["chat_reply"], "Unknown notification type")),
  ids: z.optional(
    z
      .array(z.string().check(z.uuid("Unknown notification")), { error: "Unknown notification" })
      .check(z.maxLength(500, "At most 500 notifications at once")),
  ),
});

export type NotificationsReadPayload = z.infer<typeof notificationsReadSchema>;
