import { createHash, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { bearerToken, readJson, sendJson } from "../lib/http.ts";
import type { MailboxFaults } from "./faults.ts";
import type { StoredMail } from "./mail-store.ts";

/** What `POST /emails` takes: Resend's send-email payload (the fields this stand-in keeps). */
interface SendEmailPayload {
  from?: unknown;
  to?: unknown;
  subject?: unknown;
  html?: unknown;
  text?: unknown;
  reply_to?: unknown;
  headers?: unknown;
}

interface Store {
  add(mail: StoredMail): Promise<void>;
  byIdempotencyKey(key: string): StoredMail | undefined;
}

function error(res: ServerResponse, status: number, name: string, message: string) {
  sendJson(res, status, { statusCode: status, name, message });
}

function addresses(value: unknown): string[] | undefined {
  const list = typeof value === "string" ? [value] : Array.isArray(value) ? value : undefined;
  if (!list?.length || !list.every((a) => typeof a === "string" && a.includes("@")))
    return undefined;
  return list as string[];
}

function stringRecord(value: unknown): Record<string, string> {
  if (!value || typeof value !== "object") return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}

/**
 * Resend's `POST /emails` as the product's sender speaks it: a Bearer key, a JSON payload
 * (from, to, subject, html, text, reply_to, headers), `{ id }` in answer, and Resend's
 * `Idempotency-Key`: the same key with the same payload answers the first mail's id without
 * storing it again; with another payload 409 `invalid_idempotent_request`.
 */
export function createEmailApi(store: Store, faults: MailboxFaults) {
  const inFlight = new Set<string>();

  return async function sendEmail(req: IncomingMessage, res: ServerResponse) {
    if (!bearerToken(req))
      return error(res, 401, "missing_api_key", "Missing API key in the authorization header.");
    const payload = (await readJson(req)) as SendEmailPayload | undefined;
    if (!payload) return error(res, 422, "validation_error", "The body is not valid JSON.");
    const to = addresses(payload.to);
    const fault = faults.take(to ?? []);
    if (fault) {
      const headers: Record<string, string> =
        fault.retryAfter !== undefined ? { "retry-after": String(fault.retryAfter) } : {};
      return sendJson(
        res,
        fault.status,
        { statusCode: fault.status, name: fault.name, message: fault.message },
        headers,
      );
    }
    if (typeof payload.from !== "string" || !payload.from)
      return error(res, 422, "validation_error", "The `from` field is missing.");
    if (!to)
      return error(
        res,
        422,
        "validation_error",
        "The `to` field must be one or more e-mail addresses.",
      );
    if (typeof payload.subject !== "string" || !payload.subject)
      return error(res, 422, "validation_error", "The `subject` field is missing.");
    if (typeof payload.html !== "string" && typeof payload.text !== "string")
      return error(res, 422, "validation_error", "Give `html` or `text`.");

    const key = req.headers["idempotency-key"];
    const idempotencyKey = typeof key === "string" && key ? key : undefined;
    const fingerprint = createHash("sha256").update(JSON.stringify(payload)).digest("hex");
    if (idempotencyKey) {
      const earlier = store.byIdempotencyKey(idempotencyKey);
      if (earlier) {
        if (earlier.fingerprint !== fingerprint) {
          return error(
            res,
            409,
            "invalid_idempotent_request",
            "Same idempotency key used with a different request payload.",
          );
        }
        return sendJson(res, 200, { id: earlier.id });
      }
      if (inFlight.has(idempotencyKey)) {
        return error(
          res,
          409,
          "concurrent_idempotent_requests",
          "Same idempotency key used while the original request is still in progress.",
        );
      }
      inFlight.add(idempotencyKey);
    }
    try {
      const mail: StoredMail = {
        id: randomUUID(),
        sentAt: new Date().toISOString(),
        source: "api",
        from: payload.from,
        to: to[0] ?? "",
        recipients: to,
        replyTo: addresses(payload.reply_to)?.[0],
        subject: payload.subject,
        html: typeof payload.html === "string" ? payload.html : "",
        text: typeof payload.text === "string" ? payload.text : "",
        headers: stringRecord(payload.headers),
        idempotencyKey,
        fingerprint,
      };
      await store.add(mail);
      sendJson(res, 200, { id: mail.id });
    } finally {
      if (idempotencyKey) inFlight.delete(idempotencyKey);
    }
  };
}
