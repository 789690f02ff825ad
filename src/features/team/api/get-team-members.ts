import type { TeamMember, TourGuide } from "@shared/contracts/team";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/team's answer. */
export type TeamList = { members: TeamMember[] };

/** GET /api/team: the business's people, the owner first (the owner's page). */
export function getTeamMembers() {
  return api.get<TeamList>("/api/team");
}

export function getTeamMembersQueryOptions() {
  return queryOptions({ queryKey: ["team", "members"], queryFn: getTeamMembers });
}

export function useTeamMembers() {
  return useQuery(getTeamMembersQueryOptions());
}

/** The team's guides who have joined, as a tour's guide picker offers them. */
export function teamGuidesOf(members: readonly TeamMember[]): TourGuide[] {
  return members.flatMap((member) =>
    member.role === "guide" && member.status === "active" && member.userId
      ? [{ userId: member.userId, name: member.name ?? member.email }]
      : [],
  );
}

/** The guides to pick from, for the owner (`enabled` false for anyone else: no request). */
export function useTeamGuides(enabled: boolean) {
  const team = useQuery({ ...getTeamMembersQueryOptions(), enabled });
  return { ...team, guides: team.data ? teamGuidesOf(team.data.members) : undefined };
}
