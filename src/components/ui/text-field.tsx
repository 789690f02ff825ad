import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

export interface TextFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  type?: "text" | "email" | "tel" | "url";
  autoComplete?: string;
  readOnly?: boolean;
}

/** A labelled input with its validation message underneath, linked for assistive technology. */
export function TextField({
  label,
  registration,
  error,
  type = "text",
  autoComplete,
  readOnly,
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="fieldset">
      <label htmlFor={id} className="fieldset-legend">
        {label}
      </label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        readOnly={readOnly}
        className={`input w-full ${error ? "input-error" : ""}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...registration}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-red-700 dark:text-red-400">
      {message}
    </p>
  );
}
