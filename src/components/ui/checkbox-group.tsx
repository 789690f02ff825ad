import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldError } from "./text-field";

export interface CheckboxGroupProps {
  legend: string;
  hint?: string;
  options: readonly string[];
  /** One registration for the group: react-hook-form collects the checked values in an array. */
  registration: UseFormRegisterReturn;
  error?: string;
  columns?: 1 | 2 | 3;
  /** When a heading right above already says what the group is, the legend is for screen readers only. */
  legendHidden?: boolean;
}

const GRID = { 1: "", 2: "sm:grid-cols-2", 3: "grid-cols-2 sm:grid-cols-3" } as const;

/** A labelled set of checkboxes whose message, when there is one, is read with the group. */
export function CheckboxGroup({
  legend,
  hint,
  options,
  registration,
  error,
  columns = 2,
  legendHidden = false,
}: CheckboxGroupProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ");
  return (
    <fieldset className="fieldset" aria-describedby={describedBy || undefined}>
      <legend className={legendHidden ? "sr-only" : "fieldset-legend text-base"}>{legend}</legend>
      {hint ? (
        <p id={hintId} className="text-sm text-base-content/75">
          {hint}
        </p>
      ) : null}
      <div className={`grid gap-2 ${GRID[columns]}`}>
        {options.map((option) => (
          <label
            key={option}
            className="flex cursor-pointer items-center gap-3 rounded-box border border-base-300 px-3 py-2.5 text-sm has-checked:border-primary has-checked:bg-primary/5"
          >
            <input
              type="checkbox"
              value={option}
              className="checkbox checkbox-primary checkbox-sm rounded-[0.25rem]"
              aria-invalid={error ? true : undefined}
              {...registration}
            />
            <span>{option}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
