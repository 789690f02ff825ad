import { type FormEvent, type ReactNode, useId } from "react";
import type { useCheckedText } from "@/hooks/use-checked-text";
import { FormDialog, type FormDialogProps } from "./form-dialog";
import { TextareaField } from "./form-fields";
import { TextField } from "./text-field";

export interface CheckedTextDialogProps extends Omit<FormDialogProps, "formId" | "children"> {
  /** The one field's label ("Reason", "Template name"). */
  label: string;
  /** The field's text and message, from useCheckedText. */
  text: ReturnType<typeof useCheckedText>;
  /** A reason is free text over several lines; a name is one line. */
  multiline?: boolean;
  /** Said above the field: what sending will do. */
  notice?: ReactNode;
  /** Called on submit; checks `text` against its schema and sends it. */
  onSubmit: () => void;
}

/** A dialog that asks for one text (the reason for a change someone is told about, a name). */
export function CheckedTextDialog({
  label,
  text,
  multiline = true,
  notice,
  onSubmit,
  ...dialog
}: CheckedTextDialogProps) {
  const formId = useId();
  const Field = multiline ? TextareaField : TextField;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <FormDialog {...dialog} formId={formId}>
      <form
        id={formId}
        noValidate
        onSubmit={submit}
        className={notice ? "flex flex-col gap-3" : undefined}
      >
        {notice ? <p className="text-sm">{notice}</p> : null}
        <Field label={label} {...text.field} />
      </form>
    </FormDialog>
  );
}
