import { BankAccountSection } from "@/features/payouts/components/bank-account-section";
import { EarningsOverview } from "@/features/payouts/components/earnings-overview";
import { TaxDetailsSection } from "@/features/tax/components/tax-details-section";
import { useCurrentUser } from "@/lib/current-user";
import { rolePayoutDetails, teamRoleOf } from "@/lib/team-access";

/**
 * Earnings (/earnings): what the partner's completed tours earned, paid and pending, by month,
 * the tax details (W-9) payouts wait for, and the bank account direct deposits go to.
 */
export function EarningsRoute() {
  const { data: user } = useCurrentUser();
  const shows = rolePayoutDetails(user ? teamRoleOf(user) : "owner");
  return (
    <>
      <title>Earnings · Tour Partner Portal</title>
      <h1 className="mb-6 text-3xl font-bold">Earnings</h1>
      <div className="flex flex-col gap-8">
        {shows.taxDetails || shows.bankAccount ? (
          <div className="grid gap-8 xl:grid-cols-2">
            {shows.taxDetails ? <TaxDetailsSection /> : null}
            {shows.bankAccount ? <BankAccountSection /> : null}
          </div>
        ) : null}
        <EarningsOverview />
      </div>
    </>
  );
}
