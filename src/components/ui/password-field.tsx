import { useId, useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldError } from "./text-field";

export interface PasswordFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  autoComplete: "current-password" | "new-password";
}

/** A password input with a show/hide toggle (product §2, /auth). */
export function PasswordField({ label, registration, error, autoComplete }: PasswordFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [visible, setVisible] = useState(false);
  return (
    <div className="fieldset">
      <label htmlFor={id} className="fieldset-legend">
        {label}
      </label>
      <div className="join w-full">
        <input
          id={id}
          type={visible ? "text" : "password"}
          autoComplete={autoComplete}
          className={`input join-item w-full ${error ? "input-error" : ""}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...registration}
        />
        <button
          type="button"
          className="btn join-item"
          aria-controls={id}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? "Hide" : "Show"}
          <span className="sr-only"> {label.toLowerCase()}</span>
        </button>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
