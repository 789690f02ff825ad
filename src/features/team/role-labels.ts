import type { InvitableTeamRole } from "@shared/contracts/team";

/** What each role may do, as contracts/team.ts defines it, in the owner's words. */
export const TEAM_ROLE_DESCRIPTIONS: Readonly<Record<InvitableTeamRole, string>> = {
  manager: "Everything but the team and the payout details.",
  guide: "Only the tours assigned to them: the tour page, Today and check-in.",
  bookkeeper: "Earnings, statements and payouts only.",
};
