import { BankAccountSection } from "@/features/payouts/components/bank-account-section";
import { EarningsOverview } from "@/features/payouts/components/earnings-overview";
import { TaxDetailsSection } from "@/features/tax/components/tax-details-section";

/**
 * Earnings (/earnings): what the partner's completed tours earned, paid and pending, by month,
 * the tax details (W-9) payouts wait for, and the bank account direct deposits go to.
 */
export function EarningsRoute() {
  return (
    <>
      <title>Earnings · Tour Partner Portal</title>
      <h1 className="mb-6 text-3xl font-bold">Earnings</h1>
      <div className="flex flex-col gap-8">
        <div className="grid gap-8 xl:grid-cols-2">
          <TaxDetailsSection />
          <BankAccountSection />
        </div>
        <EarningsOverview />
      </div>
    </>
  );
}
