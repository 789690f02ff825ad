import type { TourType, UserRole } from "@shared/contracts/enums";
import type { UserStatus } from "@shared/contracts/users";

export {
  TOUR_TYPES,
  type TourType,
  USER_ROLES,
  type UserRole,
} from "@shared/contracts/enums";
export { type AdminUser, USER_STATUSES, type UserStatus } from "@shared/contracts/users";

/** The list's search and filters, as the URL keeps them; "all" means no filter. */
export interface UserFilters {
  search: string;
  role: UserRole | "all";
  status: UserStatus | "all";
  /** Users whose business hosts this tour type (BUSINESS_TOUR_TYPES). */
  tourType: TourType | "all";
  page: number;
}
