import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { notifyError, notifySuccess } from "@/lib/toast";
import { failureMessage } from "@/utils/error-message";
import { useDeleteProfileField } from "../api/delete-profile-field";
import type { ProfileField } from "../types";

export interface DeleteProfileFieldDialogProps {
  /** The field to delete; null keeps the dialog closed. */
  field: ProfileField | null;
  onClose: () => void;
}

/** Deleting asks first (SPEC §2); the toasts are SPEC §8's. */
export function DeleteProfileFieldDialog({ field, onClose }: DeleteProfileFieldDialogProps) {
  const remove = useDeleteProfileField();

  const confirm = async () => {
    if (!field) return;
    try {
      await remove.mutateAsync(field.id);
    } catch (error) {
      notifyError({
        title: "Error",
        description: failureMessage(error, "Failed to delete profile field."),
      });
      return;
    }
    notifySuccess({ title: "Success", description: "Profile field deleted successfully!" });
    onClose();
  };

  return (
    <ConfirmDialog
      open={field !== null}
      title="Delete Profile Field"
      confirmLabel="Delete Field"
      danger
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>
        Are you sure you want to delete the field <strong>{field?.fieldLabel}</strong> (
        <code>{field?.fieldName}</code>)? Partners will no longer see it in their profile. This
        cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
