import { ExportButton } from "@/features/exports/admin";
import { useAdminOpportunities } from "../api/get-admin-opportunities";
import { useOpportunityFilters } from "../hooks/use-opportunity-filters";
import { CreateOpportunityDialog } from "./create-opportunity-dialog";
import { NewFromTemplateDialog } from "./new-from-template-dialog";
import { OpportunityFiltersBar } from "./opportunity-filters-bar";
import { OpportunityList } from "./opportunity-list";

/**
 * /admin/opportunities: the heading with Export, New from Template and New Opportunity, the filters, the
 * opportunities.
 */
export function OpportunityManagement() {
  const { filters, update } = useOpportunityFilters();
  // The list's own query (one cache entry): the bar shows its total.
  const list = useAdminOpportunities(filters);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">Opportunity Management</h1>
        <div className="flex flex-wrap items-center gap-2">
          <ExportButton name="opportunities" />
          <NewFromTemplateDialog />
          <CreateOpportunityDialog />
        </div>
      </div>
      <OpportunityFiltersBar
        filters={filters}
        onChange={update}
        total={list.data?.pages[0]?.total}
      />
      <OpportunityList filters={filters} />
    </div>
  );
}
