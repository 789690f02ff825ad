import type { AddOnId } from "@shared/add-ons";
import { formatMoney } from "@/utils/format";
import { bidTotal, centsToDollars } from "./bid-total";

/** The live Total bid: base amount plus the chosen add-ons (product §5). */
export function BidTotalSummary({ amount, addOnIds }: { amount: unknown; addOnIds: AddOnId[] }) {
  const { baseCents, addOnsCents, totalCents } = bidTotal(amount, addOnIds);
  return (
    <div className="rounded-box bg-base-200 px-4 py-3">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt>Base amount</dt>
        <dd className="text-right">{formatMoney(centsToDollars(baseCents))}</dd>
        <dt>Add-ons</dt>
        <dd className="text-right">{formatMoney(centsToDollars(addOnsCents))}</dd>
        <dt className="text-base font-semibold">Total bid</dt>
        <dd className="text-right text-base font-bold">
          <output aria-label="Total bid">{formatMoney(centsToDollars(totalCents))}</output>
        </dd>
      </dl>
    </div>
  );
}
