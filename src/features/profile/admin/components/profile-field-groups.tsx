import { CATEGORY_LABELS } from "../labels";
import type { ProfileField } from "../types";
import { groupByCategory } from "./group-fields";
import { ProfileFieldRow } from "./profile-field-row";

export interface ProfileFieldGroupsProps {
  fields: readonly ProfileField[];
  onEdit: (field: ProfileField) => void;
  onDelete: (field: ProfileField) => void;
}

/** The fields grouped by category and sorted by display order (product §2). */
export function ProfileFieldGroups({ fields, onEdit, onDelete }: ProfileFieldGroupsProps) {
  if (fields.length === 0) {
    return (
      <div className="card bg-base-100 shadow-sm">
        <p className="card-body items-center text-center text-base-content/75">
          No profile fields created yet. Add your first field to get started.
        </p>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      {groupByCategory(fields).map((group) => (
        <section
          key={group.category}
          className="card bg-base-100 shadow-sm"
          aria-labelledby={`category-${group.category}`}
        >
          <div className="card-body gap-0 p-4 sm:p-6">
            <div className="flex items-center gap-2">
              <h2 id={`category-${group.category}`} className="card-title">
                {CATEGORY_LABELS[group.category]}
              </h2>
              <span className="badge badge-ghost badge-sm">
                {group.fields.length} {group.fields.length === 1 ? "field" : "fields"}
              </span>
            </div>
            <ul className="divide-y divide-base-300">
              {group.fields.map((field) => (
                <ProfileFieldRow key={field.id} field={field} onEdit={onEdit} onDelete={onDelete} />
              ))}
            </ul>
          </div>
        </section>
      ))}
    </div>
  );
}
