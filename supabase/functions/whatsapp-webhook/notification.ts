/** What one webhook notification holds that the product records (the Cloud API's shape). */
export interface InboundMessage {
  id: string;
  from: string;
  text: string | null;
}

export interface MessageStatus {
  id: string;
  status: string;
  callbackData: string | null;
  error: string | null;
}

const STATUSES = new Set(["sent", "delivered", "read", "failed"]);

const text = (value: unknown) => (typeof value === "string" ? value : null);

/**
 * The messages and statuses of `entry[].changes[].value` of a `whatsapp_business_account`
 * notification; anything else (other fields, other objects) holds none.
 */
export function readNotification(body: unknown) {
  const messages: InboundMessage[] = [];
  const statuses: MessageStatus[] = [];
  const root = body as { object?: unknown; entry?: unknown };
  if (root?.object !== "whatsapp_business_account" || !Array.isArray(root.entry))
    return { messages, statuses };
  for (const entry of root.entry as Array<{ changes?: unknown }>) {
    for (const change of Array.isArray(entry?.changes) ? entry.changes : []) {
      if (change?.field !== "messages") continue;
      const value = change.value ?? {};
      for (const m of Array.isArray(value.messages) ? value.messages : []) {
        if (typeof m?.id !== "string" || typeof m?.from !== "string") continue;
        messages.push({
          id: m.id,
          from: m.from,
          text: m.type === "text" ? text(m.text?.body) : null,
        });
      }
      for (const s of Array.isArray(value.statuses) ? value.statuses : []) {
        if (typeof s?.id !== "string" || !STATUSES.has(s?.status)) continue;
        const error = Array.isArray(s.errors) ? text(s.errors[0]?.title) : null;
        statuses.push({
          id: s.id,
          status: s.status,
          callbackData: text(s.biz_opaque_callback_data),
          error,
        });
      }
    }
  }
  return { messages, statuses };
}
