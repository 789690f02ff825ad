import type { Profile } from "../../_shared/portable/contracts/profile.ts";
import type { Sent } from "../../_shared/portable/contracts/sent.ts";
import { type Statement, statement } from "../../_shared/server/statement.ts";
import type { Tx } from "../../_shared/server/transaction.ts";
import { currentLicenceStates } from "./licences.ts";

/** A profile as the API shows it (contracts/profile.ts). */
export type UserProfile = Sent<Profile>;

/** The caller's own profile, read under RLS; undefined if they have none. */
export function readOwnProfile(tx: Tx): Statement<UserProfile | undefined> {
  const profile = tx<UserProfile[]>`
    select
      u.id,
      u.email,
      u.first_name as "firstName",
      u.last_name as "lastName",
      u.profile_image_url as "profileImageUrl",
      u.email_verified as "emailVerified",
      u.phone,
      u.business_name as "businessName",
      u.business_type as "businessType",
      u.business_location as "businessLocation",
      u.location,
      u.expertise,
      u.services,
      u.availability,
      u.max_group_size as "maxGroupSize",
      u.min_hourly_rate as "minHourlyRate",
      u.hourly_rate as "hourlyRate",
      u.travel_radius as "travelRadius",
      u.is_verified as "isVerified",
      ${currentLicenceStates(tx)} as "licensedStates",
      u.rating,
      u.review_count as "reviewCount",
      u.total_tours as "totalTours",
      u.total_revenue as "totalRevenue",
      u.role,
      u.is_active as "isActive",
      u.tags,
      u.custom_fields as "customFields",
      u.last_login_at as "lastLoginAt",
      u.created_at as "createdAt",
      u.updated_at as "updatedAt",
      u.profile_complete as "profileComplete"
    from public.users u
    where u.id = (select auth.uid())
  `;
  return statement(profile, ([row]) => row);
}
