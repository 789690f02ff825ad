import { US_STATES } from "@shared/contracts/licences";
import { useState } from "react";
import { QueryState } from "@/components/ui/query-state";
import { runAdminChange } from "@/lib/admin-change";
import { useMyLicences } from "../api/get-my-licences";
import { useRemoveLicence } from "../api/remove-licence";
import { LICENCE_TYPE_LABELS } from "../labels";
import { AddLicenceDialog } from "./add-licence-dialog";
import { LicenceScanLink } from "./licence-scan-link";
import { LicenceStatusBadge } from "./licence-status-badge";

/**
 * The partner's state cannabis licences on their profile: each with its review, expiry and
 * scan. Tours that require a licence take bids only with a current approved one for their state.
 */
export function LicencesSection() {
  const licences = useMyLicences();
  const remove = useRemoveLicence();
  const [adding, setAdding] = useState(false);
  const items = licences.data ?? [];

  return (
    <section className="card mb-6 bg-base-100 shadow-sm" aria-labelledby="licences-heading">
      <div className="card-body gap-4 p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="licences-heading" className="card-title text-lg">
            Cannabis Licences
          </h2>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => setAdding(true)}>
            Add licence
          </button>
        </div>
        <p className="text-sm text-base-content/75">
          Tours marked "Cannabis license required" take bids only from partners with an approved,
          unexpired licence for the tour's state.
        </p>
        <QueryState
          isPending={licences.isPending}
          error={licences.error}
          onRetry={() => licences.refetch()}
          label="Loading licences..."
        >
          {items.length === 0 ? (
            <p className="text-sm">No licences yet.</p>
          ) : (
            <ul className="grid gap-3">
              {items.map((licence) => (
                <li key={licence.id}>
                  <article
                    aria-label={`${licence.state} licence ${licence.licenceNumber}`}
                    className="flex flex-wrap items-start justify-between gap-3 rounded-box border border-base-300 p-3"
                  >
                    <div className="min-w-0">
                      <p className="font-semibold break-words">
                        {US_STATES[licence.state]} · {LICENCE_TYPE_LABELS[licence.licenceType]}
                      </p>
                      <p className="text-sm break-all">No. {licence.licenceNumber}</p>
                      <p className="text-sm text-base-content/75">Expires {licence.expiresOn}</p>
                      {licence.status === "rejected" && licence.rejectionReason ? (
                        <p className="text-sm font-medium">Rejected: {licence.rejectionReason}</p>
                      ) : null}
                    </div>
                    <div className="flex flex-wrap items-center gap-2">
                      <LicenceStatusBadge licence={licence} />
                      <LicenceScanLink licence={licence} />
                      <button
                        type="button"
                        className="btn btn-ghost btn-xs"
                        aria-label={`Remove ${licence.state} licence ${licence.licenceNumber}`}
                        disabled={remove.isPending}
                        onClick={() =>
                          runAdminChange(() => remove.mutateAsync(licence.id), {
                            success: "The licence was removed.",
                            failure: "The licence could not be removed.",
                          })
                        }
                      >
                        Remove
                      </button>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
      <AddLicenceDialog open={adding} onClose={() => setAdding(false)} />
    </section>
  );
}
