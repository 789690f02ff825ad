/**
 * The two figures of a completed tour, named the same on every screen and mail: what the
 * partner is paid, and what the client paid (tours.actual_revenue). They differ (the
 * platform's margin), so neither is ever shown without its name.
 */
export const MONEY_LABELS = {
  /** The partner's pay: the accepted bid's total (tours.agreed_amount), what payouts owe. */
  agreedAmount: "Agreed amount",
  /** What a tour without an accepted bid pays: the opportunity's base rate, nothing agreed. */
  baseRate: "Base rate",
  /** The client's price for the tour: the platform's revenue, never the partner's pay. */
  clientPrice: "Client's price",
} as const;
