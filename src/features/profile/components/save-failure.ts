import type { Path, UseFormSetError } from "react-hook-form";
import { LOGIN_REDIRECT_DELAY_MS } from "@/config/timers";
import { ApiError } from "@/lib/api-client";
import { reportedOffline } from "@/lib/offline/offline-error";
import { signInPath } from "@/lib/return-path";
import { notifyError } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import type { ProfileFormValues } from "./profile-form-values";
import { formErrorKey } from "./profile-resolver";

export const PROFILE_FAILURE = "Failed to update profile. Please try again.";

/**
 * product §8 for a failed save: a lost session gets the Unauthorized toast and, after 500 ms,
 * the sign-in page, which returns here; the server's field messages go under their inputs; anything else is a toast.
 */
export function reportSaveFailure(error: unknown, setError: UseFormSetError<ProfileFormValues>) {
  if (reportedOffline(error, notifyError)) return;
  if (error instanceof ApiError && error.status === 401) {
    notifyError({ title: "Unauthorized", description: "You are logged out. Logging in again..." });
    setTimeout(() => window.location.assign(signInPath()), LOGIN_REDIRECT_DELAY_MS);
    return;
  }
  const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
  let first = true;
  for (const [key, [message] = []] of Object.entries(fieldErrors)) {
    if (!message) continue;
    setError(formErrorKey(key) as Path<ProfileFormValues>, { message }, { shouldFocus: first });
    first = false;
  }
  const clientError = error instanceof ApiError && error.status >= 400 && error.status < 500;
  notifyError({
    title: "Error",
    description: clientError ? errorMessage(error, PROFILE_FAILURE) : PROFILE_FAILURE,
  });
}
