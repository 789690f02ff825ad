import { useId } from "react";
import { bindingProps, type FieldBinding } from "@/components/ui/field-binding";

export type TextFieldProps = FieldBinding & {
  label: string;
  error?: string;
  type?: "text" | "email" | "tel" | "url" | "date" | "datetime-local";
  autoComplete?: string;
  readOnly?: boolean;
  placeholder?: string;
  /** A short explanation under the label, read with the input. */
  hint?: string;
  /** The latest value a date input offers (its picker's last day). */
  max?: string;
};

/** A labelled input with its validation message underneath, linked for assistive technology. */
export function TextField(props: TextFieldProps) {
  const { label, error, type = "text", autoComplete, readOnly, placeholder, hint, max } = props;
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ");
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
        placeholder={placeholder}
        max={max}
        className={`input w-full ${error ? "input-error" : ""} ${readOnly ? "bg-base-200" : ""}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...bindingProps(props)}
      />
      {hint ? (
        <p id={hintId} className="text-sm text-base-content/75">
          {hint}
        </p>
      ) : null}
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
