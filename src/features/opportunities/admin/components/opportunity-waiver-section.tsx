import { useFormContext } from "react-hook-form";
import { FormSection } from "@/components/ui/form-fields";
import { WaiverDocumentField } from "@/features/legal/admin";
import type { OpportunityFormValues } from "./opportunity-form-values";

/**
 * The liability waiver this opportunity's guests sign: one of Legal Documents'
 * active waivers, or the platform's default set in Settings.
 */
export function OpportunityWaiverSection() {
  const { register, formState, getValues } = useFormContext<OpportunityFormValues>();
  return (
    <FormSection title="Guests' waiver">
      <WaiverDocumentField
        label="Waiver guests sign"
        noneLabel="The platform's default waiver"
        hint="Guests with an e-mail get a link to sign it; the others sign on the partner's phone at check-in."
        registration={register("waiverDocumentId")}
        current={getValues("waiverDocumentId")}
        error={formState.errors.waiverDocumentId?.message}
      />
    </FormSection>
  );
}
