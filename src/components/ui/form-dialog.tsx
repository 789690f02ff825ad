import type { ReactNode } from "react";
import { BusyButton } from "./busy-button";
import { Dialog, type DialogProps } from "./dialog";

export interface FormDialogProps extends Omit<DialogProps, "actions"> {
  /** The id of the form inside, which the submit button below it sends. */
  formId: string;
  submitLabel: ReactNode;
  pending: boolean;
  /** The label of the button that closes the dialog unsent; "Cancel" unless said. */
  cancelLabel?: ReactNode;
  /** A submit that destroys (cancelling an opportunity) is red. */
  destructive?: boolean;
}

/**
 * A dialog around a create or edit form: its Cancel and submit buttons stay in view below the
 * form while the form scrolls; the submit button is busy while the form is sent, so a double click
 * sends it once (busy-button.tsx).
 */
export function FormDialog({
  formId,
  submitLabel,
  pending,
  cancelLabel = "Cancel",
  destructive = false,
  ...dialog
}: FormDialogProps) {
  return (
    <Dialog
      {...dialog}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={dialog.onClose}>
            {cancelLabel}
          </button>
          <BusyButton
            type="submit"
            form={formId}
            className={`btn ${destructive ? "btn-error" : "btn-primary"}`}
            pending={pending}
          >
            {submitLabel}
          </BusyButton>
        </>
      }
    />
  );
}
