import { appendFile, readFile } from "node:fs/promises";
import path from "node:path";

export type WhatsAppStatus = "accepted" | "sent" | "delivered" | "read" | "failed";

export interface StoredTemplate {
  name: string;
  language: string;
  /** The text parameters of every component, in order (body first, then buttons). */
  parameters: string[];
}

export interface StoredWhatsAppMessage {
  /** The message id the Cloud API answers (`wamid.…`). */
  id: string;
  /** "outbound": the product sent it; "inbound": a person wrote to the platform's number. */
  direction: "outbound" | "inbound";
  /** E.164 numbers, with the leading +. */
  to: string;
  from: string;
  type: "text" | "template";
  text?: string;
  template?: StoredTemplate;
  /** The sender's `biz_opaque_callback_data`, echoed in the statuses as the provider does. */
  bizOpaqueCallbackData?: string;
  status: WhatsAppStatus;
  statuses: Array<{ status: WhatsAppStatus; at: string }>;
  sentAt: string;
}

/**
 * Every message, appended to `whatsapp.jsonl` in the data folder (a status change is a line of
 * its own, so the file stays append-only and survives restarts), kept in memory oldest first.
 */
export async function openMessageStore(dataDir: string) {
  const file = path.join(dataDir, "whatsapp.jsonl");
  const text = await readFile(file, "utf8").catch(() => "");
  const messages: StoredWhatsAppMessage[] = [];
  const byId = new Map<string, StoredWhatsAppMessage>();
  for (const line of text.split("\n").filter(Boolean)) {
    const entry = JSON.parse(line) as
      | { kind: "message"; message: StoredWhatsAppMessage }
      | { kind: "status"; id: string; status: WhatsAppStatus; at: string };
    if (entry.kind === "message") {
      messages.push(entry.message);
      byId.set(entry.message.id, entry.message);
    } else {
      const message = byId.get(entry.id);
      if (message) {
        message.status = entry.status;
        message.statuses.push({ status: entry.status, at: entry.at });
      }
    }
  }
  let writing = Promise.resolve();
  const append = (entry: unknown) => {
    const line = `${JSON.stringify(entry)}\n`;
    writing = writing.then(() => appendFile(file, line));
    return writing;
  };

  return {
    async add(message: StoredWhatsAppMessage) {
      messages.push(message);
      byId.set(message.id, message);
      await append({ kind: "message", message });
    },
    async setStatus(id: string, status: WhatsAppStatus) {
      const message = byId.get(id);
      if (!message) return undefined;
      const at = new Date().toISOString();
      message.status = status;
      message.statuses.push({ status, at });
      await append({ kind: "status", id, status, at });
      return message;
    },
    get(id: string) {
      return byId.get(id);
    },
    /** Newest first; `number` matches either end. */
    list(filter: { to?: string; from?: string; number?: string } = {}) {
      const out: StoredWhatsAppMessage[] = [];
      for (let i = messages.length - 1; i >= 0; i--) {
        const m = messages[i] as StoredWhatsAppMessage;
        if (filter.to && m.to !== filter.to) continue;
        if (filter.from && m.from !== filter.from) continue;
        if (filter.number && m.to !== filter.number && m.from !== filter.number) continue;
        out.push(m);
      }
      return out;
    },
    count() {
      return messages.length;
    },
  };
}

export type WhatsAppMessageStore = Awaited<ReturnType<typeof openMessageStore>>;

/** A number as the Cloud API takes it (`+15551234567` or `15551234567`), in E.164 with the +. */
export function e164(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const digits = value.trim().replace(/^\+/, "");
  return /^[1-9][0-9]{6,14}$/.test(digits) ? `+${digits}` : undefined;
}
