import { CreateOpportunityDialog } from "./create-opportunity-dialog";
import { OpportunityList } from "./opportunity-list";

/** /admin/opportunities: the heading with New Opportunity, then every opportunity. */
export function OpportunityManagement() {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">Opportunity Management</h1>
        <CreateOpportunityDialog />
      </div>
      <OpportunityList />
    </div>
  );
}
