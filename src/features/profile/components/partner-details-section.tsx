import { useFormContext } from "react-hook-form";
import { TextField } from "@/components/ui/text-field";
import { AvailabilityDaysField, RateAndRadiusFields } from "./partner-terms-fields";
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
          hint="Your street address, for records; matching uses it only without a location."
          autoComplete="street-address"
          registration={register("businessLocation")}
          error={errors.businessLocation?.message}
        />
        <RateAndRadiusFields />
      </div>
      <AvailabilityDaysField />
    </section>
  );
}
