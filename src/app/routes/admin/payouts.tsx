import { PayoutsManager } from "@/features/payouts/admin/components/payouts-manager";

/** Payouts (/admin/payouts): what partners are owed per month, and paying it. */
export function AdminPayoutsRoute() {
  return (
    <>
      <title>Payouts · Tour Partner Portal</title>
      <h1 className="mb-6 text-3xl font-bold">Payouts</h1>
      <PayoutsManager />
    </>
  );
}
