import { QueryState } from "@/components/ui/query-state";
import { AGREEMENTS_SHOWN, useUserAgreements } from "../api/get-user-agreements";
import { AgreementRow } from "./agreement-row";

/** The User Agreements tab: the latest 20 signatures and attestations (product §9). */
export function UserAgreementsPanel() {
  const agreements = useUserAgreements();
  const page = agreements.data;
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby="user-agreements-heading">
      <div className="card-body gap-0 p-4 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="user-agreements-heading" className="card-title">
            User Agreements
          </h2>
          {page && page.total > 0 ? (
            <p className="text-sm text-base-content/75">
              {page.total > AGREEMENTS_SHOWN
                ? `The latest ${page.items.length} of ${page.total}`
                : `${page.total} ${page.total === 1 ? "agreement" : "agreements"}`}
            </p>
          ) : null}
        </div>
        <QueryState
          isPending={agreements.isPending}
          error={agreements.error}
          onRetry={() => void agreements.refetch()}
          label="Loading agreements..."
        >
          {page && page.items.length > 0 ? (
            <ul className="divide-y divide-base-300">
              {page.items.map((agreement) => (
                <AgreementRow key={agreement.id} agreement={agreement} />
              ))}
            </ul>
          ) : (
            <p className="py-6 text-center text-base-content/75">
              No partner has signed or attested a document yet.
            </p>
          )}
        </QueryState>
      </div>
    </section>
  );
}
