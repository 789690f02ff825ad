import type { OpportunityPayload } from "@shared/schemas/opportunity";
import { FormProvider, useForm } from "react-hook-form";
import { showServerFieldErrors } from "@/utils/server-field-errors";
import { OpportunityBasicsSection } from "./opportunity-basics-section";
import { OpportunityBiddingSection } from "./opportunity-bidding-section";
import { OpportunityClientSection } from "./opportunity-client-section";
import {
  OPPORTUNITY_DEFAULTS,
  type OpportunityFormValues,
  opportunityResolver,
} from "./opportunity-form-values";
import { OpportunityGroupSection } from "./opportunity-group-section";
import { OpportunityRequirementsSection } from "./opportunity-requirements-section";
import { OpportunityScheduleSection } from "./opportunity-schedule-section";

export interface OpportunityFormProps {
  /** The form's id, for the dialog's submit button outside it. */
  id: string;
  /** Saves the payload; answers the server's messages per field when it refused it. */
  onSubmit: (payload: OpportunityPayload) => Promise<Record<string, string[]> | undefined>;
  /** What the form starts with (an edit, a duplicate, a template); else SPEC §5's defaults. */
  initialValues?: OpportunityFormValues;
}

/** SPEC §5 "Admin opportunity form", in sections, checked with the API's own schema. */
export function OpportunityForm({ id, onSubmit, initialValues }: OpportunityFormProps) {
  const form = useForm<OpportunityFormValues, unknown, OpportunityPayload>({
    resolver: opportunityResolver,
    defaultValues: initialValues ?? OPPORTUNITY_DEFAULTS,
  });

  const submit = form.handleSubmit(async (payload) => {
    showServerFieldErrors(form, await onSubmit(payload));
  });

  return (
    <FormProvider {...form}>
      <form id={id} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <OpportunityBasicsSection />
        <OpportunityScheduleSection />
        <OpportunityGroupSection />
        <OpportunityBiddingSection />
        <OpportunityRequirementsSection />
        <OpportunityClientSection />
      </form>
    </FormProvider>
  );
}
