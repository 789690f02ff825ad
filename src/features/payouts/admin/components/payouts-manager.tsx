import type { PayableLine, PayoutMonth } from "@shared/contracts/api";
import { useId, useState } from "react";
import { QueryState } from "@/components/ui/query-state";
import { notifyError } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { useExportPayouts } from "../api/export-payouts";
import { usePayoutMonths } from "../api/get-payout-months";
import { CorrectLineDialog } from "./correct-line-dialog";
import { PayDialog } from "./pay-dialog";
import { PayoutMonthCard } from "./payout-month-card";

interface Paying {
  month: PayoutMonth;
  lines: PayableLine[];
}

/** The admins' Payouts page: per partner and month, pay lines in a batch, correct, export. */
export function PayoutsManager() {
  const monthId = useId();
  const [month, setMonth] = useState("");
  const query = usePayoutMonths(month);
  const exporter = useExportPayouts();
  const [paying, setPaying] = useState<Paying | null>(null);
  const [correcting, setCorrecting] = useState<PayableLine | null>(null);
  // Remounts the cards after a payment so their selections start empty.
  const [round, setRound] = useState(0);

  const exportCsv = () =>
    exporter.mutate(month, {
      onError: (error) =>
        notifyError({ title: "Error", description: errorMessage(error, "Failed to export.") }),
    });

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="fieldset">
          <label htmlFor={monthId} className="fieldset-legend">
            Month
          </label>
          <input
            id={monthId}
            type="month"
            className="input"
            value={month}
            onChange={(event) => setMonth(event.target.value)}
          />
        </div>
        <button type="button" className="btn btn-outline" onClick={exportCsv}>
          Export CSV
        </button>
      </div>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => query.refetch()}
        label="Loading payouts..."
      >
        {query.data?.length === 0 ? (
          <p className="text-base-content/70">Nothing is owed for this period.</p>
        ) : (
          query.data?.map((m) => (
            <PayoutMonthCard
              key={`${m.partnerId}-${m.month}-${round}`}
              month={m}
              onPay={(lines) => setPaying({ month: m, lines })}
              onCorrect={setCorrecting}
            />
          ))
        )}
      </QueryState>
      <PayDialog
        lines={paying?.lines ?? null}
        partner={paying?.month.partnerName ?? ""}
        onClose={() => setPaying(null)}
        onPaid={() => {
          setPaying(null);
          setRound((n) => n + 1);
        }}
      />
      <CorrectLineDialog line={correcting} onClose={() => setCorrecting(null)} />
    </div>
  );
}
