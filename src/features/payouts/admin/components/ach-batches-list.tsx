import { ACH_RETURN_CODE_LIST, achReturnLabel } from "@shared/ach-returns";
import type { AchBatch, AchEntry } from "@shared/contracts/ach";
import { useId, useState } from "react";
import { BusyButton } from "@/components/ui/busy-button";
import { QueryState } from "@/components/ui/query-state";
import { notifyError, notifySuccess } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { formatDate, formatMoney } from "@/utils/format";
import { useDownloadAchFile } from "../api/download-ach-file";
import { useAchBatches } from "../api/get-ach-batches";
import { useRecordAchReturn } from "../api/record-ach-return";

/** An entry's return, entered by hand from the bank's notice: its R-code. */
function ReturnForm({ entry }: { entry: AchEntry }) {
  const selectId = useId();
  const [code, setCode] = useState("R01");
  const record = useRecordAchReturn();
  const submit = () =>
    record.mutate(
      { traceNumber: entry.traceNumber, returnCode: code },
      {
        onSuccess: () =>
          notifySuccess({
            title: "Return recorded",
            description: `${entry.partnerName}'s lines are owed again.`,
          }),
        onError: (error) =>
          notifyError({ title: "Error", description: errorMessage(error, "Could not record it.") }),
      },
    );
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={selectId} className="sr-only">
        Return code for trace {entry.traceNumber}
      </label>
      <select
        id={selectId}
        className="select select-sm max-w-56"
        value={code}
        onChange={(event) => setCode(event.target.value)}
      >
        {ACH_RETURN_CODE_LIST.map((c) => (
          <option key={c} value={c}>
            {achReturnLabel(c)}
          </option>
        ))}
      </select>
      <BusyButton
        type="button"
        className="btn btn-outline btn-sm min-h-11"
        pending={record.isPending}
        onClick={submit}
      >
        Record return
      </BusyButton>
    </div>
  );
}

function BatchCard({ batch }: { batch: AchBatch }) {
  const download = useDownloadAchFile();
  const title = `ACH batch of ${formatDate(batch.createdAt)}, effective ${formatDate(batch.effectiveDate)}`;
  return (
    <article aria-label={title} className="card bg-base-100 shadow-sm">
      <div className="card-body gap-3 max-sm:px-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="card-title">{title}</h3>
          <BusyButton
            type="button"
            className="btn btn-primary btn-sm min-h-11"
            pending={download.isPending}
            onClick={() =>
              download.mutate(batch.id, {
                onError: (error) =>
                  notifyError({
                    title: "Error",
                    description: errorMessage(error, "Could not download the file."),
                  }),
              })
            }
          >
            Download NACHA file
          </BusyButton>
        </div>
        <p>
          {batch.secCode} · {batch.entryCount} {batch.entryCount === 1 ? "entry" : "entries"} ·{" "}
          {formatMoney(batch.total)}
        </p>
        <section
          aria-label={`${title} entries`}
          className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-primary"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs focus to scroll by keyboard
          tabIndex={0}
        >
          <table className="table table-sm">
            <caption className="sr-only">{title} entries</caption>
            <thead>
              <tr>
                <th scope="col">Partner</th>
                <th scope="col">Account</th>
                <th scope="col">Trace number</th>
                <th scope="col">Amount</th>
                <th scope="col">Return</th>
              </tr>
            </thead>
            <tbody>
              {batch.entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{entry.partnerName}</td>
                  <td className="font-mono">{entry.accountMasked}</td>
                  <td className="font-mono">{entry.traceNumber}</td>
                  <td>{formatMoney(entry.amount)}</td>
                  <td>
                    {entry.returnCode ? (
                      <span className="badge badge-warning h-auto">
                        Returned: {achReturnLabel(entry.returnCode)}
                      </span>
                    ) : (
                      <ReturnForm entry={entry} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </article>
  );
}

/** The latest ACH batches: each one's file to download and its entries' returns. */
export function AchBatchesList() {
  const query = useAchBatches();
  return (
    <section aria-labelledby="ach-batches" className="flex flex-col gap-4">
      <h2 id="ach-batches" className="text-xl font-semibold">
        ACH batches
      </h2>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => query.refetch()}
        label="Loading ACH batches..."
      >
        {query.data?.length === 0 ? (
          <p className="text-base-content/70">No ACH batch yet.</p>
        ) : (
          query.data?.map((batch) => <BatchCard key={batch.id} batch={batch} />)
        )}
      </QueryState>
    </section>
  );
}
