import { type AddOnId, bidTotalCents } from "@shared/add-ons";
import { formatCents, toCents } from "@shared/money";

/** "150.00" for 15000: what formatMoney takes. */
export const centsToDollars = formatCents;

/**
 * The Total bid the dialog shows while the partner types: the amount typed plus the chosen
 * add-ons, in integer cents (the same sum the API stores). An amount that is not (yet) a valid
 * one counts as 0.
 */
export function bidTotal(amount: unknown, addOnIds: readonly AddOnId[] = []) {
  const baseCents = toCents(amount) ?? 0;
  const totalCents = bidTotalCents(baseCents, addOnIds);
  return { baseCents, addOnsCents: totalCents - baseCents, totalCents };
}
