import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldError } from "./text-field";

export interface NumberFieldProps {
  label: string;
  /** Register with `valueAsNumber: true`; an empty input then reads as NaN, which the schema rejects. */
  registration: UseFormRegisterReturn;
  error?: string;
  min?: number;
  max?: number;
  step?: number | "any";
  /** Shown before the input, such as "$". */
  prefix?: string;
  /** A sentence under the field that says what the figure is; it describes the input. */
  hint?: string;
}

export function NumberField({
  label,
  registration,
  error,
  min,
  max,
  step,
  prefix,
  hint,
}: NumberFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  const input = (
    <input
      id={id}
      type="number"
      inputMode={step === 1 ? "numeric" : "decimal"}
      min={min}
      max={max}
      step={step}
      className={prefix ? "grow" : `input w-full ${error ? "input-error" : ""}`}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
      {...registration}
    />
  );
  return (
    <div className="fieldset">
      <label htmlFor={id} className="fieldset-legend">
        {label}
      </label>
      {prefix ? (
        <div className={`input w-full ${error ? "input-error" : ""}`}>
          <span className="text-base-content/75" aria-hidden="true">
            {prefix}
          </span>
          {input}
        </div>
      ) : (
        input
      )}
      {hint ? (
        <p id={hintId} className="label text-sm whitespace-normal text-base-content/75">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
