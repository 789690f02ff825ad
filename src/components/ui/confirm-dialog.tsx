import type { ReactNode } from "react";
import { Dialog } from "./dialog";

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** Read out with the title: what confirming will do. */
  description?: ReactNode;
  /** More under the description: what is at stake. */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  pending: boolean;
  /** A red confirm button, for what cannot be undone. */
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A question before an action: Cancel, or the action with a spinner while it runs. */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel = "Cancel",
  pending,
  danger = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      description={description}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={`btn ${danger ? "btn-error" : "btn-primary"}`}
            disabled={pending}
            onClick={onConfirm}
          >
            {pending ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : null}
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
