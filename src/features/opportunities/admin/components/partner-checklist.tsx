import { useDeferredValue, useState } from "react";
import { Pagination } from "@/components/ui/pagination";
import { QueryState } from "@/components/ui/query-state";
import { SearchField } from "@/components/ui/search-field";
import { reliabilitySummary } from "@/utils/reliability";
import { partnerName } from "@/utils/user-display";
import { ELIGIBLE_PAGE_SIZE, useEligiblePartners } from "../api/get-eligible-partners";

export interface PartnerChecklistProps {
  /** The tour being assigned: each partner's day away on its date is named. */
  opportunityId: string;
  selected: ReadonlySet<string>;
  onChange: (selected: ReadonlySet<string>) => void;
}

/** The eligible partners, searchable and a page at a time; checks survive paging. */
export function PartnerChecklist({ opportunityId, selected, onChange }: PartnerChecklistProps) {
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const deferredSearch = useDeferredValue(search);
  const query = useEligiblePartners(opportunityId, deferredSearch, page);
  const partners = query.data?.items ?? [];

  const toggle = (id: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    onChange(next);
  };

  return (
    <div className="flex flex-col gap-3">
      <SearchField
        label="Search partners"
        placeholder="Name, e-mail or business"
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => query.refetch()}
        label="Loading partners..."
      >
        {partners.length === 0 ? (
          <p className="py-4 text-center text-base-content/70">No eligible partners found.</p>
        ) : (
          <fieldset>
            <legend className="sr-only">Eligible partners</legend>
            <ul className="flex flex-col gap-2">
              {partners.map((partner) => (
                <li key={partner.id}>
                  <label className="flex cursor-pointer items-start gap-3 rounded-box border border-base-300 px-3 py-2.5 has-checked:border-primary has-checked:bg-primary/5">
                    <input
                      type="checkbox"
                      className="checkbox checkbox-primary checkbox-sm mt-0.5"
                      checked={selected.has(partner.id)}
                      onChange={(event) => toggle(partner.id, event.target.checked)}
                    />
                    <span className="min-w-0">
                      <span className="block font-medium break-words">{partnerName(partner)}</span>
                      <span className="block text-sm break-words text-base-content/70">
                        {[
                          partner.businessName !== partnerName(partner)
                            ? partner.businessName
                            : null,
                          partner.businessType,
                          partner.location ?? partner.businessLocation,
                        ]
                          .filter(Boolean)
                          .join(" · ")}
                      </span>
                      {partner.reliability ? (
                        <span className="block text-sm text-base-content/70">
                          Last 12 months: {reliabilitySummary(partner.reliability)}
                        </span>
                      ) : null}
                      {partner.away ? (
                        <span className="badge badge-warning badge-soft badge-sm mt-1 h-auto">
                          {partner.away}
                        </span>
                      ) : null}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        <Pagination
          page={page}
          pageSize={ELIGIBLE_PAGE_SIZE}
          total={query.data?.total ?? 0}
          onPage={setPage}
          label="Partner pages"
        />
      </QueryState>
    </div>
  );
}
