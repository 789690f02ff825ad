import type { ReactNode } from "react";
import { runAdminChange } from "@/lib/admin-change";
import { ConfirmDialog } from "./confirm-dialog";

export interface DeleteDialogProps<T> {
  /** What to delete; null keeps the dialog closed. */
  item: T | null;
  title: string;
  confirmLabel: string;
  /** product §8's toasts for the deletion. */
  texts: { success: string; failure: string };
  remove: (item: T) => Promise<unknown>;
  pending: boolean;
  onClose: () => void;
  /** What goes with it, said before the admin confirms. */
  children: ReactNode;
}

/** Deleting asks first, in red; the dialog closes once the item is gone. */
export function DeleteDialog<T>({
  item,
  texts,
  remove,
  onClose,
  children,
  ...question
}: DeleteDialogProps<T>) {
  const confirm = async () => {
    if (!item) return;
    const outcome = await runAdminChange(() => remove(item), texts);
    if (outcome.ok) onClose();
  };
  return (
    <ConfirmDialog {...question} open={item !== null} danger onConfirm={confirm} onClose={onClose}>
      {children}
    </ConfirmDialog>
  );
}
