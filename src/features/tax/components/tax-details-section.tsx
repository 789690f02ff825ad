import { AWAITING_TAX_DETAILS, type TaxDetails } from "@shared/contracts/tax";
import { TAX_CLASSIFICATION_LABELS } from "@shared/schemas/tax-details";
import { useState } from "react";
import { Link } from "react-router-dom";
import { QueryState } from "@/components/ui/query-state";
import { paths } from "@/config/paths";
import { formatDate } from "@/utils/format";
import { useTaxDetails } from "../api/get-tax-details";
import { TaxDetailsForm } from "./tax-details-form";

function TaxDetailsSummary({ details }: { details: TaxDetails }) {
  const address = [
    details.addressLine1,
    details.addressLine2,
    `${details.city}, ${details.state} ${details.postalCode}`,
  ].filter(Boolean);
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
      <div>
        <dt className="text-sm text-base-content/75">Name</dt>
        <dd>{details.legalName}</dd>
      </div>
      {details.businessName ? (
        <div>
          <dt className="text-sm text-base-content/75">Business name</dt>
          <dd>{details.businessName}</dd>
        </div>
      ) : null}
      <div>
        <dt className="text-sm text-base-content/75">Federal tax classification</dt>
        <dd>{TAX_CLASSIFICATION_LABELS[details.taxClassification]}</dd>
      </div>
      <div>
        <dt className="text-sm text-base-content/75">{details.tinType.toUpperCase()}</dt>
        <dd className="font-mono">{details.tinMasked}</dd>
      </div>
      <div>
        <dt className="text-sm text-base-content/75">Address</dt>
        <dd>
          {address.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </dd>
      </div>
      <div>
        <dt className="text-sm text-base-content/75">Certified and signed</dt>
        <dd>{formatDate(details.signedAt)}</dd>
      </div>
    </dl>
  );
}

/** Earnings' tax details (W-9): what is on file, masked, or the form; payouts wait for it. */
export function TaxDetailsSection() {
  const query = useTaxDetails();
  const [editing, setEditing] = useState(false);
  const lastYear = new Date().getUTCFullYear() - 1;

  return (
    <section aria-labelledby="tax-details" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="tax-details" className="text-xl font-semibold">
          Tax details (W-9)
        </h2>
        <Link to={`${paths.taxStatement.path}?year=${lastYear}`} className="link link-primary">
          Year statement
        </Link>
      </div>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => query.refetch()}
        label="Loading tax details..."
      >
        <div className="card bg-base-100 shadow-sm">
          <div className="card-body gap-4 max-sm:px-4">
            {query.data === null ? (
              <>
                <p role="status" className="alert alert-warning">
                  {AWAITING_TAX_DETAILS.partner}
                </p>
                <TaxDetailsForm details={null} />
              </>
            ) : query.data && editing ? (
              <TaxDetailsForm details={query.data} onDone={() => setEditing(false)} />
            ) : query.data ? (
              <>
                <TaxDetailsSummary details={query.data} />
                <div>
                  <button
                    type="button"
                    className="btn btn-outline btn-sm min-h-11"
                    onClick={() => setEditing(true)}
                  >
                    Edit tax details
                  </button>
                </div>
              </>
            ) : null}
          </div>
        </div>
      </QueryState>
    </section>
  );
}
