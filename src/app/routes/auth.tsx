import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router-dom";
import { SiteHeader } from "@/components/layouts/site-header";
import { paths } from "@/config/paths";
import { AuthPanel } from "@/features/auth/components/auth-panel";
import { notifyInactiveAccount } from "@/features/auth/components/inactive-account-notice";
import { type CurrentUser, getCurrentUserQueryOptions, useCurrentUser } from "@/lib/current-user";
import { NEXT_PARAM, safeReturnPath } from "@/lib/return-path";
import { needsSignup } from "../route-table";

/** Where a signed-in user goes: the page asked for (`?next=`), unless the wizard holds them. */
function destination(user: CurrentUser | null | undefined, next: string | undefined) {
  return user && next && !needsSignup(user) ? next : paths.home.path;
}

/**
 * Served in every session state: a user who arrives signed in goes on, while one who signs
 * in or up here stays until the form sends them on (to `?next=` or /, or to /signup).
 */
export function AuthRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const next = safeReturnPath(search.get(NEXT_PARAM));
  const { data: user } = useCurrentUser();
  const [signedInOnArrival] = useState(() => Boolean(user));
  if (signedInOnArrival) return <Navigate to={destination(user, next)} replace />;

  const onSignedIn = () => {
    const signedIn = queryClient.getQueryData(getCurrentUserQueryOptions().queryKey);
    if (signedIn && !signedIn.isActive) notifyInactiveAccount();
    navigate(destination(signedIn, next), { replace: true });
  };

  return (
    <div className="flex min-h-dvh flex-col bg-base-200">
      <title>Sign In · Tour Partner Portal</title>
      <SiteHeader />
      <main className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center">
        <section className="card w-full max-w-md bg-base-100 shadow-sm">
          <div className="card-body">
            <h1 className="card-title text-2xl">Partner Portal</h1>
            <p className="mb-2 text-base-content/80">Sign in or create your partner account.</p>
            <AuthPanel
              returnTo={next}
              initialMode={search.get("mode") === "sign-up" ? "sign-up" : "sign-in"}
              onSignedIn={onSignedIn}
              onSignedUp={() => navigate(paths.signup.path, { replace: true })}
            />
          </div>
        </section>
      </main>
    </div>
  );
}
