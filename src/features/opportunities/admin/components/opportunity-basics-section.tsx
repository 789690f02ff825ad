import { PRIORITIES, TOUR_TYPES } from "@shared/schemas/opportunity";
import { useFormContext } from "react-hook-form";
import { ChoiceField, FormSection, TextareaField } from "@/components/ui/form-fields";
import { NumberField } from "@/components/ui/number-field";
import { TextField } from "@/components/ui/text-field";
import { PRIORITY_LABELS, TOUR_TYPE_LABELS } from "../labels";
import type { OpportunityFormValues } from "./opportunity-form-values";

export function OpportunityBasicsSection() {
  const { register, formState } = useFormContext<OpportunityFormValues>();
  const { errors } = formState;
  return (
    <FormSection title="Basics">
      <div className="sm:col-span-2">
        <TextField label="Title" registration={register("title")} error={errors.title?.message} />
      </div>
      <TextareaField
        label="Description"
        registration={register("description")}
        error={errors.description?.message}
      />
      <ChoiceField
        label="Tour type"
        options={TOUR_TYPES}
        labels={TOUR_TYPE_LABELS}
        registration={register("tourType")}
        error={errors.tourType?.message}
      />
      <ChoiceField
        label="Priority"
        options={PRIORITIES}
        labels={PRIORITY_LABELS}
        registration={register("priority")}
        error={errors.priority?.message}
      />
      <TextField
        label="Location"
        registration={register("location")}
        error={errors.location?.message}
      />
      <NumberField
        label="Location radius (miles)"
        min={5}
        max={500}
        step={1}
        registration={register("locationRadius", { valueAsNumber: true })}
        error={errors.locationRadius?.message}
      />
    </FormSection>
  );
}
