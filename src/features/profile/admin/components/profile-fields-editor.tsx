import { useState } from "react";
import { QueryState } from "@/components/ui/query-state";
import { useCreateOrEditDialog } from "@/hooks/use-create-or-edit-dialog";
import { useProfileFields } from "../api/get-profile-fields";
import type { ProfileField } from "../types";
import { DeleteProfileFieldDialog } from "./delete-profile-field-dialog";
import { ProfileFieldDialog } from "./profile-field-dialog";
import { ProfileFieldGroups } from "./profile-field-groups";
import { ProfileFieldsOverview } from "./profile-fields-overview";

/** product §2 Profile Fields Editor: overview, the fields by category, add, edit and delete. */
export function ProfileFieldsEditor() {
  const fields = useProfileFields();
  const editing = useCreateOrEditDialog<ProfileField>();
  const [deleting, setDeleting] = useState<ProfileField | null>(null);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">Profile Fields Editor</h1>
          <p className="mt-1 text-base-content/75">
            The questions partners answer in their business profile.
          </p>
        </div>
        <button type="button" className="btn btn-primary" onClick={editing.create}>
          Add Field
        </button>
      </div>
      <QueryState
        isPending={fields.isPending}
        error={fields.error}
        onRetry={() => void fields.refetch()}
        label="Loading profile fields..."
      >
        <ProfileFieldsOverview fields={fields.data ?? []} />
        <ProfileFieldGroups
          fields={fields.data ?? []}
          onEdit={editing.edit}
          onDelete={setDeleting}
        />
      </QueryState>
      <ProfileFieldDialog open={editing.open} field={editing.item} onClose={editing.close} />
      <DeleteProfileFieldDialog field={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
