import type { ChangeEvent } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

/** A react-hook-form field, or a value the component holds itself (useCheckedText's `field`). */
export type FieldBinding =
  | { registration: UseFormRegisterReturn }
  | { value: string; onChange: (value: string) => void };

/** The props that bind an input or a textarea to either kind of field. */
export function bindingProps(binding: FieldBinding) {
  if ("registration" in binding) return binding.registration;
  return {
    value: binding.value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      binding.onChange(event.target.value),
  };
}
