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

/** Red outline whose text keeps AA contrast in both themes (daisyUI's error red does not on white). */
const DELETE_BUTTON =
  "btn btn-sm btn-outline border-current text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950";

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
        <button
          type="button"
          className="btn btn-sm btn-outline"
          aria-label={`Edit ${field.fieldLabel}`}
          onClick={() => onEdit(field)}
        >
          Edit
        </button>
        <button
          type="button"
          className={DELETE_BUTTON}
          aria-label={`Delete ${field.fieldLabel}`}
          onClick={() => onDelete(field)}
        >
          Delete
        </button>
      </div>
    </li>
  );
}
