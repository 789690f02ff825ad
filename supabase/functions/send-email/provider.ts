import { isRetryableStatus, parseRetryAfter } from "../_shared/portable/email-retry.ts";
import { headerValue } from "../_shared/portable/header-value.ts";

/** One mail as the provider's HTTP API takes it (Resend's `POST /emails`). */
export interface OutgoingEmail {
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  idempotencyKey: string;
}

export type ProviderAnswer =
  | { outcome: "sent"; providerId: string }
  | { outcome: "retry"; error: string; retryAfterMs?: number }
  | { outcome: "failed"; error: string };

export interface Provider {
  url: string;
  key: string;
}

const REQUEST_TIMEOUT_MS = 15_000;

/**
 * The provider's URL and key from the function's secrets: `EMAIL_API_URL` (default Resend's)
 * and `RESEND_API_KEY`.
 */
export function providerFromEnv(): Provider {
  return {
    url: (Deno.env.get("EMAIL_API_URL") ?? "https://api.resend.com").replace(/\/+$/, ""),
    key: Deno.env.get("RESEND_API_KEY") ?? "",
  };
}

async function reason(response: Response) {
  const body = await response.text().catch(() => "");
  let message = body;
  try {
    const parsed = JSON.parse(body) as { message?: unknown; name?: unknown };
    if (typeof parsed.message === "string") message = parsed.message;
  } catch {
    // Not JSON: the text itself.
  }
  return `provider answered ${response.status}${message ? `: ${message.slice(0, 300)}` : ""}`;
}

/**
 * Sends one mail with its outbox row's idempotency key, so a mail sent again after a crash is
 * answered by the provider without a second copy. 429, 5xx and network failures are worth
 * another try (with the provider's Retry-After), other refusals are final. Every header value
 * (sender, recipient, reply-to, subject, the extra headers) loses its control characters here,
 * whatever wrote it: a title with CR/LF cannot start a header of its own.
 */
export async function sendThroughProvider(
  provider: Provider,
  mail: OutgoingEmail,
): Promise<ProviderAnswer> {
  if (!provider.key) return { outcome: "retry", error: "RESEND_API_KEY is not set" };
  let response: Response;
  try {
    response = await fetch(`${provider.url}/emails`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${provider.key}`,
        "content-type": "application/json",
        "idempotency-key": mail.idempotencyKey,
        "user-agent": "tour-partner-portal-send-email",
      },
      body: JSON.stringify({
        from: headerValue(mail.from),
        to: [headerValue(mail.to)],
        reply_to: headerValue(mail.replyTo),
        subject: headerValue(mail.subject),
        html: mail.html,
        text: mail.text,
        headers: Object.fromEntries(
          Object.entries(mail.headers).map(([name, value]) => [name, headerValue(value)]),
        ),
      }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    return {
      outcome: "retry",
      error: `provider unreachable: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  if (response.ok) {
    const body = (await response.json().catch(() => ({}))) as { id?: unknown };
    return { outcome: "sent", providerId: typeof body.id === "string" ? body.id : "" };
  }
  const error = await reason(response);
  if (isRetryableStatus(response.status)) {
    return {
      outcome: "retry",
      error,
      retryAfterMs: parseRetryAfter(response.headers.get("retry-after")),
    };
  }
  return { outcome: "failed", error };
}
