import * as z from "zod/mini";
import { INVITABLE_TEAM_ROLES } from "../contracts/team.ts";

export const TEAM_MESSAGES = {
  email: "Please enter a valid email address",
  role: "Choose manager, guide or bookkeeper.",
  guide: "Choose a guide of your team, or none.",
  invite: "This invite is no longer valid: ask the business for a new one.",
} as const;

const role = z.enum(INVITABLE_TEAM_ROLES, { error: TEAM_MESSAGES.role });

/** POST /api/team/invites: who to invite, and as what. */
export const teamInviteSchema = z.object({
  email: z
    .string({ error: TEAM_MESSAGES.email })
    .check(z.trim(), z.maxLength(254, TEAM_MESSAGES.email), z.email(TEAM_MESSAGES.email)),
  role,
});
export type TeamInviteInput = z.infer<typeof teamInviteSchema>;

/** PUT /api/team/members/{id}: a member's new role. */
export const teamRoleSchema = z.object({ role });
export type TeamRoleInput = z.infer<typeof teamRoleSchema>;

/** PUT /api/tours/{id}/guide: the team's guide who leads the tour, or null for none. */
export const tourGuideSchema = z.object({
  guideId: z.nullable(z.string({ error: TEAM_MESSAGES.guide }).check(z.uuid(TEAM_MESSAGES.guide))),
});
export type TourGuideInput = z.infer<typeof tourGuideSchema>;
