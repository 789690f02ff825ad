import type { Reliability } from "@shared/contracts/withdrawals";

/** "12 completed · 1 withdrawn late · 0 no-shows": a partner's last 12 months, in one line. */
export function reliabilitySummary(reliability: Reliability): string {
  const noShows = reliability.noShows === 1 ? "1 no-show" : `${reliability.noShows} no-shows`;
  return `${reliability.toursCompleted} completed · ${reliability.withdrawnLate} withdrawn late · ${noShows}`;
}
