import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { AdminUser } from "../types";
import { userName } from "./user-row";

export interface DeleteUserDialogProps {
  /** The user to delete; the dialog is open while there is one. */
  user: AdminUser | null;
  pending: boolean;
  onClose: () => void;
  onConfirm: (user: AdminUser) => void;
}

/** product §2's Delete User dialog, with its warning word for word. */
export function DeleteUserDialog({ user, pending, onClose, onConfirm }: DeleteUserDialogProps) {
  return (
    <ConfirmDialog
      open={user !== null}
      title="Delete User"
      description={
        <>
          Are you sure you want to delete this user? <strong>Warning:</strong> This action cannot be
          undone. All user data, tours, and associated records will be permanently deleted.
        </>
      }
      confirmLabel="Delete User"
      danger
      pending={pending || !user}
      onConfirm={() => user && onConfirm(user)}
      onClose={onClose}
    >
      {user ? (
        <p className="rounded-box bg-base-200 p-3">
          <span className="block font-semibold">{userName(user)}</span>
          <span className="block text-sm break-all text-base-content/70">{user.email}</span>
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
