import { TAX_FIRST_YEAR } from "@shared/contracts/tax";
import { useSearchParams } from "react-router-dom";
import { QueryState } from "@/components/ui/query-state";
import { formatMoney } from "@/utils/format";
import { useTaxYear } from "../api/get-tax-year";

/** The years a statement can be asked for: the first threshold's to the current one. */
function yearsUpToNow() {
  const years: number[] = [];
  for (let year = new Date().getUTCFullYear(); year >= TAX_FIRST_YEAR; year -= 1) years.push(year);
  return years;
}

/**
 * The partner's year statement, a page to print: the total the platform reports on their
 * 1099-NEC (payments by cash, check or bank transfer; PayPal reports its own), and the details
 * it reports them under, the TIN masked.
 */
export function TaxYearStatement() {
  const [params, setParams] = useSearchParams();
  const years = yearsUpToNow();
  const asked = Number(params.get("year"));
  const year = years.includes(asked) ? asked : (years[1] ?? years[0] ?? TAX_FIRST_YEAR);
  const query = useTaxYear(year);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3 print:hidden">
        <label className="fieldset">
          <span className="fieldset-legend">Tax year</span>
          <select
            className="select"
            value={year}
            onChange={(event) => setParams({ year: event.target.value })}
          >
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="btn btn-primary min-h-11" onClick={() => window.print()}>
          Print
        </button>
      </div>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => query.refetch()}
        label="Loading the statement..."
      >
        {query.data ? (
          <article aria-label={`Year statement ${year}`} className="card bg-base-100 shadow-sm">
            <div className="card-body gap-3 max-sm:px-4">
              <h2 className="card-title">Tax year {year}</h2>
              <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
                <div>
                  <dt className="text-sm text-base-content/75">
                    Payments by cash, check or bank transfer
                  </dt>
                  <dd className="text-2xl font-semibold">{formatMoney(query.data.total)}</dd>
                </div>
                <div>
                  <dt className="text-sm text-base-content/75">1099-NEC threshold</dt>
                  <dd>
                    {query.data.threshold ? formatMoney(query.data.threshold) : "Not set yet"}
                  </dd>
                </div>
                {query.data.taxDetails ? (
                  <div>
                    <dt className="text-sm text-base-content/75">Reported for</dt>
                    <dd>
                      {query.data.taxDetails.legalName} ·{" "}
                      <span className="font-mono">{query.data.taxDetails.tinMasked}</span>
                    </dd>
                  </div>
                ) : null}
              </dl>
              <p>
                {query.data.reported
                  ? `The platform reports ${formatMoney(query.data.total)} in box 1 of your Form 1099-NEC for ${year}.`
                  : `Your payments for ${year} are below the threshold: the platform files no Form 1099-NEC for you.`}
              </p>
              <p className="text-sm text-base-content/75">
                PayPal payments are reported by PayPal, not by the platform. The year is the payment
                date's, on the platform's clock (UTC).
              </p>
            </div>
          </article>
        ) : null}
      </QueryState>
    </div>
  );
}
