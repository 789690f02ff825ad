import { renderNotification } from "../../supabase/functions/_shared/portable/messages/notification-messages.ts";

/**
 * Rows of public.notifications with the title and message people read: the messages catalogue
 * renders them from the row's type and data (the database stores no words).
 */
export function withWords<Row extends { type: string; data: Record<string, unknown> }>(
  rows: Row[],
): (Row & { title: string; message: string })[] {
  return rows.map((row) => {
    const { title, text } = renderNotification(row.type, row.data);
    return { ...row, title, message: text };
  });
}
