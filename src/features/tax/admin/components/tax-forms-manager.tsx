import { TAX_FIRST_YEAR } from "@shared/contracts/tax";
import { useState } from "react";
import { BusyButton } from "@/components/ui/busy-button";
import { QueryState } from "@/components/ui/query-state";
import { notifyError, notifySuccess } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { formatMoney } from "@/utils/format";
import { useExportTaxForms } from "../api/export-tax-forms";
import { useTaxForms } from "../api/get-tax-forms";
import { AddThresholdForm } from "./add-threshold-form";

function yearsUpToNow() {
  const years: number[] = [];
  for (let year = new Date().getUTCFullYear(); year >= TAX_FIRST_YEAR; year -= 1) years.push(year);
  return years;
}

/**
 * The admins' year: every partner whose payments by cash, check or bank transfer reached the
 * year's threshold, TINs masked, and the CSV for the e-filing service (the TINs in clear, each
 * read logged in the audit log).
 */
export function TaxFormsManager() {
  const years = yearsUpToNow();
  const [year, setYear] = useState(years[1] ?? years[0] ?? TAX_FIRST_YEAR);
  const query = useTaxForms(year);
  const download = useExportTaxForms();
  const exportYear = () =>
    download.mutate(year, {
      onSuccess: () =>
        notifySuccess({ title: "Exported", description: `1099-NEC ${year} downloaded.` }),
      onError: (error) =>
        notifyError({
          title: "Error",
          description: errorMessage(error, "Failed to export the forms."),
        }),
    });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <label className="fieldset">
          <span className="fieldset-legend">Tax year</span>
          <select className="select" value={year} onChange={(e) => setYear(Number(e.target.value))}>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
        <BusyButton
          type="button"
          className="btn btn-primary min-h-11"
          pending={download.isPending}
          onClick={exportYear}
        >
          Export 1099-NEC CSV
        </BusyButton>
      </div>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => query.refetch()}
        label="Loading the year..."
      >
        {query.data ? (
          <section aria-labelledby="tax-forms-year" className="flex flex-col gap-3">
            <h2 id="tax-forms-year" className="text-xl font-semibold">
              {year}:{" "}
              {query.data.threshold
                ? `payments of ${formatMoney(query.data.threshold)} or more`
                : "no threshold set"}
            </h2>
            {query.data.items.length === 0 ? (
              <p className="text-base-content/80">No partner reached the threshold in {year}.</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="table">
                  <caption className="sr-only">1099-NEC recipients {year}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Partner</th>
                      <th scope="col">TIN</th>
                      <th scope="col" className="text-right">
                        Box 1
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {query.data.items.map((item) => (
                      <tr key={item.partnerId}>
                        <td>
                          {item.legalName ?? item.partnerName}
                          {item.legalName && item.legalName !== item.partnerName ? (
                            <span className="block text-sm text-base-content/75">
                              {item.partnerName}
                            </span>
                          ) : null}
                        </td>
                        <td className="font-mono">{item.tinMasked ?? "Tax details missing"}</td>
                        <td className="text-right">{formatMoney(item.total)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        ) : null}
      </QueryState>
      <section aria-labelledby="tax-thresholds" className="flex flex-col gap-2">
        <h2 id="tax-thresholds" className="text-xl font-semibold">
          Thresholds
        </h2>
        <p className="text-sm text-base-content/80">
          $600 through 2025 and $2,000 for 2026 are set; add each later year once the IRS publishes
          it.
        </p>
        <AddThresholdForm />
      </section>
    </div>
  );
}
