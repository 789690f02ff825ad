import { LOGIN_REDIRECT_DELAY_MS } from "@/config/timers";
import { ApiError } from "@/lib/api-error";
import { reportedOffline } from "@/lib/offline/offline-error";
import { signInPath } from "@/lib/return-path";
import { notifyError } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";

export const BID_SUBMITTED = "Your bid has been submitted successfully!";
export const BID_FAILED = "Failed to submit bid. Please try again.";
export const LOGGED_OUT = "You are logged out. Logging in again...";

/**
 * product §8 for a refused bid: signed out, "Unauthorized" then the sign-in page after 500 ms
 * (which returns here); a rule of
 * bidding (409) or of who may bid (403), the server's own sentence; anything else, the
 * generic failure.
 */
export function reportBidFailure(error: unknown) {
  if (reportedOffline(error, notifyError)) return;
  if (error instanceof ApiError && error.status === 401) {
    notifyError({ title: "Unauthorized", description: LOGGED_OUT });
    setTimeout(() => window.location.assign(signInPath()), LOGIN_REDIRECT_DELAY_MS);
    return;
  }
  const ruleBroken = error instanceof ApiError && (error.status === 409 || error.status === 403);
  notifyError({
    title: "Error",
    description: ruleBroken ? errorMessage(error, BID_FAILED) : BID_FAILED,
  });
}
