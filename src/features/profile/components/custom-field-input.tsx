import { useId } from "react";
import { useFormContext } from "react-hook-form";
import { TextareaField } from "@/components/ui/form-fields";
import { NumberField } from "@/components/ui/number-field";
import { SelectField } from "@/components/ui/select-field";
import { FieldError, TextField } from "@/components/ui/text-field";
import type { ProfileField } from "../types";
import { MultiselectField } from "./multiselect-field";
import {
  customFieldKey,
  fieldLabel,
  isBooleanField,
  type ProfileFormValues,
} from "./profile-form-values";

function rule(field: ProfileField, name: string) {
  const value = field.validationRules?.[name];
  return typeof value === "number" ? value : undefined;
}

/** One admin-defined field, drawn by its type (product §3 profile_fields.fieldType). */
export function CustomFieldInput({ field }: { field: ProfileField }) {
  const { register, formState } = useFormContext<ProfileFormValues>();
  const name = `custom.${customFieldKey(field.fieldName)}` as const;
  const error = formState.errors.custom?.[customFieldKey(field.fieldName)]?.message;
  const label = fieldLabel(field);
  const id = useId();
  const errorId = `${id}-error`;
  const described = error ? errorId : undefined;

  // A yes-or-no field is a group of its own, under its own legend, so it never reads as one
  // more option of the list before it. A contract's or agreement's label is the
  // statement its box accepts, so that box keeps it.
  if (field.fieldType === "checkbox") {
    return (
      <fieldset className="fieldset">
        <legend className="fieldset-legend">{label}</legend>
        <label className="flex w-fit cursor-pointer items-center gap-3 py-1 text-sm">
          <input
            type="checkbox"
            className="checkbox checkbox-primary checkbox-sm rounded-[0.25rem]"
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
            {...register(name)}
          />
          <span>Yes</span>
        </label>
        <FieldError id={errorId} message={error} />
      </fieldset>
    );
  }
  if (isBooleanField(field)) {
    return (
      <div className="fieldset">
        <label className="flex cursor-pointer items-start gap-3 rounded-box border border-base-300 px-3 py-2.5 text-sm">
          <input
            type="checkbox"
            className="checkbox checkbox-primary checkbox-sm mt-0.5 rounded-[0.25rem]"
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
            {...register(name)}
          />
          <span>{label}</span>
        </label>
        <FieldError id={errorId} message={error} />
      </div>
    );
  }
  switch (field.fieldType) {
    case "textarea":
      return (
        <TextareaField
          label={label}
          registration={register(name)}
          error={error}
          maxLength={rule(field, "maxLength")}
          wide={false}
        />
      );
    case "number":
      return (
        <NumberField
          label={label}
          registration={register(name)}
          error={error}
          min={rule(field, "min")}
          max={rule(field, "max")}
          step="any"
        />
      );
    case "date":
      return <TextField label={label} type="date" registration={register(name)} error={error} />;
    case "select":
      return (
        <SelectField
          label={label}
          placeholder="Select an option"
          options={field.fieldOptions ?? []}
          registration={register(name)}
          error={error}
        />
      );
    case "multiselect":
      return <MultiselectField field={field} name={name} error={error} />;
    default:
      return <TextField label={label} registration={register(name)} error={error} />;
  }
}
