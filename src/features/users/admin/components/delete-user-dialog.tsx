import { Dialog } from "@/components/ui/dialog";
import type { AdminUser } from "../types";
import { userName } from "./user-row";

export interface DeleteUserDialogProps {
  /** The user to delete; the dialog is open while there is one. */
  user: AdminUser | null;
  pending: boolean;
  onClose: () => void;
  onConfirm: (user: AdminUser) => void;
}

/** SPEC §2's Delete User dialog, with its warning word for word. */
export function DeleteUserDialog({ user, pending, onClose, onConfirm }: DeleteUserDialogProps) {
  return (
    <Dialog
      open={user !== null}
      title="Delete User"
      onClose={onClose}
      description={
        <>
          Are you sure you want to delete this user? <strong>Warning:</strong> This action cannot be
          undone. All user data, tours, and associated records will be permanently deleted.
        </>
      }
      actions={
        <>
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn-error"
            disabled={pending || !user}
            onClick={() => user && onConfirm(user)}
          >
            {pending ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : null}
            Delete User
          </button>
        </>
      }
    >
      {user ? (
        <p className="rounded-box bg-base-200 p-3">
          <span className="block font-semibold">{userName(user)}</span>
          <span className="block text-sm break-all text-base-content/70">{user.email}</span>
        </p>
      ) : null}
    </Dialog>
  );
}
