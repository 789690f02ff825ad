import type { AdminUser } from "@shared/contracts/users";

export type { AdminActivity, AdminStats } from "@shared/contracts/activity";

/** The fields of an AdminUser the Recent Users card shows. */
export type RecentUser = Pick<
  AdminUser,
  | "id"
  | "email"
  | "firstName"
  | "lastName"
  | "profileImageUrl"
  | "businessName"
  | "role"
  | "isVerified"
  | "licensedStates"
  | "createdAt"
>;
