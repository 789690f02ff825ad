import * as z from "zod/mini";

/** POST /api/notifications/read: the given notifications, or all unread ones without `ids`. */
export const notificationsReadSchema = z.object({
  ids: z.optional(
    z
      .array(z.string().check(z.uuid("Unknown notification")), { error: "Unknown notification" })
      .check(z.maxLength(500, "At most 500 notifications at once")),
  ),
});

export type NotificationsReadPayload = z.infer<typeof notificationsReadSchema>;
