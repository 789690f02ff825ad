import type { TeamRole } from "@shared/contracts/team";
import { paths } from "@/config/paths";
import type { CurrentUser } from "@/lib/current-user";

/**
 * The partner pages a member's role opens (contracts/team.ts has what each role means): a guide
 * leads the tours assigned to them, a bookkeeper reconciles the payouts. The owner has every
 * page, a manager every page but the team.
 */
const MEMBER_PAGES: Readonly<Record<"guide" | "bookkeeper", readonly string[]>> = {
  guide: [
    paths.today.path,
    paths.calendar.path,
    paths.tour.path,
    paths.chat.path,
    paths.profile.path,
  ],
  bookkeeper: [paths.earnings.path, paths.taxStatement.path, paths.chat.path, paths.profile.path],
};

/** The caller's role in their business; a partner the API names no team for is its owner. */
export function teamRoleOf(user: Pick<CurrentUser, "team">): TeamRole {
  return user.team?.role ?? "owner";
}

/** Whether a role opens a partner page, by the page's route pattern (paths.*.path). */
export function roleOpens(role: TeamRole, path: string) {
  if (role === "owner") return true;
  if (role === "manager") return path !== paths.team.path;
  return MEMBER_PAGES[role].includes(path);
}

/** Where a role's day starts: the dashboard, unless the role does not open it. */
export function homeOf(role: TeamRole) {
  if (role === "guide") return paths.today.path;
  if (role === "bookkeeper") return paths.earnings.path;
  return paths.home.path;
}

/**
 * Earnings' payout details by role: the W-9 is the owner's or the bookkeeper's to give, the
 * bank account the owner's alone (its change is confirmed from the owner's mailbox); a manager
 * has neither (contracts/team.ts).
 */
export function rolePayoutDetails(role: TeamRole) {
  return { taxDetails: role === "owner" || role === "bookkeeper", bankAccount: role === "owner" };
}
