import type { JSONValue } from "postgres";
import { serviceRole } from "../_shared/server/db.ts";
import { isSignedByMeta } from "../_shared/server/hub-signature.ts";
import { sameSecret } from "../_shared/server/service-caller.ts";
import {
  isUnavailable,
  RETRY_AFTER_SECONDS,
  UNAVAILABLE_MESSAGE,
} from "../_shared/server/unavailable.ts";
import { readNotification } from "./notification.ts";

/**
 * WhatsApp's webhook, registered in the Meta app as
 * `https://<ref>.supabase.co/functions/v1/whatsapp-webhook` (README "WhatsApp"). GET is Meta's
 * verification handshake; a POST is a notification, recorded only when its X-Hub-Signature-256
 * is the app secret's HMAC of the raw body (401 and nothing written otherwise).
 */

const MAX_BODY_BYTES = 1024 * 1024;

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}

function handshake(url: URL) {
  const token = Deno.env.get("WHATSAPP_VERIFY_TOKEN") ?? "";
  const mode = url.searchParams.get("hub.mode");
  const given = url.searchParams.get("hub.verify_token") ?? "";
  const challenge = url.searchParams.get("hub.challenge") ?? "";
  if (mode !== "subscribe" || !token || !sameSecret(given, token))
    return json(403, { message: "The verify token does not match." });
  return new Response(challenge, { status: 200, headers: { "content-type": "text/plain" } });
}

async function notification(request: Request) {
  const raw = new Uint8Array(await request.arrayBuffer());
  if (raw.byteLength > MAX_BODY_BYTES)
    return json(413, { message: "The notification is too large." });
  const signed = await isSignedByMeta(
    raw,
    request.headers.get("x-hub-signature-256"),
    Deno.env.get("WHATSAPP_APP_SECRET") ?? "",
  );
  if (!signed) return json(401, { message: "The signature is missing or wrong." });
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(raw));
  } catch {
    return json(400, { message: "The notification is not JSON." });
  }
  const { messages, statuses } = readNotification(body);
  const recorded = await serviceRole(async (tx) => {
    const [landed] = await tx<{ n: number }[]>`
      select private.receive_whatsapp_messages(${tx.json(messages as unknown as JSONValue)}::jsonb) as n
    `;
    const [moved] = await tx<{ n: number }[]>`
      select private.record_whatsapp_statuses(${tx.json(statuses as unknown as JSONValue)}::jsonb) as n
    `;
    return { messages: landed?.n ?? 0, statuses: moved?.n ?? 0 };
  });
  return json(200, recorded);
}

Deno.serve(async (request) => {
  try {
    if (request.method === "GET") return handshake(new URL(request.url));
    if (request.method === "POST") return await notification(request);
    return json(405, { message: "Method not allowed" }, { allow: "GET, POST" });
  } catch (error) {
    if (isUnavailable(error))
      return json(
        503,
        { message: UNAVAILABLE_MESSAGE },
        { "retry-after": String(RETRY_AFTER_SECONDS) },
      );
    const requestId = crypto.randomUUID();
    console.error(`[${requestId}] whatsapp-webhook:`, error);
    return json(500, { message: `Internal server error (${requestId})` });
  }
});
