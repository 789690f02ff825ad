import { describeTourZone } from "@shared/tour-time";
import { useFormContext, useWatch } from "react-hook-form";
import { FormSection } from "@/components/ui/form-fields";
import { NumberField } from "@/components/ui/number-field";
import { TextField } from "@/components/ui/text-field";
import { useFieldProps } from "@/hooks/use-field-props";
import { useTourTimeZone } from "../api/get-time-zone";
import type { OpportunityFormValues } from "./opportunity-form-values";

export function OpportunityScheduleSection() {
  const { control } = useFormContext<OpportunityFormValues>();
  const field = useFieldProps<OpportunityFormValues>();
  const location = useWatch({ control, name: "location" });
  // The tour's clock, not the admin's: 10:00 for a Healdsburg tour is 10:00 in California.
  const zone = useTourTimeZone(location ?? "");
  const clock = zone
    ? `Local time at the tour: ${describeTourZone(zone)}`
    : "Local time at the tour's location (enter the location first)";
  return (
    <FormSection title="Schedule">
      <TextField type="datetime-local" label="Date and time" hint={clock} {...field("date")} />
      <NumberField
        label="Duration (hours)"
        min={1}
        max={12}
        step={1}
        {...field("duration", { valueAsNumber: true })}
      />
      <TextField
        type="datetime-local"
        label="Response deadline"
        hint="Optional; bids close then, on the same clock"
        {...field("responseDeadline")}
      />
    </FormSection>
  );
}
