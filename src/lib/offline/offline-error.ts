import { ApiError } from "@/lib/api-error";

export const OFFLINE_TITLE = "You are offline";
export const OFFLINE_WRITE =
  "Nothing was sent. What you entered is still here: send it again once you are back online.";

/** A change refused before it left the device, because the device has no connection. */
export class OfflineError extends ApiError {
  constructor() {
    super(0, "Offline", JSON.stringify({ message: OFFLINE_WRITE }));
    this.name = "OfflineError";
  }
}

export function isOfflineError(error: unknown): error is OfflineError {
  return error instanceof OfflineError;
}

/** Whether the browser says it has no connection (a phone in a field). */
export function isOffline() {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

/**
 * Tells the user a change was refused for want of a connection; true when `error` was that, so
 * a form's own failure message is not shown on top of it.
 */
export function reportedOffline(
  error: unknown,
  notify: (message: { title: string; description: string }) => void,
) {
  if (!isOfflineError(error)) return false;
  notify({ title: OFFLINE_TITLE, description: OFFLINE_WRITE });
  return true;
}
