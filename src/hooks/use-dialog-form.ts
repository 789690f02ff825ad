import { type FieldValues, type UseFormProps, useForm } from "react-hook-form";
import { showServerFieldErrors } from "@/utils/server-field-errors";

/** What a form inside a FormDialog takes from the dialog. */
export interface DialogFormProps<Payload> {
  /** The form's id, for the dialog's submit button outside it. */
  id: string;
  /** Saves the payload; answers the server's messages per field when it refused it. */
  onSubmit: (payload: Payload) => Promise<Record<string, string[]> | undefined>;
}

/**
 * The react-hook-form of a FormDialog's form: `submit` checks the values, hands the payload to
 * `onSubmit` and shows the server's messages under the fields it refused.
 */
export function useDialogForm<Values extends FieldValues, Payload>(
  options: UseFormProps<Values, unknown, Payload>,
  onSubmit: DialogFormProps<Payload>["onSubmit"],
) {
  const form = useForm<Values, unknown, Payload>(options);
  const submit = form.handleSubmit(async (payload) => {
    showServerFieldErrors(form, await onSubmit(payload));
  });
  return { form, submit };
}
