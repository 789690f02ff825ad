import { DeleteDialog } from "@/components/ui/delete-dialog";
import { useDeleteProfileField } from "../api/delete-profile-field";
import type { ProfileField } from "../types";

export interface DeleteProfileFieldDialogProps {
  /** The field to delete; null keeps the dialog closed. */
  field: ProfileField | null;
  onClose: () => void;
}

/** Deleting asks first (product §2); the toasts are product §8's. */
export function DeleteProfileFieldDialog({ field, onClose }: DeleteProfileFieldDialogProps) {
  const remove = useDeleteProfileField();
  return (
    <DeleteDialog
      item={field}
      title="Delete Profile Field"
      confirmLabel="Delete Field"
      texts={{
        success: "Profile field deleted successfully!",
        failure: "Failed to delete profile field.",
      }}
      remove={(doomed) => remove.mutateAsync(doomed.id)}
      pending={remove.isPending}
      onClose={onClose}
    >
      <p>
        Are you sure you want to delete the field <strong>{field?.fieldLabel}</strong> (
        <code>{field?.fieldName}</code>)? Partners will no longer see it in their profile. This
        cannot be undone.
      </p>
    </DeleteDialog>
  );
}
