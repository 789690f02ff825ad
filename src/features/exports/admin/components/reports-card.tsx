import { CSV_EXPORTS, type CsvExportName } from "../exports";
import { ExportButton } from "./export-button";

const REPORTS: CsvExportName[] = ["completedTours", "revenueByMonth", "users", "opportunities"];

/** The admin dashboard's Reports: every CSV export, one download each. */
export function ReportsCard() {
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby="reports-heading">
      <div className="card-body">
        <h2 id="reports-heading" className="card-title text-lg">
          Reports
        </h2>
        <p className="text-sm text-base-content/70">
          CSV files for spreadsheets: amounts in US dollars, times in UTC.
        </p>
        <ul className="divide-y divide-base-300">
          {REPORTS.map((name) => (
            <li key={name} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-medium">{CSV_EXPORTS[name].label}</p>
                <p className="text-sm text-base-content/70">{CSV_EXPORTS[name].description}</p>
              </div>
              <ExportButton
                name={name}
                label={`Download ${CSV_EXPORTS[name].label.toLowerCase()}`}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
