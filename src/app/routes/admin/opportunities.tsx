import { OpportunityManagement } from "@/features/opportunities/admin/components/opportunity-management";

/** Admin opportunities (/admin/opportunities): product §2. */
export function AdminOpportunitiesRoute() {
  return (
    <>
      <title>Opportunity Management · Tour Partner Portal</title>
      <OpportunityManagement />
    </>
  );
}
