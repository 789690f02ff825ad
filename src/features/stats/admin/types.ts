/** GET /api/admin/stats (docs/api.md "AdminStats"). */
export interface AdminActivity {
  id: string;
  action: string;
  entity: string;
  entityId: string | null;
  userId: string | null;
  userEmail: string | null;
  createdAt: string;
}

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

/** The fields of an AdminUser the Recent Users card shows. */
export interface RecentUser {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  businessName: string | null;
  role: "admin" | "partner" | "client" | null;
  isVerified: boolean;
  licensedStates: string[];
  createdAt: string;
}
