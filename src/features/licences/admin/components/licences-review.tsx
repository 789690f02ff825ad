import { type AdminLicence, LICENCE_STATUSES, US_STATES } from "@shared/contracts/licences";
import { useState } from "react";
import { QueryState } from "@/components/ui/query-state";
import { runAdminChange } from "@/lib/admin-change";
import { LicenceScanLink } from "../../components/licence-scan-link";
import { LicenceStatusBadge } from "../../components/licence-status-badge";
import { LICENCE_STATUS_LABELS, LICENCE_TYPE_LABELS } from "../../labels";
import { type LicenceFilters, useAdminLicences } from "../api/get-admin-licences";
import { useReviewLicence } from "../api/review-licence";
import { partnerName, RejectLicenceDialog } from "./reject-licence-dialog";

/**
 * Licences (/admin/licences): every partner's state licences, pending first, filtered by status
 * and by expiry within 30 days; each approved, or rejected with a reason the partner is told.
 */
export function LicencesReview() {
  const [filters, setFilters] = useState<LicenceFilters>({ status: "pending", expiring: false });
  const licences = useAdminLicences(filters);
  const review = useReviewLicence();
  const [rejecting, setRejecting] = useState<AdminLicence | null>(null);
  const items = licences.data ?? [];

  const approve = (licence: AdminLicence) =>
    runAdminChange(() => review.mutateAsync({ id: licence.id, status: "approved" }), {
      success: `${licence.state} licence ${licence.licenceNumber} approved.`,
      failure: "The licence could not be approved.",
    });
  const reject = async (reason: string) => {
    if (!rejecting) return;
    const licence = rejecting;
    const outcome = await runAdminChange(
      () => review.mutateAsync({ id: licence.id, status: "rejected", rejectionReason: reason }),
      {
        success: `${licence.state} licence ${licence.licenceNumber} rejected.`,
        failure: "The licence could not be rejected.",
      },
    );
    if (outcome.ok) setRejecting(null);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-4">
        <label className="fieldset">
          <span className="fieldset-legend">Status</span>
          <select
            className="select"
            value={filters.status}
            onChange={(event) =>
              setFilters({ ...filters, status: event.target.value as LicenceFilters["status"] })
            }
          >
            <option value="all">All statuses</option>
            {LICENCE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LICENCE_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <label className="label mb-2 cursor-pointer gap-2">
          <input
            type="checkbox"
            className="checkbox checkbox-sm"
            checked={filters.expiring}
            onChange={(event) => setFilters({ ...filters, expiring: event.target.checked })}
          />
          Expiring within 30 days
        </label>
      </div>
      <QueryState
        isPending={licences.isPending}
        error={licences.error}
        onRetry={() => licences.refetch()}
        label="Loading licences..."
      >
        {items.length === 0 ? (
          <p className="text-base-content/70">No licences match these filters.</p>
        ) : (
          <ul className="grid gap-3">
            {items.map((licence) => (
              <li key={licence.id}>
                <article
                  aria-label={`${partnerName(licence)}: ${licence.state} licence ${licence.licenceNumber}`}
                  className="card bg-base-100 shadow-sm"
                >
                  <div className="card-body flex-row flex-wrap items-start justify-between gap-3 p-4">
                    <div className="min-w-0">
                      <h2 className="font-semibold break-words">{partnerName(licence)}</h2>
                      <p className="text-sm break-all text-base-content/75">
                        {licence.partner.email}
                      </p>
                      <p className="text-sm">
                        {US_STATES[licence.state]} · {LICENCE_TYPE_LABELS[licence.licenceType]} ·
                        No. <span className="break-all">{licence.licenceNumber}</span>
                      </p>
                      <p className="text-sm">Expires {licence.expiresOn}</p>
                      {licence.rejectionReason ? (
                        <p className="text-sm font-medium">Rejected: {licence.rejectionReason}</p>
                      ) : null}
                    </div>
                    <div className="flex flex-wrap items-center gap-2">
                      <LicenceStatusBadge licence={licence} />
                      <LicenceScanLink licence={licence} />
                      {licence.status !== "approved" ? (
                        <button
                          type="button"
                          className="btn btn-success btn-sm"
                          disabled={review.isPending}
                          onClick={() => approve(licence)}
                        >
                          Approve
                        </button>
                      ) : null}
                      {licence.status !== "rejected" ? (
                        <button
                          type="button"
                          className="btn btn-sm"
                          disabled={review.isPending}
                          onClick={() => setRejecting(licence)}
                        >
                          Reject
                        </button>
                      ) : null}
                    </div>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <RejectLicenceDialog
        licence={rejecting}
        pending={review.isPending}
        onClose={() => setRejecting(null)}
        onReject={reject}
      />
    </div>
  );
}
