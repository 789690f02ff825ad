import { EXPERTISE } from "@shared/profile-options";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { useFieldProps } from "@/hooks/use-field-props";
import type { SignupFormValues } from "./signup-steps";

export function ExpertiseStep() {
  const field = useFieldProps<SignupFormValues>();
  return (
    <CheckboxGroup
      legend="Your areas of expertise"
      legendHidden
      hint="Select all that apply. We match you with opportunities by expertise."
      options={EXPERTISE}
      {...field("expertise")}
    />
  );
}
