import type { TeamMember } from "@shared/contracts/team";
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
