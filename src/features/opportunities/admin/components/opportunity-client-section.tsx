import { useFormContext } from "react-hook-form";
import { FormSection, TextareaField } from "@/components/ui/form-fields";
import { TextField } from "@/components/ui/text-field";
import type { OpportunityFormValues } from "./opportunity-form-values";

/** The client's details and internal notes: admins only, never shown to partners. */
export function OpportunityClientSection() {
  const { register, formState } = useFormContext<OpportunityFormValues>();
  const { errors } = formState;
  return (
    <FormSection title="Client (admins only)">
      <TextField
        label="Client contact"
        autoComplete="off"
        registration={register("clientContact")}
        error={errors.clientContact?.message}
      />
      <TextField
        label="Client email"
        type="email"
        autoComplete="off"
        registration={register("clientEmail")}
        error={errors.clientEmail?.message}
      />
      <TextField
        label="Client phone"
        type="tel"
        autoComplete="off"
        registration={register("clientPhone")}
        error={errors.clientPhone?.message}
      />
      <TextareaField
        label="Internal notes"
        registration={register("internalNotes")}
        error={errors.internalNotes?.message}
      />
    </FormSection>
  );
}
