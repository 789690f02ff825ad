import { OpportunityChangesProvider } from "./changes-context";
import { CreateOpportunityDialog } from "./create-opportunity-dialog";
import { OpportunityList } from "./opportunity-list";

export interface OpportunityManagementProps {
  /** After each change: partners' totals and platform figures shown elsewhere move with it. */
  onChanged?: () => void;
}

/** /admin/opportunities: the heading with New Opportunity, then every opportunity. */
export function OpportunityManagement({ onChanged = () => {} }: OpportunityManagementProps) {
  return (
    <OpportunityChangesProvider value={onChanged}>
      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl font-bold">Opportunity Management</h1>
          <CreateOpportunityDialog />
        </div>
        <OpportunityList />
      </div>
    </OpportunityChangesProvider>
  );
}
