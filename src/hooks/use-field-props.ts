import {
  type FieldError,
  type FieldPath,
  type FieldValues,
  get,
  type RegisterOptions,
  type UseFormReturn,
  useFormContext,
} from "react-hook-form";

/**
 * A field component's `registration` and `error` by the field's name, so a form names each field
 * once: `<TextField label="Phone" {...field("phone")} />`.
 */
export function fieldProps<T extends FieldValues>({
  register,
  formState,
}: Pick<UseFormReturn<T>, "register" | "formState">) {
  return <N extends FieldPath<T>>(name: N, options?: RegisterOptions<T, N>) => ({
    registration: register(name, options),
    error: (get(formState.errors, name) as FieldError | undefined)?.message,
  });
}

/** `fieldProps` of the form around the component (react-hook-form's FormProvider). */
export function useFieldProps<T extends FieldValues>() {
  return fieldProps(useFormContext<T>());
}
