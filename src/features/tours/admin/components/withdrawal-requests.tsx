import { WITHDRAWAL_TEXT_MAX_LENGTH } from "@shared/contracts/limits";
import type { WithdrawalRequest } from "@shared/contracts/withdrawals";
import { formatTourDate, formatTourTime } from "@shared/tour-time";
import { useId, useState } from "react";
import { TextareaField } from "@/components/ui/form-fields";
import { QueryState } from "@/components/ui/query-state";
import { notifyError, notifySuccess } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { useDecideWithdrawal } from "../api/decide-withdrawal";
import { usePendingWithdrawals } from "../api/get-pending-withdrawals";

/**
 * The partners' late withdrawals waiting for a decision, on the Tours page: Approve releases
 * the tour (the opportunity opens for bids again), Refuse keeps it; the partner is told.
 */
export function WithdrawalRequests() {
  const headingId = useId();
  const requests = usePendingWithdrawals();
  const decide = useDecideWithdrawal();
  const items = requests.data ?? [];
  if (requests.isSuccess && items.length === 0) return null;

  const answer = (id: string, approve: boolean, note: string) =>
    decide.mutate(
      { id, approve, ...(note.trim() ? { note } : {}) },
      {
        onSuccess: () =>
          notifySuccess({
            title: "Success",
            description: approve
              ? "Withdrawal approved; the tour is open for bids again."
              : "Withdrawal refused.",
          }),
        onError: (error) =>
          notifyError({
            title: "Error",
            description: errorMessage(error, "The answer could not be saved."),
          }),
      },
    );

  return (
    <section className="card mb-6 bg-base-100 shadow-sm" aria-labelledby={headingId}>
      <div className="card-body gap-3 p-5">
        <h2 id={headingId} className="card-title text-lg">
          Withdrawal requests
        </h2>
        <QueryState
          isPending={requests.isPending}
          error={requests.error}
          onRetry={() => void requests.refetch()}
          label="Loading withdrawal requests..."
        >
          <ul className="flex flex-col gap-3">
            {items.map((request) => (
              <WithdrawalRequestItem
                key={request.id}
                request={request}
                busy={decide.isPending}
                onAnswer={(approve, note) => answer(request.id, approve, note)}
              />
            ))}
          </ul>
        </QueryState>
      </div>
    </section>
  );
}

/** One request: its tour and reason, a note the partner reads with the answer, and the answer. */
function WithdrawalRequestItem({
  request,
  busy,
  onAnswer,
}: {
  request: WithdrawalRequest;
  busy: boolean;
  onAnswer: (approve: boolean, note: string) => void;
}) {
  const [note, setNote] = useState("");
  return (
    <li className="rounded-box border border-base-300 p-3">
      <p className="font-medium break-words">
        {request.partnerName} asks to withdraw from {request.tourTitle}
      </p>
      <p className="text-sm text-base-content/75">
        {formatTourDate(request.startsAt, request.timeZone)} ·{" "}
        {formatTourTime(request.startsAt, request.timeZone)}
      </p>
      <p className="mt-1 text-sm break-words">“{request.reason}”</p>
      <TextareaField
        label="Note to the partner (optional)"
        rows={2}
        maxLength={WITHDRAWAL_TEXT_MAX_LENGTH}
        value={note}
        onChange={setNote}
      />
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-sm btn-primary"
          disabled={busy}
          aria-label={`Approve ${request.partnerName}'s withdrawal from ${request.tourTitle}`}
          onClick={() => onAnswer(true, note)}
        >
          Approve
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline"
          disabled={busy}
          aria-label={`Refuse ${request.partnerName}'s withdrawal from ${request.tourTitle}`}
          onClick={() => onAnswer(false, note)}
        >
          Refuse
        </button>
      </div>
    </li>
  );
}
