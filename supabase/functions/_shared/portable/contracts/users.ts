import type { Deleted } from "./api.ts";
import type { UserRole } from "./enums.ts";
import type { Reliability } from "./withdrawals.ts";

/** DELETE /api/admin/users/:id: the account that went, by its e-mail too. */
export interface DeletedUser extends Deleted {
  email: string | null;
}

/** The admin user list's status filter (GET /api/admin/users?status=). */
export const USER_STATUSES = ["active", "inactive", "verified", "unverified"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** A user as the admin pages show it (docs/api.md "AdminUser"): the profile, its totals and notes. */
export interface AdminUser {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  phone: string | null;
  businessName: string | null;
  businessType: string | null;
  businessLocation: string | null;
  location: string | null;
  expertise: string[];
  services: string[];
  role: UserRole;
  isActive: boolean;
  isVerified: boolean;
  /** The states of the partner's current approved licences. */
  licensedStates: string[];
  emailVerified: boolean;
  profileComplete: boolean;
  /** The mean of the visible reviews with two decimals, or null before the first review. */
  rating: string | null;
  totalTours: number;
  totalRevenue: string;
  tags: string[];
  /** The admin-only notes, "" when none. */
  notes: string;
  lastLoginAt: string | null;
  createdAt: string;
  updatedAt: string;
  /**
   * Only with `?awayFor=<opportunity id>`: the partner's day away that the tour's date falls on
   * ("Away Jul 3–7: Harvest"), or null.
   */
  away?: string | null;
  /** Only with `?awayFor=`: the partner's last 12 months (tours completed, withdrawn late, no-shows). */
  reliability?: Reliability;
}
