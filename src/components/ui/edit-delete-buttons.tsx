/** Red outline whose text keeps AA contrast in both themes (daisyUI's error red does not on white). */
export const DELETE_BUTTON =
  "btn btn-sm btn-outline border-current text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950";

export interface EditDeleteButtonsProps {
  /** What the buttons act on, for their accessible names ("Edit <name>", "Delete <name>"). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** An admin list item's Edit and Delete buttons; the caller places them. */
export function EditDeleteButtons({ name, onEdit, onDelete }: EditDeleteButtonsProps) {
  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-outline"
        aria-label={`Edit ${name}`}
        onClick={onEdit}
      >
        Edit
      </button>
      <button
        type="button"
        className={DELETE_BUTTON}
        aria-label={`Delete ${name}`}
        onClick={onDelete}
      >
        Delete
      </button>
    </>
  );
}
