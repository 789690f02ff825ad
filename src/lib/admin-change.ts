import { notifyError, notifySuccess } from "@/lib/toast";
import { failureMessage } from "@/utils/error-message";

export type AdminChangeOutcome = { ok: true } | { ok: false; error: unknown };

/**
 * Runs an admin's change with SPEC §8's toasts: "Success" with `success`, or "Error" with
 * `failure` and the server's reason. The outcome carries the error for a form's field messages.
 */
export async function runAdminChange(
  change: () => Promise<unknown>,
  texts: { success: string; failure: string },
): Promise<AdminChangeOutcome> {
  try {
    await change();
  } catch (error) {
    notifyError({ title: "Error", description: failureMessage(error, texts.failure) });
    return { ok: false, error };
  }
  notifySuccess({ title: "Success", description: texts.success });
  return { ok: true };
}
