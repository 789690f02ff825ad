import { BUSINESS_TYPES } from "@shared/profile-options";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { PLACE_LABELS } from "@/features/profile";
import { useFieldProps } from "@/hooks/use-field-props";
import type { SignupFormValues } from "./signup-steps";

export function AboutYouStep() {
  const field = useFieldProps<SignupFormValues>();
  return (
    <div>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" {...field("firstName")} />
        <TextField label="Last name" autoComplete="family-name" {...field("lastName")} />
      </div>
      <TextField
        label="Email"
        type="email"
        readOnly
        hint="The email of your account."
        {...field("email")}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        placeholder="+15551234567"
        {...field("phone")}
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField label="Business name" autoComplete="organization" {...field("businessName")} />
        <SelectField
          label="Business type"
          placeholder="Select a business type"
          options={BUSINESS_TYPES}
          {...field("businessType")}
        />
      </div>
      <TextField
        label={PLACE_LABELS.businessAddress}
        autoComplete="street-address"
        placeholder="Street, city, state and ZIP"
        {...field("businessLocation")}
      />
    </div>
  );
}
