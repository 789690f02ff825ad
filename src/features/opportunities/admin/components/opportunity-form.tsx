import type { OpportunityPayload } from "@shared/schemas/opportunity";
import { FormProvider } from "react-hook-form";
import { type DialogFormProps, useDialogForm } from "@/hooks/use-dialog-form";
import { OpportunityBasicsSection } from "./opportunity-basics-section";
import { OpportunityBiddingSection } from "./opportunity-bidding-section";
import { OpportunityClientSection } from "./opportunity-client-section";
import {
  OPPORTUNITY_DEFAULTS,
  type OpportunityFormValues,
  opportunityResolver,
} from "./opportunity-form-values";
import { OpportunityGroupSection } from "./opportunity-group-section";
import { OpportunityMeetingSection } from "./opportunity-meeting-section";
import { OpportunityRequirementsSection } from "./opportunity-requirements-section";
import { OpportunityScheduleSection } from "./opportunity-schedule-section";
import { OpportunityWaiverSection } from "./opportunity-waiver-section";

export interface OpportunityFormProps extends DialogFormProps<OpportunityPayload> {
  /** What the form starts with (an edit, a duplicate, a template); else product §5's defaults. */
  initialValues?: OpportunityFormValues;
}

/** product §5 "Admin opportunity form", in sections, checked with the API's own schema. */
export function OpportunityForm({ id, onSubmit, initialValues }: OpportunityFormProps) {
  const { form, submit } = useDialogForm<OpportunityFormValues, OpportunityPayload>(
    { resolver: opportunityResolver, defaultValues: initialValues ?? OPPORTUNITY_DEFAULTS },
    onSubmit,
  );

  return (
    <FormProvider {...form}>
      <form id={id} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <OpportunityBasicsSection />
        <OpportunityMeetingSection />
        <OpportunityWaiverSection />
        <OpportunityScheduleSection />
        <OpportunityGroupSection />
        <OpportunityBiddingSection />
        <OpportunityRequirementsSection />
        <OpportunityClientSection />
      </form>
    </FormProvider>
  );
}
