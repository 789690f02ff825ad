import { describeTourZone } from "@shared/tour-time";
import { useId } from "react";
import { type UseFormRegisterReturn, useFormContext, useWatch } from "react-hook-form";
import { FormSection } from "@/components/ui/form-fields";
import { NumberField } from "@/components/ui/number-field";
import { FieldError } from "@/components/ui/text-field";
import { useTourTimeZone } from "../api/get-time-zone";
import type { OpportunityFormValues } from "./opportunity-form-values";

function DateTimeField(props: {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
}) {
  const id = useId();
  const describedBy = [props.hint ? `${id}-hint` : "", props.error ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="fieldset">
      <label htmlFor={id} className="fieldset-legend">
        {props.label}
      </label>
      <input
        id={id}
        type="datetime-local"
        className={`input w-full ${props.error ? "input-error" : ""}`}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...props.registration}
      />
      {props.hint ? (
        <p id={`${id}-hint`} className="text-sm text-base-content/75">
          {props.hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={props.error} />
    </div>
  );
}

export function OpportunityScheduleSection() {
  const { register, formState, control } = useFormContext<OpportunityFormValues>();
  const { errors } = formState;
  const location = useWatch({ control, name: "location" });
  // The tour's clock, not the admin's: 10:00 for a Healdsburg tour is 10:00 in California.
  const zone = useTourTimeZone(location ?? "");
  const clock = zone
    ? `Local time at the tour: ${describeTourZone(zone)}`
    : "Local time at the tour's location (enter the location first)";
  return (
    <FormSection title="Schedule">
      <DateTimeField
        label="Date and time"
        hint={clock}
        registration={register("date")}
        error={errors.date?.message}
      />
      <NumberField
        label="Duration (hours)"
        min={1}
        max={12}
        step={1}
        registration={register("duration", { valueAsNumber: true })}
        error={errors.duration?.message}
      />
      <DateTimeField
        label="Response deadline"
        hint="Optional; bids close then, on the same clock"
        registration={register("responseDeadline")}
        error={errors.responseDeadline?.message}
      />
    </FormSection>
  );
}
