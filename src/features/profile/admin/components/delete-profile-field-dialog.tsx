import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { runAdminChange } from "@/lib/admin-change";
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
    const outcome = await runAdminChange(() => remove.mutateAsync(field.id), {
      success: "Profile field deleted successfully!",
      failure: "Failed to delete profile field.",
    });
    if (outcome.ok) onClose();
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
