import { SIGNUP_EXPERTISE } from "@shared/profile-options";
import { useFormContext } from "react-hook-form";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import type { SignupFormValues } from "./signup-steps";

export function ExpertiseStep() {
  const { register, formState } = useFormContext<SignupFormValues>();
  return (
    <CheckboxGroup
      legend="Your areas of expertise"
      legendHidden
      hint="Select all that apply. We match you with opportunities by expertise."
      options={SIGNUP_EXPERTISE}
      registration={register("expertise")}
      error={formState.errors.expertise?.message}
    />
  );
}
