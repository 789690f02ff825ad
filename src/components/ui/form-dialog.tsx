import type { ReactNode } from "react";
import { Dialog, type DialogProps } from "./dialog";

export interface FormDialogProps extends Omit<DialogProps, "actions"> {
  /** The id of the form inside, which the submit button below it sends. */
  formId: string;
  submitLabel: ReactNode;
  pending: boolean;
}

/**
 * A dialog around a create or edit form: its Cancel and submit buttons stay in view below the
 * form while the form scrolls; the submit button spins while the form is sent.
 */
export function FormDialog({ formId, submitLabel, pending, ...dialog }: FormDialogProps) {
  return (
    <Dialog
      {...dialog}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={dialog.onClose}>
            Cancel
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={pending}>
            {pending ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : null}
            {submitLabel}
          </button>
        </>
      }
    />
  );
}
