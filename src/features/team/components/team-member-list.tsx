import { TEAM_ROLE_LABELS, type TeamMember } from "@shared/contracts/team";
import { useState } from "react";
import { BusyButton } from "@/components/ui/busy-button";
import { notifyError, notifySuccess } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { useResendTeamInvite } from "../api/resend-team-invite";
import { MemberRoleControl } from "./member-role-control";
import { RemoveMemberDialog } from "./remove-member-dialog";

/** A member by name once they accepted; by the address they were invited at before. */
export function memberLabel(member: Pick<TeamMember, "name" | "email">) {
  return member.name ?? member.email;
}

function StatusBadge({ member }: { member: TeamMember }) {
  return member.status === "invited" ? (
    <span className="badge badge-sm badge-warning">Invited</span>
  ) : (
    <span className="badge badge-sm badge-success">Active</span>
  );
}

function ResendButton({ member }: { member: TeamMember }) {
  const resend = useResendTeamInvite();
  return (
    <BusyButton
      type="button"
      className="btn btn-sm btn-outline min-h-11"
      pending={resend.isPending}
      onClick={() =>
        resend.mutate(member.id, {
          onSuccess: () =>
            notifySuccess({
              title: "Invite sent",
              description: `We e-mailed ${member.email} a new link.`,
            }),
          onError: (failure) =>
            notifyError({
              title: "Error",
              description: errorMessage(failure, "The invite could not be sent again."),
            }),
        })
      }
    >
      Resend invite<span className="sr-only"> to {member.email}</span>
    </BusyButton>
  );
}

/** The business's people, the owner first: each one's role, status and what the owner may do. */
export function TeamMemberList({ members }: { members: TeamMember[] }) {
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  return (
    <>
      <ul className="flex flex-col gap-3" aria-label="Team members">
        {members.map((member) => {
          const label = memberLabel(member);
          return (
            <li
              key={member.id}
              className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-semibold break-words">
                  {label}
                  <StatusBadge member={member} />
                </p>
                {member.name ? (
                  <p className="text-sm break-all text-base-content/75">{member.email}</p>
                ) : null}
                {member.role === "owner" ? (
                  <p className="text-sm">{TEAM_ROLE_LABELS.owner}</p>
                ) : null}
              </div>
              {member.role === "owner" ? null : (
                <div className="flex flex-wrap items-end gap-2">
                  <MemberRoleControl member={member} label={label} />
                  {member.status === "invited" ? <ResendButton member={member} /> : null}
                  <button
                    type="button"
                    className="btn btn-sm min-h-11"
                    onClick={() => setRemoving(member)}
                  >
                    {member.status === "invited" ? "Revoke" : "Remove"}
                    <span className="sr-only"> {label}</span>
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <RemoveMemberDialog
        member={removing}
        label={removing ? memberLabel(removing) : ""}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
