import { notifyError, notifySuccess } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";

/**
 * A mutation's `onSuccess` and `onError` with SPEC §8's toasts: "Success" with `texts.success`,
 * then `then` (reset and close the form); or "Error" with the server's words, else
 * `texts.failure`.
 */
export function toastOutcome(texts: { success: string; failure: string }, then?: () => void) {
  return {
    onSuccess: () => {
      notifySuccess({ title: "Success", description: texts.success });
      then?.();
    },
    onError: (failure: unknown) =>
      notifyError({ title: "Error", description: errorMessage(failure, texts.failure) }),
  };
}
