import { type ReactNode, useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { bindingProps, type FieldBinding } from "@/components/ui/field-binding";
import { FieldError } from "@/components/ui/text-field";

/** A titled group of the form's inputs, so the long form reads in parts on a phone. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="border-t border-base-300 pt-4 first:border-t-0 first:pt-0"
    >
      <h3 id={id} className="text-base font-semibold">
        {title}
      </h3>
      <div className="grid gap-x-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

export type TextareaFieldProps = FieldBinding & {
  label: string;
  error?: string;
  hint?: string;
  rows?: number;
  maxLength?: number;
  /** Spans both columns of a section. */
  wide?: boolean;
  /** Only for a field the user just asked for (declining a bid from its card). */
  autoFocus?: boolean;
};

/**
 * A labelled textarea with its hint and validation message underneath, linked for assistive
 * technology: a form's long text, or the reason an admin gives for a change someone is told
 * about.
 */
export function TextareaField(props: TextareaFieldProps) {
  const { label, error, hint, rows = 3, maxLength, wide = true, autoFocus } = props;
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={`fieldset ${wide ? "sm:col-span-2" : ""}`}>
      <label htmlFor={id} className="fieldset-legend">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        maxLength={maxLength}
        className={`textarea w-full ${error ? "textarea-error" : ""}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        // biome-ignore lint/a11y/noAutofocus: only where the user just asked for this field
        autoFocus={autoFocus}
        {...bindingProps(props)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-base-content/75">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export interface ChoiceFieldProps {
  label: string;
  options: readonly string[];
  /** How each stored value reads; the value itself when missing. */
  labels?: Readonly<Record<string, string>>;
  registration: UseFormRegisterReturn;
  error?: string;
}

/** A select that always holds one of its options (the form starts at a default). */
export function ChoiceField({ label, options, labels, registration, error }: ChoiceFieldProps) {
  const id = useId();
  return (
    <div className="fieldset">
      <label htmlFor={id} className="fieldset-legend">
        {label}
      </label>
      <select
        id={id}
        className={`select w-full ${error ? "select-error" : ""}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {labels?.[option] ?? option}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** One yes/no checkbox with its label beside it. */
export function CheckboxField({
  label,
  registration,
}: {
  label: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-3 py-3 text-sm sm:col-span-2">
      <input type="checkbox" className="checkbox checkbox-primary checkbox-sm" {...registration} />
      <span>{label}</span>
    </label>
  );
}
