import type postgres from "postgres";
import type { Profile } from "../../_shared/portable/contracts/profile.ts";
import type { Sent } from "../../_shared/portable/contracts/sent.ts";
import type { TeamMembership } from "../../_shared/portable/contracts/team.ts";
import { type Statement, statement } from "../../_shared/server/statement.ts";
import type { Tx } from "../../_shared/server/transaction.ts";
import { currentLicenceStates } from "./licences.ts";

/** A profile as the API shows it (contracts/profile.ts). */
export type UserProfile = Sent<Profile>;

/**
 * The caller's own profile, read under RLS; undefined if they have none. A team member's
 * business name and completeness are their business's (the wizard holds only its owner).
 */
export function readOwnProfile(tx: Tx): Statement<UserProfile | undefined> {
  return statement(ownProfile(tx, tx``), ([row]) => row);
}

/** The profile of GET /api/auth/user: readOwnProfile's and the caller's team membership. */
export function readSignedInProfile(
  tx: Tx,
): Statement<(UserProfile & { team: Sent<TeamMembership> | null }) | undefined> {
  const row = ownProfile(tx, tx`, t.team - 'profileComplete' as team`);
  return statement(row, ([first]) => first as UserProfile & { team: Sent<TeamMembership> | null });
}

function ownProfile(tx: Tx, extra: postgres.PendingQuery<postgres.Row[]>) {
  return tx<UserProfile[]>`
    select
      u.id,
      u.email,
      u.first_name as "firstName",
      u.last_name as "lastName",
      u.profile_image_url as "profileImageUrl",
      u.email_verified as "emailVerified",
      u.phone,
      coalesce(t.team ->> 'businessName', u.business_name) as "businessName",
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
      coalesce((t.team ->> 'profileComplete')::boolean, u.profile_complete) as "profileComplete"
      ${extra}
    from public.users u
    cross join lateral (select private.own_team() as team) t
    where u.id = (select auth.uid())
  `;
}
