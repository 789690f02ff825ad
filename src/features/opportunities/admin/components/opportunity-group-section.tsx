import { AGE_RESTRICTIONS, EXPERIENCE_LEVELS, GROUP_TYPES } from "@shared/schemas/opportunity";
import { useFormContext } from "react-hook-form";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import {
  CheckboxField,
  ChoiceField,
  FormSection,
  TextareaField,
} from "@/components/ui/form-fields";
import { NumberField } from "@/components/ui/number-field";
import { useFieldProps } from "@/hooks/use-field-props";
import { capitalize } from "@/utils/format";
import { ACCESSIBILITY_OPTIONS, AGE_LABELS, MEAL_OPTIONS } from "../labels";
import type { OpportunityFormValues } from "./opportunity-form-values";

const asWords = (values: readonly string[]) =>
  Object.fromEntries(values.map((value) => [value, capitalize(value)]));

export function OpportunityGroupSection() {
  const { register } = useFormContext<OpportunityFormValues>();
  const field = useFieldProps<OpportunityFormValues>();
  return (
    <FormSection title="Group">
      <NumberField
        label="Group size"
        min={1}
        max={50}
        step={1}
        {...field("groupSize", { valueAsNumber: true })}
      />
      <ChoiceField
        label="Group type"
        options={GROUP_TYPES}
        labels={asWords(GROUP_TYPES)}
        registration={register("groupType")}
      />
      <ChoiceField
        label="Age restrictions"
        options={AGE_RESTRICTIONS}
        labels={AGE_LABELS}
        registration={register("ageRestrictions")}
      />
      <ChoiceField
        label="Experience level"
        options={EXPERIENCE_LEVELS}
        labels={asWords(EXPERIENCE_LEVELS)}
        registration={register("experienceLevel")}
      />
      <div className="sm:col-span-2">
        <CheckboxGroup
          legend="Accessibility"
          options={ACCESSIBILITY_OPTIONS}
          registration={register("accessibility")}
        />
      </div>
      <div className="sm:col-span-2">
        <CheckboxGroup
          legend="Meal preferences"
          options={MEAL_OPTIONS}
          registration={register("mealPreferences")}
        />
      </div>
      <CheckboxField
        label="Transportation needed"
        registration={register("transportationNeeded")}
      />
      <TextareaField label="Special requests" {...field("specialRequests")} />
    </FormSection>
  );
}
