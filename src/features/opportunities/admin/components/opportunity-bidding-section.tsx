import { useFormContext } from "react-hook-form";
import { CheckboxField, FormSection } from "@/components/ui/form-fields";
import { NumberField } from "@/components/ui/number-field";
import { TextField } from "@/components/ui/text-field";
import { useFieldProps } from "@/hooks/use-field-props";
import type { OpportunityFormValues } from "./opportunity-form-values";

export function OpportunityBiddingSection() {
  const { register } = useFormContext<OpportunityFormValues>();
  const field = useFieldProps<OpportunityFormValues>();
  return (
    <FormSection title="Pricing and bidding">
      <NumberField label="Base rate" prefix="$" min={0} step={0.01} {...field("baseRate")} />
      <TextField label="Budget range" placeholder="$400 - $600" {...field("budgetRange")} />
      <NumberField
        label="Partners needed"
        min={1}
        max={50}
        step={1}
        {...field("partnersNeeded", { valueAsNumber: true })}
      />
      <NumberField
        label="Max bids"
        min={1}
        max={100}
        step={1}
        {...field("maxBids", { valueAsNumber: true })}
      />
      <CheckboxField
        label="Auto-assign the best-matching partners"
        registration={register("autoAssign")}
      />
    </FormSection>
  );
}
