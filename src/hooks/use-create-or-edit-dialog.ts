import { useState } from "react";

/**
 * The state of a create-or-edit dialog: closed, open on a new item (`item` null), or open on
 * the item being edited.
 */
export function useCreateOrEditDialog<T>() {
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  return {
    open: editing !== null,
    item: editing?.item ?? null,
    create: () => setEditing({ item: null }),
    edit: (item: T) => setEditing({ item }),
    close: () => setEditing(null),
  };
}
