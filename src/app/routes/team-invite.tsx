import { useParams } from "react-router-dom";
import { SiteHeader } from "@/components/layouts/site-header";
import { AuthPanel } from "@/features/auth/components/auth-panel";
import { JoinTeamPage } from "@/features/team/components/join-team-page";

/** A team invite's link (/join/:token), in every session state: sign in or up, then join. */
export function TeamInviteRoute() {
  const token = useParams().token ?? "";
  return (
    <div className="flex min-h-dvh flex-col bg-base-200">
      <title>Join a team · Tour Partner Portal</title>
      <SiteHeader />
      <main className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center">
        <JoinTeamPage
          token={token}
          signIn={(email, onSignedIn) => (
            <AuthPanel
              email={email}
              initialMode="sign-up"
              nextStep="Next, accept the invite."
              returnTo={`/join/${encodeURIComponent(token)}`}
              onSignedIn={onSignedIn}
              onSignedUp={onSignedIn}
            />
          )}
        />
      </main>
    </div>
  );
}
