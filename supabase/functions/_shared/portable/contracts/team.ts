/**
 * A partner's business as a team (docs/api.md "Team"). The business is the account that signed
 * up, its owner; the owner invites members by e-mail, each with one role:
 * - manager: everything but the team and the payout details (bank account, tax details);
 * - guide: only the tours assigned to them (the tour page, Today, check-in, reminders, their
 *   own calendar feed);
 * - bookkeeper: Earnings, statements and payouts only.
 * The business, not the person, holds the licences, bids, tours, agreements and earnings.
 */
import type { TeamRole } from "./enums.ts";

export { TEAM_ROLES, type TeamRole } from "./enums.ts";

/** Each role as the team page and the invite mail name it. */
export const TEAM_ROLE_LABELS: Readonly<Record<TeamRole, string>> = {
  owner: "Owner",
  manager: "Manager",
  guide: "Guide",
  bookkeeper: "Bookkeeper",
};

/** The roles an owner may give: the owner is the account that signed up, never invited. */
export const INVITABLE_TEAM_ROLES = ["manager", "guide", "bookkeeper"] as const;
export type InvitableTeamRole = (typeof INVITABLE_TEAM_ROLES)[number];

/** Who the caller acts for, on GET /api/auth/user as `team`; null for admins. */
export interface TeamMembership {
  /** The business: the owner's user id, which the business's rows carry as `partner_id`. */
  businessId: string;
  businessName: string | null;
  role: TeamRole;
}

/** GET /api/team: one person of the business; the owner first, then by name or address. */
export interface TeamMember {
  /** The membership's id (the owner's too), for PUT and DELETE /api/team/members/{id}. */
  id: string;
  /** Null while the invite is not yet accepted. */
  userId: string | null;
  email: string;
  /** "First Last" once accepted; null before. */
  name: string | null;
  role: TeamRole;
  status: "invited" | "active";
  invitedAt: string;
  acceptedAt: string | null;
}

/** GET /api/team-invites/{token}: what an invite link shows before it is accepted. */
export interface TeamInvite {
  businessName: string | null;
  email: string;
  role: InvitableTeamRole;
  /** When the link stops working. */
  expiresAt: string;
}

/** A tour's guide on the tour page and in the schedule; null when none is assigned. */
export interface TourGuide {
  userId: string;
  name: string;
}
