import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { bearerToken, readJson, sendJson } from "../lib/http.ts";
import { LOCAL_WHATSAPP } from "./credentials.ts";
import { graphError, type WhatsAppFaults } from "./faults.ts";
import {
  e164,
  type StoredTemplate,
  type StoredWhatsAppMessage,
  type WhatsAppMessageStore,
} from "./message-store.ts";
import { newMessageId } from "./webhooks.ts";

/** The Cloud API's `/<version>/<phone-number-id>/messages` path. */
export const SEND_PATH = /^\/(v\d+\.\d+)\/([^/]+)\/messages$/;

/** The Cloud API's text limit for `text.body`. */
const MAX_TEXT = 4096;

function graph(
  res: ServerResponse,
  status: number,
  error: { code: number; message: string; details?: string; subcode?: number },
  headers: Record<string, string> = {},
) {
  sendJson(
    res,
    status,
    {
      error: {
        message: error.message,
        type: "OAuthException",
        code: error.code,
        ...(error.subcode ? { error_subcode: error.subcode } : {}),
        ...(error.details
          ? { error_data: { messaging_product: "whatsapp", details: error.details } }
          : {}),
        fbtrace_id: randomBytes(9).toString("base64url"),
      },
    },
    headers,
  );
}

const invalid = (res: ServerResponse, details: string) =>
  graph(res, 400, { code: 100, message: "(#100) Invalid parameter", details });

function templateOf(value: unknown): StoredTemplate | undefined {
  if (!value || typeof value !== "object") return undefined;
  const { name, language, components = [] } = value as Record<string, unknown>;
  const code = (language as { code?: unknown } | undefined)?.code;
  if (typeof name !== "string" || !name || typeof code !== "string" || !Array.isArray(components))
    return undefined;
  const parameters: string[] = [];
  for (const component of components as Array<{ parameters?: unknown }>) {
    for (const p of Array.isArray(component?.parameters) ? component.parameters : []) {
      if (p && typeof p === "object" && typeof (p as { text?: unknown }).text === "string")
        parameters.push((p as { text: string }).text);
    }
  }
  return { name, language: code, parameters };
}

/**
 * `POST /<version>/<phone-number-id>/messages` as the Cloud API answers it: the bearer token
 * (190 otherwise), the platform's phone-number id (100, subcode 33 otherwise), a `text` or
 * `template` message to a number, `{messaging_product, contacts, messages: [{id}]}` in answer.
 * `onAccepted` runs after the answer (the copy's statuses follow it, as the provider's do).
 */
export function createCloudApi(
  store: WhatsAppMessageStore,
  faults: WhatsAppFaults,
  onAccepted: (message: StoredWhatsAppMessage, undeliverable: boolean) => void,
) {
  return async function sendMessage(req: IncomingMessage, res: ServerResponse, phoneId: string) {
    if (bearerToken(req) !== LOCAL_WHATSAPP.accessToken)
      return graph(res, 401, {
        code: 190,
        message: "Invalid OAuth access token - Cannot parse access token",
      });
    if (phoneId !== LOCAL_WHATSAPP.phoneNumberId)
      return graph(res, 400, {
        code: 100,
        subcode: 33,
        message: `Unsupported post request. Object with ID '${phoneId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
      });
    const body = await readJson(req);
    if (!body) return invalid(res, "The body is not valid JSON.");
    if (body.messaging_product !== "whatsapp")
      return invalid(res, "messaging_product must be whatsapp.");
    const to = e164(body.to);
    if (!to) return invalid(res, "to must be a phone number in international format.");
    const fault = faults.take(to);
    if (fault && !fault.undeliverable) {
      const headers: Record<string, string> =
        fault.retryAfter !== undefined ? { "retry-after": String(fault.retryAfter) } : {};
      return graph(res, fault.status, graphError(fault.status) as never, headers);
    }
    const message: StoredWhatsAppMessage = {
      id: newMessageId(),
      direction: "outbound",
      to,
      from: `+${LOCAL_WHATSAPP.displayPhoneNumber}`,
      type: "text",
      status: "accepted",
      statuses: [{ status: "accepted", at: new Date().toISOString() }],
      sentAt: new Date().toISOString(),
    };
    if (typeof body.biz_opaque_callback_data === "string")
      message.bizOpaqueCallbackData = body.biz_opaque_callback_data;
    if (body.type === "template") {
      const template = templateOf(body.template);
      if (!template) return invalid(res, "template needs a name and language.code.");
      message.type = "template";
      message.template = template;
    } else if (body.type === undefined || body.type === "text") {
      const text = (body.text as { body?: unknown } | undefined)?.body;
      if (typeof text !== "string" || !text.trim()) return invalid(res, "text.body is required.");
      if (text.length > MAX_TEXT)
        return invalid(res, `text.body is longer than ${MAX_TEXT} characters.`);
      message.text = text;
    } else {
      return invalid(res, `The local copy sends text and template messages, not ${body.type}.`);
    }
    await store.add(message);
    sendJson(res, 200, {
      messaging_product: "whatsapp",
      contacts: [{ input: String(body.to), wa_id: to.slice(1) }],
      messages: [
        { id: message.id, ...(message.type === "template" ? { message_status: "accepted" } : {}) },
      ],
    });
    onAccepted(message, fault?.undeliverable === true);
  };
}
