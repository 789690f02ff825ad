import { achReturnLabel } from "@shared/ach-returns";
import { ACH_RETURNED_NOTE } from "@shared/contracts/ach";
import type { Earnings } from "@shared/contracts/api";
import { formatCents, toCents } from "@shared/money";
import { PAYOUT_METHOD_LABELS } from "@shared/schemas/payout";
import { QueryState } from "@/components/ui/query-state";
import { notifyError } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { formatDate, formatMoney } from "@/utils/format";
import { monthName } from "@/utils/months";
import { useDownloadStatement } from "../api/download-statement";
import { useEarnings } from "../api/get-earnings";
import { EarningsChart } from "./earnings-chart";
import { PayableLinesTable } from "./payable-lines-table";

/** Paid + pending: the dashboard's Total Revenue (docs/api.md). */
function totalOf(earnings: Earnings) {
  return formatCents((toCents(earnings.totalPaid) ?? 0) + (toCents(earnings.totalPending) ?? 0));
}

/** The partner's Earnings page: totals, each month with its statement, each payment. */
export function EarningsOverview() {
  const query = useEarnings();
  const statement = useDownloadStatement();
  const download = (month: string) =>
    statement.mutate(month, {
      onError: (error) =>
        notifyError({
          title: "Error",
          description: errorMessage(error, "Failed to download the statement."),
        }),
    });

  return (
    <QueryState
      isPending={query.isPending}
      error={query.error}
      onRetry={() => query.refetch()}
      label="Loading earnings..."
    >
      {query.data ? (
        <div className="flex flex-col gap-8">
          <dl className="stats stats-vertical w-full shadow sm:stats-horizontal">
            <div className="stat">
              <dt className="stat-title">Total Revenue</dt>
              <dd className="stat-value text-2xl">{formatMoney(totalOf(query.data))}</dd>
            </div>
            <div className="stat">
              <dt className="stat-title">Paid</dt>
              <dd className="stat-value text-2xl">{formatMoney(query.data.totalPaid)}</dd>
            </div>
            <div className="stat">
              <dt className="stat-title">Pending</dt>
              <dd className="stat-value text-2xl">{formatMoney(query.data.totalPending)}</dd>
            </div>
          </dl>

          <EarningsChart months={query.data.months} />

          <section aria-labelledby="earnings-months" className="flex flex-col gap-4">
            <h2 id="earnings-months" className="text-xl font-semibold">
              By month
            </h2>
            {query.data.months.length === 0 ? (
              <p className="text-base-content/70">No completed tours yet.</p>
            ) : (
              query.data.months.map((month) => (
                <article
                  key={month.month}
                  aria-label={monthName(month.month)}
                  className="card bg-base-100 shadow-sm"
                >
                  <div className="card-body gap-3">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <h3 className="card-title">{monthName(month.month)}</h3>
                      <button
                        type="button"
                        className="btn btn-outline btn-sm"
                        onClick={() => download(month.month)}
                      >
                        Download statement
                      </button>
                    </div>
                    <p>
                      Paid {formatMoney(month.paid)} · Pending {formatMoney(month.pending)}
                    </p>
                    <PayableLinesTable
                      label={`${monthName(month.month)} lines`}
                      lines={month.lines}
                    />
                  </div>
                </article>
              ))
            )}
          </section>

          <section aria-labelledby="earnings-payments" className="flex flex-col gap-4">
            <h2 id="earnings-payments" className="text-xl font-semibold">
              Payments
            </h2>
            {query.data.payments.length === 0 ? (
              <p className="text-base-content/70">No payments yet.</p>
            ) : (
              query.data.payments.map((payment) => (
                <article
                  key={payment.id}
                  aria-label={`Payment of ${formatMoney(payment.total)}`}
                  className="card bg-base-100 shadow-sm"
                >
                  <div className="card-body gap-3">
                    <h3 className="card-title">
                      {formatMoney(payment.total)} on {formatDate(payment.paidOn)}
                    </h3>
                    <p>
                      {PAYOUT_METHOD_LABELS[payment.method]} · Reference {payment.reference}
                    </p>
                    {payment.achReturnCode ? (
                      <p className="alert alert-warning">
                        {ACH_RETURNED_NOTE} {achReturnLabel(payment.achReturnCode)}. Its lines are
                        owed to you again and go with your next payment.
                      </p>
                    ) : null}
                    <PayableLinesTable
                      label={`Lines paid on ${formatDate(payment.paidOn)}`}
                      lines={payment.lines}
                    />
                  </div>
                </article>
              ))
            )}
          </section>
        </div>
      ) : null}
    </QueryState>
  );
}
