import { LICENCE_REQUIREMENT } from "@shared/contracts/licences";
import { Controller, useFormContext } from "react-hook-form";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { FormSection, TextareaField } from "@/components/ui/form-fields";
import { useFieldProps } from "@/hooks/use-field-props";
import { PREFERRED_EXPERTISE_OPTIONS, SPECIAL_REQUIREMENTS } from "../labels";
import type { OpportunityFormValues } from "./opportunity-form-values";
import { TagsInput } from "./tags-input";

export function OpportunityRequirementsSection() {
  const { register, control } = useFormContext<OpportunityFormValues>();
  const field = useFieldProps<OpportunityFormValues>();
  return (
    <FormSection title="Requirements and expertise">
      <Controller
        control={control}
        name="requirements"
        render={({ field }) => (
          <TagsInput
            label="Requirements"
            hint={`Type one and press Enter or Add. "${LICENCE_REQUIREMENT}" needs a location that ends in its state, such as "Denver, CO".`}
            value={field.value}
            onChange={field.onChange}
            suggestions={SPECIAL_REQUIREMENTS}
          />
        )}
      />
      <div className="sm:col-span-2">
        <CheckboxGroup
          legend="Preferred expertise"
          options={PREFERRED_EXPERTISE_OPTIONS}
          registration={register("preferredExpertise")}
        />
      </div>
      <TextareaField
        label="Custom requirements"
        hint='One a line, such as "Dress code: closed-toe shoes"'
        {...field("customRequirements")}
      />
    </FormSection>
  );
}
