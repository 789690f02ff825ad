import { PRIORITIES, TOUR_TYPES } from "@shared/schemas/opportunity";
import { ChoiceField, FormSection, TextareaField } from "@/components/ui/form-fields";
import { NumberField } from "@/components/ui/number-field";
import { TextField } from "@/components/ui/text-field";
import { useFieldProps } from "@/hooks/use-field-props";
import { PRIORITY_LABELS, TOUR_TYPE_LABELS } from "../labels";
import type { OpportunityFormValues } from "./opportunity-form-values";

export function OpportunityBasicsSection() {
  const field = useFieldProps<OpportunityFormValues>();
  return (
    <FormSection title="Basics">
      <div className="sm:col-span-2">
        <TextField label="Title" {...field("title")} />
      </div>
      <TextareaField label="Description" {...field("description")} />
      <ChoiceField
        label="Tour type"
        options={TOUR_TYPES}
        labels={TOUR_TYPE_LABELS}
        {...field("tourType")}
      />
      <ChoiceField
        label="Priority"
        options={PRIORITIES}
        labels={PRIORITY_LABELS}
        {...field("priority")}
      />
      <TextField label="Location" {...field("location")} />
      <NumberField
        label="Location radius (miles)"
        min={5}
        max={500}
        step={1}
        {...field("locationRadius", { valueAsNumber: true })}
      />
    </FormSection>
  );
}
