/** GET /api/stats/activity (docs/api.md "Statistics"). */
export type ActivityType =
  | "bid_submitted"
  | "bid_shortlisted"
  | "bid_accepted"
  | "bid_declined"
  | "bid_withdrawn"
  | "assignment"
  | "tour_scheduled"
  | "tour_completed"
  | "tour_cancelled";

export interface ActivityItem {
  id: string;
  type: ActivityType;
  occurredAt: string;
  opportunityId: string;
  title: string;
  /** The bid's total, or a completed tour's actual revenue. */
  amount: string | null;
  /** A declined bid's or a cancelled tour's reason. */
  detail: string | null;
}
