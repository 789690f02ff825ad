import { useFormContext } from "react-hook-form";
import { NumberField } from "@/components/ui/number-field";
import { AvailabilityDaysField, RateAndRadiusFields } from "@/features/profile";
import type { SignupFormValues } from "./signup-steps";

export function AvailabilityStep() {
  const { register, formState } = useFormContext<SignupFormValues>();
  const { errors } = formState;
  return (
    <div>
      <AvailabilityDaysField />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <NumberField
          label="Maximum group size"
          min={1}
          max={1000}
          step={1}
          registration={register("maxGroupSize", { valueAsNumber: true })}
          error={errors.maxGroupSize?.message}
        />
        <RateAndRadiusFields />
      </div>
    </div>
  );
}
