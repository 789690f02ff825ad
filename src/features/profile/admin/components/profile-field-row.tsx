import { EditDeleteButtons } from "@/components/ui/edit-delete-buttons";
import { FIELD_TYPE_LABELS } from "../labels";
import type { ProfileField } from "../types";
import { isChoiceType } from "./field-form-values";

export interface ProfileFieldRowProps {
  field: ProfileField;
  onEdit: (field: ProfileField) => void;
  onDelete: (field: ProfileField) => void;
}

function optionCount(field: ProfileField) {
  const count = field.fieldOptions?.length ?? 0;
  return `${count} ${count === 1 ? "option" : "options"}`;
}

/** One field: label, internal name, type, order, options, its flags and the two actions. */
export function ProfileFieldRow({ field, onEdit, onDelete }: ProfileFieldRowProps) {
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-words">{field.fieldLabel}</h3>
          {field.isRequired ? <span className="badge badge-warning badge-sm">Required</span> : null}
          {field.isActive ? null : <span className="badge badge-neutral badge-sm">Inactive</span>}
        </div>
        <p className="mt-0.5 font-mono text-sm break-all text-base-content/75">{field.fieldName}</p>
        <ul className="mt-2 flex flex-wrap gap-2 text-xs" aria-label="Details">
          <li className="badge badge-outline badge-sm">{FIELD_TYPE_LABELS[field.fieldType]}</li>
          <li className="badge badge-ghost badge-sm">Order {field.displayOrder}</li>
          {isChoiceType(field.fieldType) ? (
            <li className="badge badge-ghost badge-sm">{optionCount(field)}</li>
          ) : null}
        </ul>
      </div>
      <div className="flex shrink-0 gap-2">
        <EditDeleteButtons
          name={field.fieldLabel}
          onEdit={() => onEdit(field)}
          onDelete={() => onDelete(field)}
        />
      </div>
    </li>
  );
}
