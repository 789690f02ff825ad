import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { NumberField } from "@/components/ui/number-field";
import { TextField } from "@/components/ui/text-field";
import { type ProfileFieldFormValues, rulesFor } from "./field-form-values";

export interface ValidationRuleFieldsProps {
  fieldType: string;
  register: UseFormRegister<ProfileFieldFormValues>;
  errors: FieldErrors<ProfileFieldFormValues>["rules"];
}

/** The checks the partner's answer must pass: lengths and a pattern for text, bounds for numbers. */
export function ValidationRuleFields({ fieldType, register, errors }: ValidationRuleFieldsProps) {
  const rules = rulesFor(fieldType);
  if (rules.length === 0) return null;
  return (
    <fieldset className="fieldset rounded-box border border-base-300 px-4 pb-3">
      <legend className="fieldset-legend px-1">Validation rules (optional)</legend>
      {rules.includes("minLength") ? (
        <div className="grid gap-x-4 sm:grid-cols-2">
          <NumberField
            label="Minimum length"
            min={0}
            step={1}
            registration={register("rules.minLength")}
            error={errors?.minLength?.message}
          />
          <NumberField
            label="Maximum length"
            min={0}
            step={1}
            registration={register("rules.maxLength")}
            error={errors?.maxLength?.message}
          />
        </div>
      ) : null}
      {rules.includes("pattern") ? (
        <TextField
          label="Pattern (regular expression)"
          placeholder="^[A-Z0-9-]+$"
          registration={register("rules.pattern")}
          error={errors?.pattern?.message}
        />
      ) : null}
      {rules.includes("min") ? (
        <div className="grid gap-x-4 sm:grid-cols-2">
          <NumberField
            label="Minimum value"
            step="any"
            registration={register("rules.min")}
            error={errors?.min?.message}
          />
          <NumberField
            label="Maximum value"
            step="any"
            registration={register("rules.max")}
            error={errors?.max?.message}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
