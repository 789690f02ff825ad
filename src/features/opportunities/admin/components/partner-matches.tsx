import { QueryState } from "@/components/ui/query-state";
import { reliabilitySummary } from "@/utils/reliability";
import { partnerName } from "@/utils/user-display";
import { usePartnerMatches } from "../api/get-partner-matches";

export interface PartnerMatchesProps {
  opportunityId: string;
  selected: ReadonlySet<string>;
  onChange: (selected: ReadonlySet<string>) => void;
}

/** The partners who match the tour best, each with why ("12 mi away · Outdoor Farm · …"). */
export function PartnerMatches({ opportunityId, selected, onChange }: PartnerMatchesProps) {
  const query = usePartnerMatches(opportunityId);
  const matches = query.data ?? [];

  const toggle = (id: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    onChange(next);
  };

  return (
    <section aria-labelledby="best-matches-heading" className="flex flex-col gap-2">
      <h3 id="best-matches-heading" className="font-semibold">
        Best matches
      </h3>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => query.refetch()}
        label="Loading matches..."
      >
        {matches.length === 0 ? (
          <p className="text-sm text-base-content/70">No partner matches this tour.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {matches.map((match) => {
              const name = partnerName(match);
              return (
                <li key={match.partnerId}>
                  <label className="flex cursor-pointer items-start gap-3 rounded-box border border-base-300 px-3 py-2.5 has-checked:border-primary has-checked:bg-primary/5">
                    <input
                      type="checkbox"
                      className="checkbox checkbox-primary checkbox-sm mt-0.5"
                      checked={selected.has(match.partnerId)}
                      onChange={(event) => toggle(match.partnerId, event.target.checked)}
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium break-words">
                        {name}
                        {match.businessName && match.businessName !== name
                          ? ` · ${match.businessName}`
                          : null}
                      </span>
                      <span className="block text-sm break-words text-base-content/70">
                        {match.reasons.join(" · ")}
                      </span>
                      <span className="block text-sm break-words text-base-content/70">
                        Last 12 months: {reliabilitySummary(match.reliability)}
                      </span>
                    </span>
                    <span className="badge badge-ghost badge-sm" title="Match score">
                      {match.score.toFixed(1)}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
