import { fieldErrorsOf } from "@/lib/api-error";
import { notifyError, notifySuccess } from "@/lib/toast";
import { failureMessage } from "@/utils/error-message";

export type AdminChangeOutcome = { ok: true } | { ok: false; error: unknown };

/**
 * Runs an admin's change with product §8's toasts: "Success" with `success`, or "Error" with
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

/**
 * Saves an admin's create or edit form with product §8's toasts ("Legal document created
 * successfully!", "Failed to update legal document."); then `onSaved`, or, when the server
 * refused the payload, its messages per field for the form to show.
 */
export async function saveAdminForm(
  noun: string,
  verb: "create" | "update",
  change: () => Promise<unknown>,
  onSaved: () => void,
): Promise<Record<string, string[]> | undefined> {
  const outcome = await runAdminChange(change, {
    success: `${noun} ${verb}d successfully!`,
    failure: `Failed to ${verb} ${noun.toLowerCase()}.`,
  });
  if (!outcome.ok) return fieldErrorsOf(outcome.error);
  onSaved();
  return undefined;
}

/** A mutation as a form dialog uses it: sent with its input, pending meanwhile. */
interface FormMutation<Input> {
  mutateAsync: (input: Input) => Promise<unknown>;
  isPending: boolean;
}

/**
 * The save of an admin's create-or-edit dialog, through saveAdminForm: `update` the item it
 * edits, else `create` one; `pending` while either runs.
 */
export function createOrUpdateSave<Payload>(
  noun: string,
  item: { id: string } | null,
  mutations: {
    create: FormMutation<Payload>;
    update: FormMutation<{ id: string; payload: Payload }>;
  },
  onSaved: () => void,
) {
  const { create, update } = mutations;
  const save = (payload: Payload) =>
    saveAdminForm(
      noun,
      item ? "update" : "create",
      () => (item ? update.mutateAsync({ id: item.id, payload }) : create.mutateAsync(payload)),
      onSaved,
    );
  return { save, pending: create.isPending || update.isPending };
}
