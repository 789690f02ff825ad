import {
  INVITABLE_TEAM_ROLES,
  type InvitableTeamRole,
  TEAM_ROLE_LABELS,
  type TeamMember,
} from "@shared/contracts/team";
import { useId, useState } from "react";
import { BusyButton } from "@/components/ui/busy-button";
import { notifyError, notifySuccess } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { useChangeTeamRole } from "../api/change-team-role";

/** A member's role, and a button to give them another; the owner's is not for changing. */
export function MemberRoleControl({ member, label }: { member: TeamMember; label: string }) {
  const id = useId();
  const change = useChangeTeamRole();
  const [role, setRole] = useState(member.role as InvitableTeamRole);

  const save = () =>
    change.mutate(
      { id: member.id, role },
      {
        onSuccess: (changed) =>
          notifySuccess({
            title: "Role changed",
            description: `${label} is now ${TEAM_ROLE_LABELS[changed.role].toLowerCase()}.`,
          }),
        onError: (failure) =>
          notifyError({
            title: "Error",
            description: errorMessage(failure, "The role could not be changed."),
          }),
      },
    );

  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="fieldset py-0">
        <label htmlFor={id} className="fieldset-legend">
          Role <span className="sr-only">of {label}</span>
        </label>
        <select
          id={id}
          className="select select-sm w-40"
          value={role}
          onChange={(event) => setRole(event.target.value as InvitableTeamRole)}
        >
          {INVITABLE_TEAM_ROLES.map((option) => (
            <option key={option} value={option}>
              {TEAM_ROLE_LABELS[option]}
            </option>
          ))}
        </select>
      </div>
      {role === member.role ? null : (
        <BusyButton
          type="button"
          className="btn btn-sm btn-primary min-h-11"
          pending={change.isPending}
          onClick={save}
        >
          Change role<span className="sr-only"> of {label}</span>
        </BusyButton>
      )}
    </div>
  );
}
