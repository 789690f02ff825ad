import { describe, expect, it } from "vitest";
import { paths } from "@/config/paths";
import { homeOf, roleOpens, rolePayoutDetails, teamRoleOf } from "./team-access";

const PAGES = [
  paths.home.path,
  paths.today.path,
  paths.opportunities.path,
  paths.calendar.path,
  paths.tour.path,
  paths.earnings.path,
  paths.taxStatement.path,
  paths.reviews.path,
  paths.chat.path,
  paths.profile.path,
  paths.team.path,
];

const opened = (role: Parameters<typeof roleOpens>[0]) =>
  PAGES.filter((path) => roleOpens(role, path));

describe("the pages of each team role", () => {
  it("the owner opens every page, a manager all but the team", () => {
    expect(opened("owner")).toEqual(PAGES);
    expect(opened("manager")).toEqual(PAGES.filter((path) => path !== paths.team.path));
  });

  it("a guide opens Today, the calendar, their tours, support and their profile", () => {
    expect(opened("guide")).toEqual([
      paths.today.path,
      paths.calendar.path,
      paths.tour.path,
      paths.chat.path,
      paths.profile.path,
    ]);
  });

  it("a bookkeeper opens Earnings and its statement, support and their profile", () => {
    expect(opened("bookkeeper")).toEqual([
      paths.earnings.path,
      paths.taxStatement.path,
      paths.chat.path,
      paths.profile.path,
    ]);
  });

  it("each role's day starts on a page it opens", () => {
    for (const role of ["owner", "manager", "guide", "bookkeeper"] as const) {
      expect(roleOpens(role, homeOf(role))).toBe(true);
    }
    expect(homeOf("guide")).toBe(paths.today.path);
    expect(homeOf("bookkeeper")).toBe(paths.earnings.path);
  });

  it("a partner the API names no team for is the owner of their business", () => {
    expect(teamRoleOf({ team: null })).toBe("owner");
    expect(
      teamRoleOf({ team: { businessId: "b", businessName: "Hale Orchard", role: "guide" } }),
    ).toBe("guide");
  });

  it("Earnings' payout details: the W-9 the owner's or bookkeeper's, the bank account the owner's", () => {
    expect(rolePayoutDetails("owner")).toEqual({ taxDetails: true, bankAccount: true });
    expect(rolePayoutDetails("bookkeeper")).toEqual({ taxDetails: true, bankAccount: false });
    expect(rolePayoutDetails("manager")).toEqual({ taxDetails: false, bankAccount: false });
  });
});
