import { ApiError } from "@/lib/api-error";

/**
 * The message to show for a failed request: the server's own words when it gave any. The API
 * answers `{message}`; its error's own message is product §8's "<status>: <body>", not for people.
 */
export function errorMessage(error: unknown, fallback: string) {
  if (error instanceof ApiError) return apiMessage(error.body) ?? fallback;
  return error instanceof Error && error.message.trim() ? error.message : fallback;
}

function apiMessage(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { message?: unknown; msg?: unknown };
    const message = parsed.message ?? parsed.msg;
    return typeof message === "string" && message.trim() ? message : undefined;
  } catch {
    return body.trim() || undefined;
  }
}

/**
 * product §8's failure sentence for an admin change ("Failed to update user."), followed by the
 * server's reason when it refused the change (4xx: "You cannot remove your own admin access."),
 * so the admin sees both what failed and why. A crash or a lost connection gets the sentence.
 */
export function failureMessage(error: unknown, sentence: string) {
  if (!(error instanceof ApiError) || error.status >= 500) return sentence;
  const reason = apiMessage(error.body);
  return reason && reason !== sentence ? `${sentence} ${reason}` : sentence;
}
