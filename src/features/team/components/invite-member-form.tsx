import { zodResolver } from "@hookform/resolvers/zod";
import { INVITABLE_TEAM_ROLES, TEAM_ROLE_LABELS } from "@shared/contracts/team";
import { type TeamInviteInput, teamInviteSchema } from "@shared/schemas/team";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { BusyButton } from "@/components/ui/busy-button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { fieldProps } from "@/hooks/use-field-props";
import { fieldErrorsOf } from "@/lib/api-error";
import { notifyError, notifySuccess } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { useInviteTeamMember } from "../api/invite-team-member";
import { TEAM_ROLE_DESCRIPTIONS } from "../role-labels";

/** The owner invites someone by e-mail, as a manager, a guide or a bookkeeper. */
export function InviteMemberForm() {
  const headingId = useId();
  const invite = useInviteTeamMember();
  const form = useForm<TeamInviteInput>({
    resolver: zodResolver(teamInviteSchema),
    // No role chosen until the owner chooses one: each gives different access.
    defaultValues: { email: "", role: "" as TeamInviteInput["role"] },
  });
  const field = fieldProps(form);

  const submit = form.handleSubmit(async (values) => {
    try {
      const invited = await invite.mutateAsync(values);
      notifySuccess({ title: "Invite sent", description: `We e-mailed ${invited.email} a link.` });
      form.reset();
    } catch (failure) {
      const errors = fieldErrorsOf(failure);
      if (errors?.email?.[0]) return form.setError("email", { message: errors.email[0] });
      if (errors?.role?.[0]) return form.setError("role", { message: errors.role[0] });
      notifyError({
        title: "Error",
        description: errorMessage(failure, "The invite could not be sent. Please try again."),
      });
    }
  });

  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby={headingId}>
      <div className="card-body gap-3 p-5">
        <h2 id={headingId} className="card-title text-lg">
          Invite a member
        </h2>
        <ul className="list-disc ps-5 text-sm text-base-content/75">
          {INVITABLE_TEAM_ROLES.map((role) => (
            <li key={role}>
              <span className="font-semibold">{TEAM_ROLE_LABELS[role]}:</span>{" "}
              {TEAM_ROLE_DESCRIPTIONS[role]}
            </li>
          ))}
        </ul>
        <form onSubmit={submit} noValidate aria-label="Invite a member" className="flex flex-col">
          <TextField label="Email" type="email" autoComplete="off" {...field("email")} />
          <SelectField
            label="Role"
            placeholder="Choose a role"
            options={INVITABLE_TEAM_ROLES}
            optionLabels={TEAM_ROLE_LABELS}
            {...field("role")}
          />
          <BusyButton
            type="submit"
            className="btn btn-primary mt-2 sm:self-start"
            pending={invite.isPending}
          >
            Send invite
          </BusyButton>
        </form>
      </div>
    </section>
  );
}
