import { type ChangeEvent, useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldError } from "@/components/ui/text-field";
import { typedFieldName } from "./field-form-values";

export interface FieldNameInputProps {
  registration: UseFormRegisterReturn;
  error?: string;
  /** On edit: the name is fixed once the field exists (product §4). */
  disabled: boolean;
}

/** The internal name, lowercased with underscores for spaces as it is typed (product §5). */
export function FieldNameInput({ registration, error, disabled }: FieldNameInputProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const caret = input.selectionStart;
    input.value = typedFieldName(input.value);
    // The text keeps its length, so the caret can stay where the admin is typing.
    if (caret !== null) input.setSelectionRange(caret, caret);
    return registration.onChange(event);
  };

  return (
    <div className="fieldset">
      <label htmlFor={id} className="fieldset-legend">
        Field name
      </label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        className={`input w-full font-mono ${error ? "input-error" : ""}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : ""].filter(Boolean).join(" ")}
        {...registration}
        onChange={onChange}
      />
      <p id={hintId} className="text-sm text-base-content/75">
        {disabled
          ? "The internal name cannot change once the field exists."
          : "Lowercase letters, numbers and underscores; it cannot change later."}
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
