import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

/** Shows the server's first message for each field under that field, when the form has it. */
export function showServerFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, "getValues" | "setError">,
  fieldErrors: Record<string, string[]> | undefined,
) {
  const values = form.getValues();
  for (const [name, messages] of Object.entries(fieldErrors ?? {})) {
    if (name in values && messages[0]) form.setError(name as Path<T>, { message: messages[0] });
  }
}
