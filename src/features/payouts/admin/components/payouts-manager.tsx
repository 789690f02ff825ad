import type { PayableLine, PayoutMonth } from "@shared/contracts/api";
import { useId, useState } from "react";
import { Pagination } from "@/components/ui/pagination";
import { QueryState } from "@/components/ui/query-state";
import { notifyError } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { useExportPayouts } from "../api/export-payouts";
import { usePayoutMonths } from "../api/get-payout-months";
import { AchBatchBar, type AchChoice } from "./ach-batch-bar";
import { AchBatchesList } from "./ach-batches-list";
import { CorrectLineDialog } from "./correct-line-dialog";
import { PayDialog } from "./pay-dialog";
import { PayoutMonthCard } from "./payout-month-card";
import { ReverseLineDialog } from "./reverse-line-dialog";

interface Paying {
  month: PayoutMonth;
  lines: PayableLine[];
}

/** This month, `YYYY-MM` in UTC (the months of payable lines are UTC's). */
const currentMonth = () => new Date().toISOString().slice(0, 7);

/**
 * The admins' Payouts page: one month (the current one to start with), a page of partners at a
 * time; pay lines in a batch, correct a pending line, reverse a paid one, export; choose
 * months of several partners for one ACH batch, download its file and record its returns.
 */
export function PayoutsManager() {
  const monthId = useId();
  const [month, setMonth] = useState(currentMonth);
  const [page, setPage] = useState(1);
  const query = usePayoutMonths(month, page);
  const exporter = useExportPayouts();
  const [paying, setPaying] = useState<Paying | null>(null);
  const [correcting, setCorrecting] = useState<PayableLine | null>(null);
  const [reversing, setReversing] = useState<PayableLine | null>(null);
  // Remounts the cards after a payment so their selections start empty.
  const [round, setRound] = useState(0);
  // The months chosen for ACH, by partner and month: they stay chosen across months.
  const [ach, setAch] = useState<ReadonlyMap<string, AchChoice>>(new Map());
  const achKey = (m: PayoutMonth) => `${m.partnerId} ${m.month}`;
  const toggleAch = (m: PayoutMonth, lines: PayableLine[] | null) =>
    setAch((current) => {
      const next = new Map(current);
      if (lines) {
        next.set(achKey(m), {
          partnerName: m.partnerName,
          month: m.month,
          lineIds: lines.map((l) => l.id),
          amounts: lines.map((l) => l.amount),
        });
      } else next.delete(achKey(m));
      return next;
    });

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
            required
            onChange={(event) => {
              setMonth(event.target.value || currentMonth());
              setPage(1);
            }}
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
        {query.data?.items.length === 0 ? (
          <p className="text-base-content/70">Nothing is owed for this month.</p>
        ) : (
          query.data?.items.map((m) => (
            <PayoutMonthCard
              key={`${m.partnerId}-${m.month}-${round}`}
              month={m}
              onPay={(lines) => setPaying({ month: m, lines })}
              onCorrect={setCorrecting}
              onReverse={setReversing}
              achChosen={ach.has(achKey(m))}
              onAchToggle={(lines) => toggleAch(m, lines)}
            />
          ))
        )}
        {query.data ? (
          <Pagination
            page={query.data.page}
            pageSize={query.data.pageSize}
            total={query.data.total}
            onPage={setPage}
            label="Payout pages"
          />
        ) : null}
      </QueryState>
      <AchBatchBar
        choices={[...ach.values()]}
        onCreated={() => {
          setAch(new Map());
          setRound((n) => n + 1);
        }}
      />
      <AchBatchesList />
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
      <ReverseLineDialog line={reversing} onClose={() => setReversing(null)} />
    </div>
  );
}
