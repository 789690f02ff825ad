import { QueryState } from "@/components/ui/query-state";
import { useTeamMembers } from "../api/get-team-members";
import { InviteMemberForm } from "./invite-member-form";
import { TeamMemberList } from "./team-member-list";

/** The owner's team: who works for the business, as what, and the invites still open. */
export function TeamPage() {
  const team = useTeamMembers();
  const members = team.data?.members ?? [];
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <section aria-labelledby="team-members" className="flex min-w-0 flex-col gap-3">
        <h2 id="team-members" className="text-xl font-semibold">
          Members
        </h2>
        <QueryState
          isPending={team.isPending}
          error={team.error}
          onRetry={() => void team.refetch()}
          label="Loading your team..."
        >
          <TeamMemberList members={members} />
          {members.length <= 1 ? (
            <p className="text-sm text-base-content/75">
              No one else yet: invite your guides, a manager or your bookkeeper, each with their own
              sign-in.
            </p>
          ) : null}
        </QueryState>
      </section>
      <div className="min-w-0">
        <InviteMemberForm />
      </div>
    </div>
  );
}
