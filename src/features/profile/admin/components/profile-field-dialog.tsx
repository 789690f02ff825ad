import { useId } from "react";
import { FormDialog } from "@/components/ui/form-dialog";
import { createOrUpdateSave } from "@/lib/admin-change";
import { useCreateProfileField } from "../api/create-profile-field";
import { useUpdateProfileField } from "../api/update-profile-field";
import type { ProfileField } from "../types";
import { ProfileFieldForm } from "./profile-field-form";

export interface ProfileFieldDialogProps {
  open: boolean;
  /** The field to edit; null to add one. */
  field: ProfileField | null;
  onClose: () => void;
}

/** Add Field and Edit: the form, saved with the toasts of product §8. */
export function ProfileFieldDialog({ open, field, onClose }: ProfileFieldDialogProps) {
  const formId = useId();
  const create = useCreateProfileField();
  const update = useUpdateProfileField();
  const { save, pending } = createOrUpdateSave("Profile field", field, { create, update }, onClose);

  return (
    <FormDialog
      open={open}
      size="lg"
      title={field ? "Edit Profile Field" : "Add Profile Field"}
      description={
        field
          ? `Changes apply to every partner's profile form.`
          : "A new question in the partners' profile form."
      }
      onClose={onClose}
      formId={formId}
      pending={pending}
      submitLabel={field ? "Update Field" : "Create Field"}
    >
      <ProfileFieldForm key={field?.id ?? "new"} id={formId} field={field} onSubmit={save} />
    </FormDialog>
  );
}
