import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldError } from "./text-field";

export interface SelectFieldProps {
  label: string;
  placeholder: string;
  options: readonly string[];
  registration: UseFormRegisterReturn;
  error?: string;
  /** What each option reads as when its stored value is not for people ("nda" → "NDA"). */
  optionLabels?: Readonly<Record<string, string>>;
}

/** A labelled select whose empty first option reads as the placeholder. */
export function SelectField({
  label,
  placeholder,
  options,
  registration,
  error,
  optionLabels,
}: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="fieldset">
      <label htmlFor={id} className="fieldset-legend">
        {label}
      </label>
      <select
        id={id}
        className={`select w-full ${error ? "select-error" : ""}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...registration}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabels?.[option] ?? option}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
