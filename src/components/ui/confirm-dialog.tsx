import type { ReactNode } from "react";
import { BusyButton } from "./busy-button";
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

/** A question before an action: Cancel, or the action, busy while it runs (busy-button.tsx). */
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
          <BusyButton
            type="button"
            className={`btn ${danger ? "btn-error" : "btn-primary"}`}
            pending={pending}
            onClick={onConfirm}
          >
            {confirmLabel}
          </BusyButton>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
