import { useState } from "react";
import { Navigate, useNavigate } from "react-router-dom";
import { SiteHeader } from "@/components/layouts/site-header";
import { paths } from "@/config/paths";
import { AuthPanel } from "@/features/auth/components/auth-panel";
import { useCurrentUser } from "@/lib/current-user";

/**
 * Served in every session state: a user who arrives signed in goes home, while one who signs
 * in or up here stays until the form sends them on (to / or to /signup).
 */
export function AuthRoute() {
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const [signedInOnArrival] = useState(() => Boolean(user));
  if (signedInOnArrival) return <Navigate to={paths.home.path} replace />;
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
              onSignedIn={() => navigate(paths.home.path, { replace: true })}
              onSignedUp={() => navigate(paths.signup.path, { replace: true })}
            />
          </div>
        </section>
      </main>
    </div>
  );
}
