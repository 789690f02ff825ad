import { DAYS } from "@shared/profile-options";
import { TRAVEL_RADIUS_RANGE } from "@shared/schemas/signup";
import { useFormContext } from "react-hook-form";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { NumberField } from "@/components/ui/number-field";
import { optionalNumber } from "@/utils/optional-number";

/** The partner's terms as both the signup wizard and /profile ask them. */
interface PartnerTermsValues {
  availability: string[];
  minHourlyRate: number;
  travelRadius?: number | null;
}

function usePartnerTermsForm() {
  const { register, formState } = useFormContext<PartnerTermsValues>();
  return { register, errors: formState.errors };
}

export function AvailabilityDaysField() {
  const { register, errors } = usePartnerTermsForm();
  return (
    <CheckboxGroup
      legend="Days you are available for tours"
      options={DAYS}
      registration={register("availability")}
      error={errors.availability?.message}
      columns={3}
    />
  );
}

/** Minimum hourly rate and the optional travel radius, two cells of the form's grid. */
export function RateAndRadiusFields() {
  const { register, errors } = usePartnerTermsForm();
  return (
    <>
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
    </>
  );
}
