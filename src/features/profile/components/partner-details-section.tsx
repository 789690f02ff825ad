import { DAYS } from "@shared/profile-options";
import { TRAVEL_RADIUS_RANGE } from "@shared/schemas/signup";
import { useFormContext } from "react-hook-form";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { NumberField } from "@/components/ui/number-field";
import { TextField } from "@/components/ui/text-field";
import { optionalNumber } from "@/utils/optional-number";
import type { ProfileFormValues } from "./profile-form-values";

/** What the signup wizard asked beyond the business profile: contact, place and availability. */
export function PartnerDetailsSection() {
  const { register, formState } = useFormContext<ProfileFormValues>();
  const { errors } = formState;
  return (
    <section className="flex flex-col gap-1" aria-labelledby="contact-availability-heading">
      <h2 id="contact-availability-heading" className="text-lg font-semibold">
        Contact and Availability
      </h2>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          registration={register("firstName")}
          error={errors.firstName?.message}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          registration={register("lastName")}
          error={errors.lastName?.message}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          registration={register("phone")}
          error={errors.phone?.message}
        />
        <TextField
          label="Business address"
          autoComplete="street-address"
          registration={register("businessLocation")}
          error={errors.businessLocation?.message}
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
      <CheckboxGroup
        legend="Days you are available for tours"
        options={DAYS}
        registration={register("availability")}
        error={errors.availability?.message}
        columns={3}
      />
    </section>
  );
}
