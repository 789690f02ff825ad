import { US_STATE_CODES, US_STATES } from "@shared/contracts/licences";
import { useFormContext } from "react-hook-form";
import { ChoiceField, FormSection, TextareaField } from "@/components/ui/form-fields";
import { TextField } from "@/components/ui/text-field";
import { useFieldProps } from "@/hooks/use-field-props";
import type { OpportunityFormValues } from "./opportunity-form-values";

const STATE_OPTIONS = ["", ...US_STATE_CODES] as const;
const STATE_LABELS = { "": "Choose a state", ...US_STATES };

/**
 * Where the guests meet: the town is the location above, which every partner sees;
 * the address and instructions reach only the awarded partners and the organiser.
 */
export function OpportunityMeetingSection() {
  const { register, formState } = useFormContext<OpportunityFormValues>();
  const field = useFieldProps<OpportunityFormValues>();
  return (
    <FormSection title="Meeting address (awarded partners and the organiser only)">
      <TextField label="Street address" autoComplete="off" {...field("meetingStreet")} />
      <ChoiceField
        label="State"
        options={STATE_OPTIONS}
        labels={STATE_LABELS}
        registration={register("meetingState")}
        error={formState.errors.meetingState?.message}
      />
      <TextField label="ZIP code" autoComplete="off" {...field("meetingZip")} />
      <TextareaField label="Meeting instructions" {...field("meetingInstructions")} />
    </FormSection>
  );
}
