import { ApiError } from "@/lib/api-error";

/**
 * The message to show for a failed request: the server's own words when it gave any. The API
 * answers `{message}`; its error's own message is SPEC §8's "<status>: <body>", not for people.
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
