import { FormSection, TextareaField } from "@/components/ui/form-fields";
import { TextField } from "@/components/ui/text-field";
import { useFieldProps } from "@/hooks/use-field-props";
import type { OpportunityFormValues } from "./opportunity-form-values";

/** The client's details and internal notes: admins only, never shown to partners. */
export function OpportunityClientSection() {
  const field = useFieldProps<OpportunityFormValues>();
  return (
    <FormSection title="Client (admins only)">
      <TextField label="Client contact" autoComplete="off" {...field("clientContact")} />
      <TextField label="Client email" type="email" autoComplete="off" {...field("clientEmail")} />
      <TextField label="Client phone" type="tel" autoComplete="off" {...field("clientPhone")} />
      <TextareaField label="Internal notes" {...field("internalNotes")} />
    </FormSection>
  );
}
