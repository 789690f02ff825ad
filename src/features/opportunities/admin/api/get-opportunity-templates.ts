import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { OpportunityTemplate } from "../types";
import { adminOpportunitiesQueryKey } from "./get-admin-opportunities";

/** GET /api/admin/opportunities/templates: the saved templates by name. */
export function getOpportunityTemplates() {
  return api.get<OpportunityTemplate[]>("/api/admin/opportunities/templates");
}

/** Under Opportunity Management's key, so every opportunity change refreshes it too. */
export function getOpportunityTemplatesQueryOptions() {
  return queryOptions({
    queryKey: [...adminOpportunitiesQueryKey, "templates"],
    queryFn: getOpportunityTemplates,
  });
}

export function useOpportunityTemplates(enabled = true) {
  return useQuery({ ...getOpportunityTemplatesQueryOptions(), enabled });
}
