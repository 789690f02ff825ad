import { createHmac, randomBytes } from "node:crypto";
import { LOCAL_WHATSAPP } from "./credentials.ts";
import type { StoredWhatsAppMessage, WhatsAppStatus } from "./message-store.ts";

/** One POST the copy made to the project's webhook, kept so tests can read and replay it. */
export interface WebhookDelivery {
  id: string;
  at: string;
  kind: "message" | "status";
  body: string;
  signature: string;
  /** The project's answer (0: it could not be reached). */
  responseStatus: number;
}

const wa = (e164: string) => e164.replace(/^\+/, "");

function envelope(value: Record<string, unknown>) {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: LOCAL_WHATSAPP.businessAccountId,
        changes: [
          {
            value: {
              messaging_product: "whatsapp",
              metadata: {
                display_phone_number: LOCAL_WHATSAPP.displayPhoneNumber,
                phone_number_id: LOCAL_WHATSAPP.phoneNumberId,
              },
              ...value,
            },
            field: "messages",
          },
        ],
      },
    ],
  };
}

const unixSeconds = () => String(Math.floor(Date.now() / 1000));

/** The notification of a person's text message, as the Cloud API posts it. */
export function inboundPayload(message: StoredWhatsAppMessage, profileName: string) {
  return envelope({
    contacts: [{ profile: { name: profileName }, wa_id: wa(message.from) }],
    messages: [
      {
        from: wa(message.from),
        id: message.id,
        timestamp: unixSeconds(),
        text: { body: message.text ?? "" },
        type: "text",
      },
    ],
  });
}

/** A status notification of an outbound message; a failed one carries the provider's error. */
export function statusPayload(message: StoredWhatsAppMessage, status: WhatsAppStatus) {
  return envelope({
    statuses: [
      {
        id: message.id,
        status,
        timestamp: unixSeconds(),
        recipient_id: wa(message.to),
        ...(message.bizOpaqueCallbackData
          ? { biz_opaque_callback_data: message.bizOpaqueCallbackData }
          : {}),
        ...(status === "failed"
          ? {
              errors: [
                {
                  code: 131026,
                  title: "Message undeliverable",
                  message: "Message undeliverable",
                  error_data: { details: "The recipient cannot receive this message." },
                },
              ],
            }
          : {}),
      },
    ],
  });
}

/** `X-Hub-Signature-256`: HMAC SHA-256 of the raw body with the app secret, hex, `sha256=`. */
export function signature(rawBody: string, appSecret: string = LOCAL_WHATSAPP.appSecret) {
  return `sha256=${createHmac("sha256", appSecret).update(rawBody).digest("hex")}`;
}

/** Posts a raw body to the project's webhook with its signature, as Meta's servers do. */
export async function postWebhook(url: string, body: string, sig: string) {
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": "facebookexternalua",
        "x-hub-signature-256": sig,
      },
      body,
      signal: AbortSignal.timeout(20_000),
    });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

export function newMessageId() {
  return `wamid.${randomBytes(24).toString("base64url")}`;
}
