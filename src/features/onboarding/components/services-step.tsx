import { SIGNUP_SERVICES } from "@shared/profile-options";
import { useFormContext } from "react-hook-form";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import type { SignupFormValues } from "./signup-steps";

export function ServicesStep() {
  const { register, formState } = useFormContext<SignupFormValues>();
  return (
    <CheckboxGroup
      legend="Services you offer"
      legendHidden
      hint="Select all that apply."
      options={SIGNUP_SERVICES}
      registration={register("services")}
      error={formState.errors.services?.message}
    />
  );
}
