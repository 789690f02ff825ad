import { ApiError } from "@/lib/api-client";
import { errorMessage } from "@/utils/error-message";

/**
 * The server's own sentence for a refused change ("The PDF must be 10MB or smaller"); the
 * form's fallback for a crash or a lost connection.
 */
export function failureMessage(error: unknown, fallback: string) {
  return error instanceof ApiError && error.status < 500 ? errorMessage(error, fallback) : fallback;
}
