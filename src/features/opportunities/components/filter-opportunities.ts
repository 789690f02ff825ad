import type { Opportunity, Priority, TourType } from "@shared/contracts/api";

export interface OpportunityFilters {
  search: string;
  type: TourType | "all";
  priority: Priority | "all";
}

export const NO_FILTERS: OpportunityFilters = { search: "", type: "all", priority: "all" };

export function hasFilters({ search, type, priority }: OpportunityFilters) {
  return search.trim() !== "" || type !== "all" || priority !== "all";
}

/**
 * product §2's filters applied to the opportunities already loaded, so typing narrows the list at
 * once while the server's search is on its way: a case-insensitive substring of title,
 * location or description, and the type and priority, all combined.
 */
export function filterOpportunities(
  opportunities: readonly Opportunity[],
  { search, type, priority }: OpportunityFilters,
): Opportunity[] {
  const needle = search.trim().toLowerCase();
  return opportunities.filter(
    (opportunity) =>
      (type === "all" || opportunity.tourType === type) &&
      (priority === "all" || opportunity.priority === priority) &&
      (needle === "" ||
        [opportunity.title, opportunity.location, opportunity.description ?? ""].some((text) =>
          text.toLowerCase().includes(needle),
        )),
  );
}
