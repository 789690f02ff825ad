import { Link, useNavigate } from "react-router-dom";
import { SiteHeader } from "@/components/layouts/site-header";
import { paths } from "@/config/paths";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form";
import { useCurrentUser } from "@/lib/current-user";

/**
 * Where the recovery mail's link lands. The Supabase client has already exchanged its `?code=`
 * for a recovery session by the time this renders, so a signed-in user may set a new password.
 */
export function ResetPasswordRoute() {
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  return (
    <div className="flex min-h-dvh flex-col bg-base-200">
      <title>Reset Password · Tour Partner Portal</title>
      <SiteHeader />
      <main className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center">
        <section className="card w-full max-w-md bg-base-100 shadow-sm">
          <div className="card-body">
            <h1 className="card-title text-2xl">Choose a new password</h1>
            {user ? (
              <>
                <p className="text-base-content/80">
                  For <strong className="break-all text-base-content">{user.email}</strong>
                </p>
                <ResetPasswordForm onSuccess={() => navigate(paths.home.path, { replace: true })} />
              </>
            ) : (
              <>
                <p className="text-base-content/80">
                  This reset link is not valid any more. Links work once and expire after an hour.
                </p>
                <Link to={paths.auth.path} className="btn btn-primary mt-4">
                  Request a new link
                </Link>
              </>
            )}
          </div>
        </section>
      </main>
    </div>
  );
}
