import { isRetryableStatus, parseRetryAfter } from "../portable/email-retry.ts";

/** The WhatsApp Cloud API as the function secrets name it (README "WhatsApp"). */
export interface WhatsAppCloud {
  url: string;
  version: string;
  token: string;
  phoneNumberId: string;
}

/** A message as the product sends it: free text, or a template with its text parameters. */
export type OutgoingWhatsApp =
  | { type: "text"; text: string }
  | {
      type: "template";
      name: string;
      language: string;
      parameters: string[];
      /** An authentication template's copy-code button, which takes the code again. */
      codeButton?: boolean;
    };

export type CloudAnswer =
  | { outcome: "sent"; messageId: string }
  | { outcome: "retry"; error: string; retryAfterMs?: number }
  | { outcome: "failed"; error: string };

const REQUEST_TIMEOUT_MS = 15_000;

/**
 * `WHATSAPP_API_URL` (default Meta's Graph API), `WHATSAPP_API_VERSION`,
 * `WHATSAPP_ACCESS_TOKEN` and `WHATSAPP_PHONE_NUMBER_ID` from the function's secrets.
 */
export function whatsappCloudFromEnv(): WhatsAppCloud {
  return {
    url: (Deno.env.get("WHATSAPP_API_URL") ?? "https://graph.facebook.com").replace(/\/+$/, ""),
    version: Deno.env.get("WHATSAPP_API_VERSION") ?? "v21.0",
    token: Deno.env.get("WHATSAPP_ACCESS_TOKEN") ?? "",
    phoneNumberId: Deno.env.get("WHATSAPP_PHONE_NUMBER_ID") ?? "",
  };
}

function payload(to: string, message: OutgoingWhatsApp, callbackData?: string) {
  const base = {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: to.replace(/^\+/, ""),
    ...(callbackData ? { biz_opaque_callback_data: callbackData } : {}),
  };
  if (message.type === "text")
    return { ...base, type: "text", text: { preview_url: false, body: message.text } };
  const text = (value: string) => ({ type: "text", text: value });
  return {
    ...base,
    type: "template",
    template: {
      name: message.name,
      language: { code: message.language },
      components: [
        { type: "body", parameters: message.parameters.map(text) },
        ...(message.codeButton
          ? [
              {
                type: "button",
                sub_type: "url",
                index: "0",
                parameters: [text(message.parameters[0] ?? "")],
              },
            ]
          : []),
      ],
    },
  };
}

async function reason(response: Response) {
  const body = await response.text().catch(() => "");
  let message = body;
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown; code?: unknown } };
    if (typeof parsed.error?.message === "string")
      message = `${parsed.error.message} (code ${parsed.error.code})`;
  } catch {
    // Not JSON: the text itself.
  }
  return `WhatsApp answered ${response.status}${message ? `: ${message.slice(0, 300)}` : ""}`;
}

/**
 * Sends one message through `POST /<version>/<phone-number-id>/messages`. `callbackData`
 * (biz_opaque_callback_data) comes back in the message's statuses. 429, 5xx and network
 * failures are worth another try (with the answer's Retry-After), other refusals are final.
 */
export async function sendWhatsApp(
  cloud: WhatsAppCloud,
  to: string,
  message: OutgoingWhatsApp,
  callbackData?: string,
): Promise<CloudAnswer> {
  if (!cloud.token || !cloud.phoneNumberId)
    return {
      outcome: "retry",
      error: "WHATSAPP_ACCESS_TOKEN or WHATSAPP_PHONE_NUMBER_ID is not set",
    };
  let response: Response;
  try {
    response = await fetch(`${cloud.url}/${cloud.version}/${cloud.phoneNumberId}/messages`, {
      method: "POST",
      headers: { authorization: `Bearer ${cloud.token}`, "content-type": "application/json" },
      body: JSON.stringify(payload(to, message, callbackData)),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    return {
      outcome: "retry",
      error: `WhatsApp unreachable: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  if (response.ok) {
    const body = (await response.json().catch(() => ({}))) as {
      messages?: Array<{ id?: unknown }>;
    };
    const id = body.messages?.[0]?.id;
    return { outcome: "sent", messageId: typeof id === "string" ? id : "" };
  }
  const error = await reason(response);
  if (isRetryableStatus(response.status))
    return {
      outcome: "retry",
      error,
      retryAfterMs: parseRetryAfter(response.headers.get("retry-after")),
    };
  return { outcome: "failed", error };
}
