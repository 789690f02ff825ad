import { AWAITING_BANK_ACCOUNT } from "@shared/contracts/ach";
import type { PayableLine, PayoutMonth } from "@shared/contracts/api";
import { AWAITING_TAX_DETAILS } from "@shared/contracts/tax";
import { useId, useState } from "react";
import { formatMoney } from "@/utils/format";
import { monthName } from "@/utils/months";
import { PayableLinesTable } from "../../components/payable-lines-table";

/** Why a partner's lines cannot be paid yet (pay_payable_lines refuses them, TP808). */
export const AWAITING_CONFIRMED_EMAIL =
  "Payments wait until this partner confirms their e-mail address from the link we mailed them.";

export interface PayoutMonthCardProps {
  month: PayoutMonth;
  onPay: (lines: PayableLine[]) => void;
  onCorrect: (line: PayableLine) => void;
  onReverse: (line: PayableLine) => void;
  /** Whether this month's pending lines go in the next ACH batch. */
  achChosen: boolean;
  onAchToggle: (lines: PayableLine[] | null) => void;
}

/** One partner's month: owed, paid, outstanding, and its lines to select and pay. */
export function PayoutMonthCard({
  month,
  onPay,
  onCorrect,
  onReverse,
  achChosen,
  onAchToggle,
}: PayoutMonthCardProps) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const awaitingId = useId();
  const pending = month.lines.filter((line) => line.status === "pending");
  const chosen = pending.filter((line) => selected.has(line.id));
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const title = `${month.partnerName} · ${monthName(month.month)}`;
  // What pay_payable_lines would refuse (TP808, TP809), said before the admin tries.
  const waits = [
    month.partnerEmailVerified ? null : AWAITING_CONFIRMED_EMAIL,
    month.partnerTaxDetailsGiven ? null : AWAITING_TAX_DETAILS.admin,
  ].filter((reason) => reason !== null);
  // What create_ach_batch refuses besides (TP837): manual payments do not need an account.
  const achWaits = month.partnerBankAccountConfirmed
    ? waits
    : [...waits, AWAITING_BANK_ACCOUNT.admin];
  const achId = useId();

  return (
    <article aria-label={title} className="card bg-base-100 shadow-sm">
      <div className="card-body gap-3 max-sm:px-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="card-title">{title}</h2>
          <div className="flex gap-2">
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={pending.length === 0}
              onClick={() => setSelected(new Set(pending.map((line) => line.id)))}
            >
              Select all pending
            </button>
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={chosen.length === 0 || waits.length > 0}
              aria-describedby={waits.length > 0 ? awaitingId : undefined}
              onClick={() => onPay(chosen)}
            >
              Pay selected ({chosen.length})
            </button>
          </div>
        </div>
        {achWaits.length > 0 ? (
          <p id={awaitingId} className="text-sm text-base-content/80">
            {achWaits.join(" ")}
          </p>
        ) : null}
        <label htmlFor={achId} className="flex min-h-11 w-fit cursor-pointer items-center gap-2">
          <input
            id={achId}
            type="checkbox"
            className="checkbox checkbox-primary"
            checked={achChosen}
            disabled={(pending.length === 0 || achWaits.length > 0) && !achChosen}
            aria-describedby={achWaits.length > 0 ? awaitingId : undefined}
            onChange={() => onAchToggle(achChosen ? null : pending)}
          />
          <span>Add to the ACH batch ({pending.length} pending)</span>
        </label>
        <dl className="flex flex-wrap gap-x-6 gap-y-1">
          <div className="flex gap-1">
            <dt>Owed</dt>
            <dd className="font-semibold">{formatMoney(month.owed)}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Paid</dt>
            <dd className="font-semibold">{formatMoney(month.paid)}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Outstanding</dt>
            <dd className="font-semibold">{formatMoney(month.outstanding)}</dd>
          </div>
        </dl>
        <PayableLinesTable
          label={`${title} lines`}
          lines={month.lines}
          lead={(line) =>
            line.status === "pending" ? (
              <input
                type="checkbox"
                className="checkbox checkbox-sm"
                aria-label={`Select ${line.tourTitle}`}
                checked={selected.has(line.id)}
                onChange={() => toggle(line.id)}
              />
            ) : null
          }
          action={(line) =>
            line.status === "pending" ? (
              <button
                type="button"
                className="btn btn-ghost btn-xs"
                onClick={() => onCorrect(line)}
              >
                Correct
              </button>
            ) : line.status === "paid" && !line.reversalOf ? (
              <button
                type="button"
                className="btn btn-ghost btn-xs"
                onClick={() => onReverse(line)}
              >
                Reverse
              </button>
            ) : null
          }
        />
      </div>
    </article>
  );
}
