import { notifyError, notifySuccess } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";

/**
 * A mutation's `onSuccess` and `onError` with product §8's toasts: "Success" with `texts.success`,
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

/**
 * Waits for a request; when it fails, toasts `failure.title` with the server's words (else
 * `failure.fallback`) and answers `{ ok: false }`, so a form can stop there.
 */
export async function toastFailure<T>(
  pending: Promise<T>,
  failure: { title: string; fallback: string },
): Promise<{ ok: true; value: T } | { ok: false }> {
  try {
    return { ok: true, value: await pending };
  } catch (error) {
    notifyError({ title: failure.title, description: errorMessage(error, failure.fallback) });
    return { ok: false };
  }
}
