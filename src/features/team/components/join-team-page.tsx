import { TEAM_ROLE_LABELS, type TeamInvite } from "@shared/contracts/team";
import type { ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { BusyButton } from "@/components/ui/busy-button";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-error";
import { useCurrentUser } from "@/lib/current-user";
import { homeOf } from "@/lib/team-access";
import { notifyError, notifySuccess } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { formatDate } from "@/utils/format";
import { useAcceptTeamInvite } from "../api/accept-team-invite";
import { useTeamInvite } from "../api/get-team-invite";
import { TEAM_ROLE_DESCRIPTIONS } from "../role-labels";

export const DEAD_INVITE =
  "This invite link no longer works: it was used, revoked or has expired. Ask the business's owner to send you a new one.";

/** The sign-in and sign-up forms, for the invited address; `onSignedIn` once there is a session. */
export type InviteSignIn = (email: string, onSignedIn: () => void) => ReactNode;

function Frame({ children }: { children: ReactNode }) {
  return (
    <section className="card w-full max-w-md bg-base-100 shadow-sm">
      <div className="card-body gap-3">{children}</div>
    </section>
  );
}

function sameAddress(a: string | null | undefined, b: string) {
  return (a ?? "").trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * /join/{token}: the business and the role a mailed invite offers. A visitor signs up with the
 * invited address or signs in, then joins; a caller signed in with that address joins at once.
 */
export function JoinTeamPage({ token, signIn }: { token: string; signIn: InviteSignIn }) {
  const invite = useTeamInvite(token);
  if (invite.isPending) return <LoadingScreen label="Loading the invite..." />;
  if (invite.isError) {
    const dead = invite.error instanceof ApiError && invite.error.status === 404;
    return (
      <Frame>
        <h1 className="card-title text-2xl">This invite cannot be opened</h1>
        <p role={dead ? undefined : "alert"}>
          {dead
            ? DEAD_INVITE
            : errorMessage(invite.error, "The invite could not be loaded. Please try again.")}
        </p>
      </Frame>
    );
  }
  return <InviteView token={token} invite={invite.data} signIn={signIn} />;
}

function InviteView({
  token,
  invite,
  signIn,
}: {
  token: string;
  invite: TeamInvite;
  signIn: InviteSignIn;
}) {
  const user = useCurrentUser().data ?? null;
  const accept = useAcceptTeamInvite();
  const navigate = useNavigate();
  const business = invite.businessName ?? "a tour business";

  const join = () =>
    accept.mutate(token, {
      onSuccess: (membership) => {
        notifySuccess({
          title: "Welcome to the team",
          description: `You work for ${membership.businessName ?? business} as ${TEAM_ROLE_LABELS[membership.role].toLowerCase()}.`,
        });
        navigate(homeOf(membership.role), { replace: true });
      },
      onError: (failure) =>
        notifyError({
          title: "Error",
          description:
            failure instanceof ApiError && failure.status === 404
              ? DEAD_INVITE
              : errorMessage(failure, "The invite could not be accepted. Please try again."),
        }),
    });

  return (
    <Frame>
      <h1 className="card-title text-2xl break-words">Join {business}</h1>
      <p>
        You are invited as{" "}
        <span className="font-semibold">{TEAM_ROLE_LABELS[invite.role].toLowerCase()}</span>:{" "}
        {TEAM_ROLE_DESCRIPTIONS[invite.role]}
      </p>
      <p className="text-sm text-base-content/75">
        The invite is for <span className="break-all">{invite.email}</span> and works until{" "}
        {formatDate(invite.expiresAt)}.
      </p>
      {!user ? (
        signIn(invite.email, join)
      ) : sameAddress(user.email, invite.email) ? (
        <BusyButton
          type="button"
          className="btn btn-primary"
          pending={accept.isPending}
          onClick={join}
        >
          Accept the invite
        </BusyButton>
      ) : (
        <div role="alert" className="alert alert-warning flex flex-col items-start gap-2">
          <p>
            You are signed in as <span className="break-all">{user.email}</span>. Sign out, then
            open this link again to join with <span className="break-all">{invite.email}</span>.
          </p>
          <a className="btn btn-sm" href={paths.logout.path}>
            Sign Out
          </a>
        </div>
      )}
    </Frame>
  );
}
