import { formatCents, toCents } from "@shared/money";
import { useId, useState } from "react";
import { BusyButton } from "@/components/ui/busy-button";
import { notifyError, notifySuccess } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { formatMoney } from "@/utils/format";
import { monthName } from "@/utils/months";
import { useCreateAchBatch } from "../api/create-ach-batch";

/** A partner's month chosen for the next ACH batch: its pending lines, as the card had them. */
export interface AchChoice {
  partnerName: string;
  month: string;
  lineIds: string[];
  amounts: string[];
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The months chosen for ACH, of any partners and months, and the button that turns them into
 * one batch (create_ach_batch refuses a held partner by name).
 */
export function AchBatchBar({
  choices,
  onCreated,
}: {
  choices: readonly AchChoice[];
  onCreated: () => void;
}) {
  const dateId = useId();
  const [effectiveDate, setEffectiveDate] = useState(today);
  const create = useCreateAchBatch();
  const cents = choices.flatMap((c) => c.amounts).reduce((sum, a) => sum + (toCents(a) ?? 0), 0);
  const submit = () =>
    create.mutate(
      { lineIds: choices.flatMap((c) => c.lineIds), effectiveDate },
      {
        onSuccess: (batch) => {
          notifySuccess({
            title: "ACH batch created",
            description: `${batch.entryCount} entries, ${formatMoney(batch.total)}. Download its file below.`,
          });
          onCreated();
        },
        onError: (error) =>
          notifyError({
            title: "Error",
            description: errorMessage(error, "Could not create the ACH batch."),
          }),
      },
    );

  return (
    <section aria-labelledby="ach-batch-bar" className="card bg-base-100 shadow-sm">
      <div className="card-body gap-3 max-sm:px-4">
        <h2 id="ach-batch-bar" className="card-title">
          Pay by ACH
        </h2>
        {choices.length === 0 ? (
          <p className="text-base-content/75">
            Choose "Add to the ACH batch" on what to pay, of any partners and months.
          </p>
        ) : (
          <ul className="list-inside list-disc">
            {choices.map((c) => (
              <li key={`${c.partnerName}-${c.month}-${c.lineIds[0]}`}>
                {c.partnerName} · {monthName(c.month)} ({c.lineIds.length} lines)
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-end gap-3">
          <div className="fieldset">
            <label htmlFor={dateId} className="fieldset-legend">
              Effective date
            </label>
            <input
              id={dateId}
              type="date"
              className="input"
              min={today()}
              value={effectiveDate}
              onChange={(event) => setEffectiveDate(event.target.value)}
            />
          </div>
          <BusyButton
            type="button"
            className="btn btn-primary min-h-11"
            pending={create.isPending}
            disabled={choices.length === 0}
            onClick={submit}
          >
            Create ACH batch ({formatMoney(formatCents(cents))})
          </BusyButton>
        </div>
      </div>
    </section>
  );
}
