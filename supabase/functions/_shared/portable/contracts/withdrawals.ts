/** A partner's word on a tour (docs/api.md "Withdrawing from a tour"). */

export type WithdrawalStatus = "released" | "pending" | "approved" | "refused";

/** A withdrawal as its partner and the admins read it. */
export interface TourWithdrawal {
  id: string;
  tourId: string;
  partnerId: string;
  reason: string;
  /** Asked within the notice period: an admin decides. */
  late: boolean;
  status: WithdrawalStatus;
  requestedAt: string;
  decidedAt: string | null;
}

/** GET /api/tours/{id}/withdrawal: what withdrawing now means, before the partner confirms. */
export interface WithdrawalTerms {
  /** The notice period: at least this many days ahead, a withdrawal is released at once. */
  noticeDays: number;
  /** Withdrawing now would be a request an admin approves or refuses. */
  late: boolean;
  /** The request waiting for an admin, if any. */
  pending: { id: string; requestedAt: string } | null;
}

/** GET /api/admin/tours/withdrawals: a request waiting for an admin, with its tour. */
export interface WithdrawalRequest extends TourWithdrawal {
  tourTitle: string;
  startsAt: string;
  timeZone: string;
  partnerName: string;
}

/** A partner's record over the last 12 months (`private.partner_reliability()`). */
export interface Reliability {
  toursCompleted: number;
  withdrawnLate: number;
  noShows: number;
}
