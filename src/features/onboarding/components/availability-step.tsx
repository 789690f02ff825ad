import { NumberField } from "@/components/ui/number-field";
import { AvailabilityDaysField, RateAndRadiusFields } from "@/features/profile";
import { useFieldProps } from "@/hooks/use-field-props";
import type { SignupFormValues } from "./signup-steps";

export function AvailabilityStep() {
  const field = useFieldProps<SignupFormValues>();
  return (
    <div>
      <AvailabilityDaysField />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <NumberField
          label="Maximum group size"
          min={1}
          max={1000}
          step={1}
          {...field("maxGroupSize", { valueAsNumber: true })}
        />
        <RateAndRadiusFields />
      </div>
    </div>
  );
}
