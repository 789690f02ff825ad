import type { TeamMember } from "@shared/contracts/team";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { notifyError, notifySuccess } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { useRemoveTeamMember } from "../api/remove-team-member";

/** Before a member goes (or an invite): the loss of access is at once, so it is said first. */
export function RemoveMemberDialog({
  member,
  label,
  onClose,
}: {
  member: TeamMember | null;
  label: string;
  onClose: () => void;
}) {
  const remove = useRemoveTeamMember();
  const invited = member?.status === "invited";

  const confirm = () => {
    if (!member) return;
    remove.mutate(member.id, {
      onSuccess: () => {
        notifySuccess({
          title: invited ? "Invite revoked" : "Member removed",
          description: invited
            ? `The link sent to ${member.email} no longer works.`
            : `${label} no longer has access.`,
        });
        onClose();
      },
      onError: (failure) =>
        notifyError({
          title: "Error",
          description: errorMessage(failure, "The member could not be removed."),
        }),
    });
  };

  return (
    <ConfirmDialog
      open={member !== null}
      title={invited ? `Revoke the invite to ${label}?` : `Remove ${label} from the team?`}
      description={
        invited
          ? "The link in their invite stops working at once."
          : "They lose access at once: they are signed out everywhere and can no longer see the business's tours, bids or earnings."
      }
      confirmLabel={invited ? "Revoke invite" : "Remove member"}
      pending={remove.isPending}
      danger
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
