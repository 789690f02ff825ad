import { TextField } from "@/components/ui/text-field";
import { useFieldProps } from "@/hooks/use-field-props";
import { AvailabilityDaysField, PLACE_LABELS, RateAndRadiusFields } from "./partner-terms-fields";
import type { ProfileFormValues } from "./profile-form-values";

/** What the signup wizard asked beyond the business profile: contact, place and availability. */
export function PartnerDetailsSection() {
  const field = useFieldProps<ProfileFormValues>();
  return (
    <section className="flex flex-col gap-1" aria-labelledby="contact-availability-heading">
      <h2 id="contact-availability-heading" className="text-lg font-semibold">
        Contact and Availability
      </h2>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" {...field("firstName")} />
        <TextField label="Last name" autoComplete="family-name" {...field("lastName")} />
        <TextField label="Phone" type="tel" autoComplete="tel" {...field("phone")} />
        <TextField
          label={PLACE_LABELS.businessAddress}
          hint={`Where your business is, for our records; matching uses it only without a ${PLACE_LABELS.tourLocation.toLowerCase()}.`}
          autoComplete="street-address"
          {...field("businessLocation")}
        />
        <RateAndRadiusFields />
      </div>
      <AvailabilityDaysField />
    </section>
  );
}
