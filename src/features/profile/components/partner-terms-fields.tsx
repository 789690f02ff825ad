import { DAYS } from "@shared/profile-options";
import { TRAVEL_RADIUS_RANGE } from "@shared/schemas/signup";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { NumberField } from "@/components/ui/number-field";
import { useFieldProps } from "@/hooks/use-field-props";
import { optionalNumber } from "@/utils/optional-number";

/**
 * The two places and the two rates a profile holds, named so that each says how it differs
 * from the other: the town tours are matched to and the street address on record;
 * the rate a partner usually charges and the least one they take.
 */
export const PLACE_LABELS = {
  tourLocation: "Tour location",
  businessAddress: "Business street address",
} as const;
export const RATE_LABELS = {
  usual: "Usual hourly rate",
  minimum: "Minimum hourly rate",
} as const;

/** The partner's terms as both the signup wizard and /profile ask them. */
interface PartnerTermsValues {
  availability: string[];
  minHourlyRate: number;
  travelRadius?: number | null;
}

export function AvailabilityDaysField() {
  const field = useFieldProps<PartnerTermsValues>();
  return (
    <CheckboxGroup
      legend="Days you are available for tours"
      options={DAYS}
      {...field("availability")}
      columns={3}
    />
  );
}

/** Minimum hourly rate and the optional travel radius, two cells of the form's grid. */
export function RateAndRadiusFields() {
  const field = useFieldProps<PartnerTermsValues>();
  return (
    <>
      <NumberField
        label={RATE_LABELS.minimum}
        hint="The least you take for an hour: a tour paying less is not matched to you."
        prefix="$"
        min={0}
        max={10000}
        step={0.01}
        {...field("minHourlyRate", { valueAsNumber: true })}
      />
      <NumberField
        label="Travel radius (miles, optional)"
        min={TRAVEL_RADIUS_RANGE.min}
        max={TRAVEL_RADIUS_RANGE.max}
        step={1}
        {...field("travelRadius", { setValueAs: optionalNumber })}
      />
    </>
  );
}
