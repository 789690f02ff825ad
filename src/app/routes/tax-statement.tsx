import { TaxYearStatement } from "@/features/tax/components/tax-year-statement";

/** Year statement (/earnings/tax-statement?year=): what the platform reports on the partner's 1099-NEC. */
export function TaxStatementRoute() {
  return (
    <>
      <title>Year statement · Tour Partner Portal</title>
      <h1 className="mb-6 text-3xl font-bold">Year statement</h1>
      <TaxYearStatement />
    </>
  );
}
