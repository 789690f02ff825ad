import type { Opportunity } from "@shared/contracts/api";
import { formatTourDate } from "@shared/tour-time";
import { QueryCard } from "@/components/ui/query-card";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/lib/current-user";
import { formatMoney } from "@/utils/format";
import { useMatchingOpportunities } from "../api/get-matching-opportunities";

/** product §9: the dashboard shows the first 3 matches. */
export const DASHBOARD_OPPORTUNITIES = 3;

const PRIORITY_LABELS = { high: "High Priority", regular: "Regular", low: "Low Priority" } as const;

export function OpportunityList({ opportunities }: { opportunities: Opportunity[] }) {
  const profileComplete = useCurrentUser().data?.profileComplete ?? false;
  if (opportunities.length === 0) {
    // product §2.5: the hint to complete the profile is for a profile still incomplete.
    return (
      <p className="py-6 text-center text-base-content/70">
        {profileComplete
          ? "No matching opportunities right now. New tours that match your profile will show up here."
          : "No matching opportunities found. Complete your profile to get better matches."}
      </p>
    );
  }
  return (
    <ul className="divide-y divide-base-300">
      {opportunities.slice(0, DASHBOARD_OPPORTUNITIES).map((opportunity) => (
        <li key={opportunity.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
          <div className="min-w-0 flex-1 basis-40">
            <h3 className="font-semibold break-words">{opportunity.title}</h3>
            <p className="text-sm text-base-content/70">
              {opportunity.location} · {formatTourDate(opportunity.date, opportunity.timeZone)}
            </p>
          </div>
          <div className="text-right">
            <p className="font-semibold">{formatMoney(opportunity.baseRate)}</p>
            {opportunity.priority === "high" ? (
              <span className="badge badge-error badge-sm">{PRIORITY_LABELS.high}</span>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** product §2's New Opportunities card: the partner's three best matches and View All. */
export function NewOpportunitiesCard() {
  const matches = useMatchingOpportunities();
  return (
    <QueryCard
      title="New Opportunities"
      link={{ to: paths.opportunities.path, label: "View All" }}
      query={matches}
      loadingLabel="Loading opportunities..."
    >
      <OpportunityList opportunities={matches.data ?? []} />
    </QueryCard>
  );
}
