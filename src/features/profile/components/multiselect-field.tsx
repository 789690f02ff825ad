import { useId } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { FieldError } from "@/components/ui/text-field";
import type { ProfileField } from "../types";
import { fieldLabel, type ProfileFormValues } from "./profile-form-values";

/** Checkboxes kept as a list even with a single option (a lone checkbox would read true/false). */
export function MultiselectField({
  field,
  name,
  error,
}: {
  field: ProfileField;
  name: `custom.${string}`;
  error?: string;
}) {
  const { control } = useFormContext<ProfileFormValues>();
  const errorId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: input }) => {
        const chosen = Array.isArray(input.value) ? input.value : [];
        const toggle = (option: string, on: boolean) =>
          input.onChange(on ? [...chosen, option] : chosen.filter((item) => item !== option));
        return (
          <fieldset className="fieldset" aria-describedby={error ? errorId : undefined}>
            <legend className="fieldset-legend">{fieldLabel(field)}</legend>
            {/* The options inside one box: what follows the list is plainly not in it. */}
            <div className="grid gap-1 rounded-box border border-base-300 p-2 sm:grid-cols-2">
              {(field.fieldOptions ?? []).map((option, index) => (
                <label
                  key={option}
                  className="flex cursor-pointer items-center gap-3 rounded-field px-2 py-2 text-sm has-checked:bg-primary/5"
                >
                  <input
                    type="checkbox"
                    ref={index === 0 ? input.ref : undefined}
                    className="checkbox checkbox-primary checkbox-sm rounded-[0.25rem]"
                    checked={chosen.includes(option)}
                    onChange={(event) => toggle(option, event.target.checked)}
                    onBlur={input.onBlur}
                  />
                  <span>{option}</span>
                </label>
              ))}
            </div>
            <FieldError id={errorId} message={error} />
          </fieldset>
        );
      }}
    />
  );
}
