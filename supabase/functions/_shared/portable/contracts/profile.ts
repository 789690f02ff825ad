import type { PROFILE_FIELD_CATEGORIES, PROFILE_FIELD_TYPES } from "../schemas/profile-field.ts";
import type { UserRole } from "./enums.ts";
import type { TeamMembership } from "./team.ts";

export type ProfileFieldType = (typeof PROFILE_FIELD_TYPES)[number];
export type ProfileFieldCategory = (typeof PROFILE_FIELD_CATEGORIES)[number];

/**
 * The caller's own profile as GET /api/auth/user and PUT /api/profile answer it (product §3 users,
 * without admin-only notes and tokens).
 */
export interface Profile {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  emailVerified: boolean;
  phone: string | null;
  businessName: string | null;
  businessType: string | null;
  businessLocation: string | null;
  location: string | null;
  expertise: string[];
  services: string[];
  availability: string[];
  maxGroupSize: number | null;
  minHourlyRate: string | null;
  hourlyRate: string | null;
  /** Miles the partner travels for a tour; null when not given. */
  travelRadius: number | null;
  isVerified: boolean;
  /** States of the current approved licences; the badge says "licensed" when there are any. */
  licensedStates: string[];
  /** The mean of the visible reviews with two decimals, or null before the first review. */
  rating: string | null;
  reviewCount: number;
  totalTours: number;
  totalRevenue: string;
  role: UserRole;
  isActive: boolean;
  tags: string[];
  customFields: Record<string, unknown>;
  lastLoginAt: string | null;
  createdAt: string;
  updatedAt: string;
  profileComplete: boolean;
}

/** GET /api/auth/user: the caller's profile and how they signed in ("email", "google", …). */
export interface SignedInUser extends Profile {
  authProvider: string;
  /** Who the caller acts for (contracts/team.ts); null for admins. */
  team: TeamMembership | null;
}

/**
 * docs/api.md "ProfileField": an admin-defined question of the partner profile, as the forms
 * read the active ones (GET /api/profile-fields) and admins manage them all.
 */
export interface ProfileField {
  id: string;
  fieldName: string;
  fieldType: ProfileFieldType;
  fieldLabel: string;
  fieldOptions: string[] | null;
  isRequired: boolean;
  isActive: boolean;
  displayOrder: number;
  category: ProfileFieldCategory;
  validationRules: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/email-confirmation: the caller's address is confirmed. */
export interface EmailConfirmed {
  emailVerified: true;
}

/** POST /api/email-confirmation/resend: a new link is on its way. */
export interface EmailConfirmationSent {
  sent: true;
}
