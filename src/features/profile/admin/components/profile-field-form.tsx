import {
  PROFILE_FIELD_CATEGORIES,
  PROFILE_FIELD_TYPES,
  type ProfileFieldPayload,
} from "@shared/schemas/profile-field";
import { useRef } from "react";
import { NumberField } from "@/components/ui/number-field";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { ToggleField } from "@/components/ui/toggle-field";
import { type DialogFormProps, useDialogForm } from "@/hooks/use-dialog-form";
import { fieldProps } from "@/hooks/use-field-props";
import { CATEGORY_LABELS, FIELD_TYPE_LABELS } from "../labels";
import type { ProfileField } from "../types";
import {
  formDefaults,
  isChoiceType,
  nameFromLabel,
  type ProfileFieldFormValues,
  profileFieldResolver,
} from "./field-form-values";
import { FieldNameInput } from "./field-name-input";
import { OptionsInput } from "./options-input";
import { ValidationRuleFields } from "./validation-rule-fields";

export interface ProfileFieldFormProps extends DialogFormProps<ProfileFieldPayload> {
  /** The field to edit; null to create one. */
  field: ProfileField | null;
}

/** product §5 "Profile field form", checked with the API's own schema before it is sent. */
export function ProfileFieldForm({ id, field, onSubmit }: ProfileFieldFormProps) {
  const { form, submit } = useDialogForm<ProfileFieldFormValues, ProfileFieldPayload>(
    { resolver: profileFieldResolver(field), defaultValues: formDefaults(field) },
    onSubmit,
  );
  const { errors, isSubmitted } = form.formState;
  const formField = fieldProps(form);
  const fieldType = form.watch("fieldType");
  const options = form.watch("fieldOptions");
  // On create the name follows the label until the admin types a name of their own.
  const nameTyped = useRef(field !== null);

  const labelRegistration = form.register("fieldLabel", {
    onChange: (event) => {
      if (nameTyped.current) return;
      form.setValue("fieldName", nameFromLabel(event.target.value), {
        shouldValidate: isSubmitted,
      });
    },
  });
  const nameRegistration = form.register("fieldName", {
    onChange: (event) => {
      nameTyped.current = event.target.value !== "";
    },
  });

  return (
    <form id={id} onSubmit={submit} noValidate aria-label={field ? "Edit field" : "New field"}>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField
          label="Field label"
          placeholder="Years in business"
          registration={labelRegistration}
          error={errors.fieldLabel?.message}
        />
        <FieldNameInput
          registration={nameRegistration}
          error={errors.fieldName?.message}
          disabled={field !== null}
        />
        <SelectField
          label="Field type"
          placeholder="Select a field type"
          options={PROFILE_FIELD_TYPES}
          optionLabels={FIELD_TYPE_LABELS}
          {...formField("fieldType")}
        />
        <SelectField
          label="Category"
          placeholder="Select a category"
          options={PROFILE_FIELD_CATEGORIES}
          optionLabels={CATEGORY_LABELS}
          {...formField("category")}
        />
        <NumberField
          label="Display order"
          min={0}
          step={1}
          {...formField("displayOrder", { valueAsNumber: true })}
        />
      </div>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        <ToggleField
          label="Required"
          hint="Partners must answer it."
          registration={form.register("isRequired")}
        />
        <ToggleField
          label="Active"
          hint="Shown in partners' profiles."
          registration={form.register("isActive")}
        />
      </div>
      {isChoiceType(fieldType) ? (
        <OptionsInput
          options={options}
          onChange={(next) => form.setValue("fieldOptions", next, { shouldDirty: true })}
        />
      ) : null}
      <div className="mt-3">
        <ValidationRuleFields
          fieldType={fieldType}
          register={form.register}
          errors={errors.rules}
        />
      </div>
    </form>
  );
}
