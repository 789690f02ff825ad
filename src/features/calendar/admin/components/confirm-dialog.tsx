import type { ReactNode } from "react";
import { Dialog } from "@/components/ui/dialog";

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pending: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A question before an action that breaks subscribed calendars. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
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
      actions={
        <>
          <button type="button" className="btn" onClick={onClose}>
            Cancel
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
      <p>{description}</p>
    </Dialog>
  );
}
