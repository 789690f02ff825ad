import { useId } from "react";
import { type UseFormRegisterReturn, useFormContext } from "react-hook-form";
import { FormSection } from "@/components/ui/form-fields";
import { NumberField } from "@/components/ui/number-field";
import { FieldError } from "@/components/ui/text-field";
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
  const { register, formState } = useFormContext<OpportunityFormValues>();
  const { errors } = formState;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <FormSection title="Schedule">
      <DateTimeField
        label="Date and time"
        hint={`Your local time (${zone})`}
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
        hint="Optional; bids close then"
        registration={register("responseDeadline")}
        error={errors.responseDeadline?.message}
      />
    </FormSection>
  );
}
