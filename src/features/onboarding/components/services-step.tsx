import { SERVICES } from "@shared/profile-options";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { useFieldProps } from "@/hooks/use-field-props";
import type { SignupFormValues } from "./signup-steps";

export function ServicesStep() {
  const field = useFieldProps<SignupFormValues>();
  return (
    <CheckboxGroup
      legend="Services you offer"
      legendHidden
      hint="Select all that apply."
      options={SERVICES}
      {...field("services")}
    />
  );
}
