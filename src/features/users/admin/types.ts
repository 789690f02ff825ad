import type { TourType, UserRole } from "@shared/contracts/enums";
/** A user as GET /api/admin/users lists it (docs/api.md "AdminUser"). */
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
  role: UserRole | null;
  isActive: boolean;
  isVerified: boolean;
  licensedStates: string[];
  rating: string | null;
  totalTours: number;
  totalRevenue: string;
  /** The admin-only notes, "" when none. */
  notes: string;
  createdAt: string;
}

export {
  TOUR_TYPES,
  type TourType,
  USER_ROLES,
  type UserRole,
} from "@shared/contracts/enums";

export const USER_STATUSES = ["active", "inactive", "verified", "unverified"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** The list's search and filters, as the URL keeps them; "all" means no filter. */
export interface UserFilters {
  search: string;
  role: UserRole | "all";
  status: UserStatus | "all";
  /** Users whose business hosts this tour type (BUSINESS_TOUR_TYPES). */
  tourType: TourType | "all";
  page: number;
}
