import { DAYS } from "@shared/profile-options";
import { TRAVEL_RADIUS_RANGE } from "@shared/schemas/signup";
import { useFormContext } from "react-hook-form";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { NumberField } from "@/components/ui/number-field";
import { optionalNumber } from "@/utils/optional-number";
import type { SignupFormValues } from "./signup-steps";

export function AvailabilityStep() {
  const { register, formState } = useFormContext<SignupFormValues>();
  const { errors } = formState;
  return (
    <div>
      <CheckboxGroup
        legend="Days you are available for tours"
        options={DAYS}
        registration={register("availability")}
        error={errors.availability?.message}
        columns={3}
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <NumberField
          label="Maximum group size"
          min={1}
          max={1000}
          step={1}
          registration={register("maxGroupSize", { valueAsNumber: true })}
          error={errors.maxGroupSize?.message}
        />
        <NumberField
          label="Minimum hourly rate"
          prefix="$"
          min={0}
          max={10000}
          step={0.01}
          registration={register("minHourlyRate", { valueAsNumber: true })}
          error={errors.minHourlyRate?.message}
        />
        <NumberField
          label="Travel radius (miles, optional)"
          min={TRAVEL_RADIUS_RANGE.min}
          max={TRAVEL_RADIUS_RANGE.max}
          step={1}
          registration={register("travelRadius", { setValueAs: optionalNumber })}
          error={errors.travelRadius?.message}
        />
      </div>
    </div>
  );
}
