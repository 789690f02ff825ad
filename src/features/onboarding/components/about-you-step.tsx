import { BUSINESS_TYPES } from "@shared/profile-options";
import { useFormContext } from "react-hook-form";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import type { SignupFormValues } from "./signup-steps";

export function AboutYouStep() {
  const { register, formState } = useFormContext<SignupFormValues>();
  const { errors } = formState;
  return (
    <div>
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
      </div>
      <TextField
        label="Email"
        type="email"
        readOnly
        hint="The email of your account."
        registration={register("email")}
        error={errors.email?.message}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        placeholder="+15551234567"
        registration={register("phone")}
        error={errors.phone?.message}
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField
          label="Business name"
          autoComplete="organization"
          registration={register("businessName")}
          error={errors.businessName?.message}
        />
        <SelectField
          label="Business type"
          placeholder="Select a business type"
          options={BUSINESS_TYPES}
          registration={register("businessType")}
          error={errors.businessType?.message}
        />
      </div>
      <TextField
        label="Business address"
        autoComplete="street-address"
        placeholder="Street, city, state and ZIP"
        registration={register("businessLocation")}
        error={errors.businessLocation?.message}
      />
    </div>
  );
}
