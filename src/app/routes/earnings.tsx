import { EarningsOverview } from "@/features/payouts/components/earnings-overview";

/** Earnings (/earnings): what the partner's completed tours earned, paid and pending, by month. */
export function EarningsRoute() {
  return (
    <>
      <title>Earnings · Tour Partner Portal</title>
      <h1 className="mb-6 text-3xl font-bold">Earnings</h1>
      <EarningsOverview />
    </>
  );
}
