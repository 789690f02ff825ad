import { useFormContext } from "react-hook-form";
import { CheckboxField, FormSection } from "@/components/ui/form-fields";
import { NumberField } from "@/components/ui/number-field";
import { TextField } from "@/components/ui/text-field";
import type { OpportunityFormValues } from "./opportunity-form-values";

export function OpportunityBiddingSection() {
  const { register, formState } = useFormContext<OpportunityFormValues>();
  const { errors } = formState;
  return (
    <FormSection title="Pricing and bidding">
      <NumberField
        label="Base rate"
        prefix="$"
        min={0}
        step={0.01}
        registration={register("baseRate")}
        error={errors.baseRate?.message}
      />
      <TextField
        label="Budget range"
        placeholder="$400 - $600"
        registration={register("budgetRange")}
        error={errors.budgetRange?.message}
      />
      <NumberField
        label="Partners needed"
        min={1}
        max={50}
        step={1}
        registration={register("partnersNeeded", { valueAsNumber: true })}
        error={errors.partnersNeeded?.message}
      />
      <NumberField
        label="Max bids"
        min={1}
        max={100}
        step={1}
        registration={register("maxBids", { valueAsNumber: true })}
        error={errors.maxBids?.message}
      />
      <CheckboxField
        label="Auto-assign the best-matching partners"
        registration={register("autoAssign")}
      />
    </FormSection>
  );
}
