/** GET /api/stats/activity (docs/api.md "Statistics"): the caller's latest events. */
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
  /** `<type>:<id of the bid, tour or opportunity>`: unique within the list. */
  id: string;
  type: ActivityType;
  occurredAt: string;
  opportunityId: string;
  title: string;
  /** The bid's total, or what the completed tour earned the partner (its payable amount). */
  amount: string | null;
  /** A declined bid's reason, a cancelled tour's reason. */
  detail: string | null;
}

/** One audit log entry of GET /api/admin/stats. */
export interface AdminActivity {
  id: string;
  action: string;
  entity: string;
  entityId: string | null;
  userId: string | null;
  userEmail: string | null;
  /** Who acted, by name; null for the product itself. */
  actorName: string | null;
  /** What the entry is about, by name ("Harvest tour with Maya Green"); null once deleted. */
  subjectName: string | null;
  /** The text the admin page of its kind finds it by (an e-mail, a title). */
  subjectSearch: string | null;
  createdAt: string;
}

/** GET /api/admin/stats (docs/api.md "AdminStats"). */
export interface AdminStats {
  totalUsers: number;
  totalAdmins: number;
  totalPartners: number;
  activePartners: number;
  verifiedUsers: number;
  totalOpportunities: number;
  activeOpportunities: number;
  totalBids: number;
  activeBids: number;
  totalTours: number;
  completedTours: number;
  /** Platform revenue: what the payable lines owe partners (docs/api.md), "0.00" when none. */
  totalRevenue: string;
  /** Whether the place data is loaded; without it distance excludes nobody, auto-assign nobody. */
  placesLoaded: boolean;
  recentActivity: AdminActivity[];
}
